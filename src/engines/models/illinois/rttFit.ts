/**
 * Paper 003's RTT unfairness exponent from measured rates: the least-squares slope of log x̄ᵢ
 * against log Tᵢ and μ = −slope − 1, as (27) writes x̄ᵢ ∝ 1/Tᵢ^(1+μ) (μ = 0: equal windows; μ = 1:
 * Reno's 1/T² under synchronized losses). The SMM's own fit, with its interval, is in
 * smmStatistics.ts. Null when all RTTs are equal or a rate is not positive.
 */
export function rttFit(
  rttMs: readonly number[],
  x: readonly number[],
): { slope: number; mu: number } | null {
  const sum = (v: readonly number[]) => v.reduce((a, b) => a + b, 0);
  const lx = rttMs.map(Math.log);
  const ly = x.map(Math.log);
  const mx = sum(lx) / lx.length;
  const my = sum(ly) / ly.length;
  const sxx = sum(lx.map((v) => (v - mx) ** 2));
  if (!(sxx > 0) || !ly.every(Number.isFinite)) return null;
  const slope = sum(lx.map((v, i) => (v - mx) * (ly[i] - my))) / sxx;
  return { slope, mu: -slope - 1 };
}
