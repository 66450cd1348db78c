import { PALETTE } from '../../charts';

/**
 * Ten distinct flow colours, so that the ten flows of paper 000's runs (Figs. 9, 12) each have
 * their own: the charts' Okabe-Ito palette, then three of Paul Tol's muted colours (rose, olive,
 * teal), mid-tones that read on both themes and stay apart under colour-vision deficiencies.
 */
const TEN: readonly string[] = [...PALETTE, '#CC6677', '#999933', '#44AA99'];

export function flowColor(i: number): string {
  const n = TEN.length;
  const k = Number.isFinite(i) ? Math.trunc(i) : 0;
  return TEN[((k % n) + n) % n];
}
