/**
 * Numbers as the page shows them: significant digits, never "NaN" (a non-finite value is a dash).
 */
export const DASH = '—';

export function sig(v: number | null | undefined, digits = 4): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return DASH;
  return String(Number(v.toPrecision(digits)));
}

export function pct(v: number | null | undefined, digits = 1): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return DASH;
  return `${(100 * v).toFixed(digits)} %`;
}

/** A signed relative change: "+11.8 %", "−2.0 %". */
export function signedPct(v: number | null | undefined, digits = 1): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return DASH;
  return `${v >= 0 ? '+' : '−'}${Math.abs(100 * v).toFixed(digits)} %`;
}

/** kB/s with Mbit/s beside it. */
export const rate = (kBps: number): string =>
  `${sig(kBps, 3)} kB/s (${sig((kBps * 8) / 1000, 3)} Mbit/s)`;
