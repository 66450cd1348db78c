/**
 * A range of numbers, and the one sentence that says it ("in (0, 1)", "an integer >= 0"): what a
 * parameter allows, declared once and read by the engines' own checks and by the scenario codec.
 */
export interface Range {
  min?: number;
  max?: number;
  /** the bounds themselves are excluded */
  openMin?: boolean;
  openMax?: boolean;
  integer?: boolean;
}

/** "in (0, 1]", "an integer >= 0", "< 5", "an integer from 1 to 10". */
export function rangeText(r: Range): string {
  const lo = r.min === undefined ? '-inf' : String(r.min);
  const hi = r.max === undefined ? 'inf' : String(r.max);
  if (r.min !== undefined && r.max === undefined)
    return `${r.integer ? 'an integer ' : ''}${r.openMin ? '>' : '>='} ${lo}`;
  if (r.min === undefined && r.max !== undefined)
    return `${r.integer ? 'an integer ' : ''}${r.openMax ? '<' : '<='} ${hi}`;
  if (r.integer) return `an integer from ${lo} to ${hi}`;
  return `in ${r.openMin ? '(' : '['}${lo}, ${hi}${r.openMax ? ')' : ']'}`;
}

/** Whether `v` is in the range (the bounds only: finiteness is the parser's to check). */
export function inRange(v: number, r: Range): boolean {
  return !(
    (r.integer && !Number.isInteger(v)) ||
    (r.min !== undefined && (r.openMin ? v <= r.min : v < r.min)) ||
    (r.max !== undefined && (r.openMax ? v >= r.max : v > r.max))
  );
}

/** null when `v` is in the range, else "must be in (0, 1), got 2". */
export function checkRange(v: number, r: Range): string | null {
  return inRange(v, r) ? null : `must be ${rangeText(r)}, got ${String(v)}`;
}
