/**
 * The smallest and largest of a list, by a loop: Math.min(...xs) spreads its arguments on the
 * stack, and a trace may hold more connections than a call takes arguments. Infinity and
 * -Infinity for an empty list.
 */
export function lowest(xs: readonly number[]): number {
  let m = Infinity;
  for (const x of xs) if (x < m) m = x;
  return m;
}

export function highest(xs: readonly number[]): number {
  let m = -Infinity;
  for (const x of xs) if (x > m) m = x;
  return m;
}
