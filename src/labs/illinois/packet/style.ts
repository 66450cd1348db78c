import { OKABE_ITO } from '../../../charts';
import { csvText } from '../../../format/csv';
import { csvNumber } from '../../../format/numbers';
import type { Estimate } from '../../../sweep/aggregate';

/** How the packet views name and colour each algorithm (the same in every chart and table). */
const BASE: Record<string, { name: string; color: string }> = {
  illinois: { name: 'Illinois', color: OKABE_ITO.blue },
  reno: { name: 'Reno', color: OKABE_ITO.grey },
  highspeed: { name: 'HS-TCP', color: OKABE_ITO.orange },
  cubic: { name: 'CUBIC', color: OKABE_ITO.bluishGreen },
  // the first two of Vegas's colours: the views that compare these do not run Vegas by default
  bic: { name: 'BIC-TCP', color: OKABE_ITO.reddishPurple },
  compound: { name: 'C-TCP', color: OKABE_ITO.vermillion },
};
const VEGAS_COLORS = [OKABE_ITO.reddishPurple, OKABE_ITO.vermillion, OKABE_ITO.skyBlue];

/** 'vegas:5' → "Vegas γ = 5"; 'highspeed' → "HS-TCP". */
export function algName(label: string): string {
  const [name, gamma] = label.split(':');
  return name === 'vegas' ? `Vegas γ = ${gamma}` : (BASE[name]?.name ?? name);
}

/** The colour of an algorithm; Vegas's by the position of its γ among `gammas`. */
export function algColor(label: string, gammas: readonly number[] = []): string {
  const [name, gamma] = label.split(':');
  if (name !== 'vegas') return BASE[name]?.color ?? OKABE_ITO.black;
  const k = Math.max(0, gammas.indexOf(Number(gamma)));
  return VEGAS_COLORS[k % VEGAS_COLORS.length];
}

/**
 * Error bars of estimates, interleaved lo, hi (the mean twice where there is no interval). Every
 * quantity drawn here is positive: a lower end below zero (a wide interval from few runs) is
 * drawn at zero.
 */
export function errorBars(estimates: readonly Estimate[], scale = 1): Float64Array {
  return Float64Array.from(
    estimates.flatMap((e) => {
      const [lo, hi] = e.ci95 ?? [e.mean, e.mean];
      return [Math.max(0, lo) * scale, hi * scale];
    }),
  );
}

/** CSV text: a header and rows (numbers as their shortest exact text, empty for none). */
export function csvTable(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  const cell = (v: string | number | null | undefined) =>
    typeof v === 'number' ? csvNumber(v) : v;
  return csvText([header, ...rows.map((r) => r.map(cell))]);
}
