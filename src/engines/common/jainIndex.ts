/**
 * Jain's fairness index (Jain, Chiu & Hawe 1984): (Σx)² / (n Σx²), 1 when every one of the
 * n users gets the same, 1/n when one gets everything.
 */
export function jainIndex(x: readonly number[]): number {
  let sum = 0;
  let squares = 0;
  for (const v of x) {
    sum += v;
    squares += v * v;
  }
  return sum ** 2 / (x.length * squares);
}
