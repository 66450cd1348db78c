import type { AlgorithmName, AlgorithmSpec } from '../../engines/fluid/algorithms';

/**
 * Numbers as the lab shows them. Nothing here ever prints "NaN": a missing or undefined value is
 * an em dash, infinities are ∞.
 */
const special = (v: number | null | undefined): string | null => {
  if (v === null || v === undefined || Number.isNaN(v)) return '—';
  if (!Number.isFinite(v)) return v > 0 ? '∞' : '−∞';
  return null;
};

/** Minus sign instead of hyphen, for tables read from the back of a lecture hall. */
const minus = (s: string): string => s.replace(/^-/, '−');

/** Fixed decimals (rates in tables: 2, like the paper). */
export function fixed(v: number | null | undefined, digits = 2): string {
  const s = special(v);
  if (s !== null) return s;
  const out = (v as number).toFixed(digits);
  // "-0.00" reads as a sign error
  return Number(out) === 0 ? (0).toFixed(digits) : minus(out);
}

/** Significant digits (eigenvalues, bounds). */
export function sig(v: number | null | undefined, digits = 3): string {
  const s = special(v);
  if (s !== null) return s;
  const a = Math.abs(v as number);
  if (a !== 0 && (a < 1e-3 || a >= 1e6)) {
    const [m, e] = (v as number).toExponential(digits - 1).split('e');
    return minus(`${m}×10${superscript(Number(e))}`);
  }
  return minus(String(Number((v as number).toPrecision(digits))));
}

const SUP = '⁰¹²³⁴⁵⁶⁷⁸⁹';
function superscript(n: number): string {
  const body = String(Math.abs(n))
    .split('')
    .map((d) => SUP[Number(d)])
    .join('');
  return (n < 0 ? '⁻' : '') + body;
}

/** A rate in Mbit/s. */
export const mbps = (v: number | null | undefined, digits = 2): string => fixed(v, digits);

/** A loss probability as a percentage. */
export function percent(v: number | null | undefined, digits = 3): string {
  const s = special(v);
  if (s !== null) return s;
  return `${sig((v as number) * 100, digits)} %`;
}

/** Seconds: two decimals below 10 s, else three significant digits. */
export function seconds(v: number | null | undefined): string {
  const s = special(v);
  if (s !== null) return s;
  return Math.abs(v as number) < 10 ? (v as number).toFixed(2) : sig(v, 3);
}

export const ALGORITHM_LABELS: Record<AlgorithmName | 'olia', string> = {
  tcp: 'TCP NewReno',
  ewtcp: 'EWTCP',
  semicoupled: 'Semicoupled',
  max: 'Max',
  balia: 'Balia (eq. 12)',
  coupled: 'Coupled',
  'balia-window': 'Balia window rule',
  generalized: 'Generalized',
  olia: 'OLIA',
};

export const algorithmLabel = (name: AlgorithmName | 'olia'): string => ALGORITHM_LABELS[name];

/** "EWTCP (a = 1)", "Generalized (β = 0.2, n = ∞, η = 0.5)" */
export function specLabel(spec: AlgorithmSpec): string {
  if (spec.name === 'ewtcp') return `EWTCP (a = ${spec.a})`;
  if (spec.name === 'generalized')
    return `Generalized (β = ${spec.beta}, n = ${spec.n === Infinity ? '∞' : spec.n}, η = ${spec.eta})`;
  return algorithmLabel(spec.name);
}
