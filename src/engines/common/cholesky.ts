/**
 * Cholesky factorisation of a symmetric positive (semi)definite n x n matrix, row-major, and the
 * solve with its factor: the dual Newton of the fairness solvers and the Levenberg-Marquardt of
 * the fluid equilibrium both factor their small dense systems this way.
 */

/**
 * The factor L (lower triangle of `l`, which may be `a` itself) of `a`. A pivot at or below
 * relTol times its diagonal entry marks its row dependent: that row and column of L stay zero.
 * Returns the dependent rows (none for a positive definite matrix).
 */
export function choleskyFactor(
  a: Float64Array,
  l: Float64Array,
  n: number,
  relTol: number,
): Uint8Array {
  const dependent = new Uint8Array(n);
  for (let j = 0; j < n; j++) {
    let s = a[j * n + j];
    for (let k = 0; k < j; k++) s -= l[j * n + k] * l[j * n + k];
    if (!(s > relTol * a[j * n + j])) {
      dependent[j] = 1;
      for (let i = j; i < n; i++) l[i * n + j] = 0;
      continue;
    }
    const d = Math.sqrt(s);
    l[j * n + j] = d;
    for (let i = j + 1; i < n; i++) {
      let t = a[i * n + j];
      for (let k = 0; k < j; k++) t -= l[i * n + k] * l[j * n + k];
      l[i * n + j] = t / d;
    }
  }
  return dependent;
}

/** Solves L L' x = b with a factor of choleskyFactor, into x; dependent components are 0. */
export function choleskySolve(
  l: Float64Array,
  n: number,
  b: ArrayLike<number>,
  x: Float64Array,
  dependent: Uint8Array,
): void {
  for (let i = 0; i < n; i++) {
    if (dependent[i]) {
      x[i] = 0;
      continue;
    }
    let t = b[i];
    for (let k = 0; k < i; k++) t -= l[i * n + k] * x[k];
    x[i] = t / l[i * n + i];
  }
  for (let i = n - 1; i >= 0; i--) {
    if (dependent[i]) continue;
    let t = x[i];
    for (let k = i + 1; k < n; k++) t -= l[k * n + i] * x[k];
    x[i] = t / l[i * n + i];
  }
}
