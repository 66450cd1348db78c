/**
 * Numbers for people: tooltips show up to six significant digits (enough to compare with a
 * theory value such as 0.19994), integers in full, and an explicit dash for missing values.
 */
export function formatNumber(v: number | null | undefined, digits = 6): string {
  if (v === null || v === undefined || Number.isNaN(v)) return '—';
  if (!Number.isFinite(v)) return v > 0 ? '∞' : '−∞';
  if (Number.isInteger(v) && Math.abs(v) < 1e15) return String(v);
  const a = Math.abs(v);
  if (a < 1e-4 || a >= 1e9) {
    const [m, e] = v.toExponential(digits - 1).split('e');
    return `${String(Number(m))}e${e.replace('+', '')}`;
  }
  return String(Number(v.toPrecision(digits)));
}
