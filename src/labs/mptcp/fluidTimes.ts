import type { ComparisonResult } from './comparisonPlan';
import { PAPER_TABLE_IV } from './paper';

/**
 * Table IV's note on the fluid convergence times against the paper's ns-2 ones, from the rows:
 * how many of the algorithms with both times converge faster in the fluid model, which has no slow
 * start, timeouts or queues (its times also scale with the links' gain γ). Pure.
 */
export function fluidTimesNote(results: readonly ComparisonResult[]): string {
  const both = results.flatMap((r) => {
    const paper = PAPER_TABLE_IV[r.alg]?.convergence;
    return paper !== undefined && r.convergence !== null ? [{ fluid: r.convergence, paper }] : [];
  });
  const head = 'The fluid model has no slow start, timeouts or queues';
  if (both.length === 0) return `${head}: compare the order, not the values.`;
  const shorter = both.filter((x) => x.fluid < x.paper).length;
  if (shorter === both.length)
    return `${head}, and here its times are shorter than the paper’s for ${both.length === 1 ? 'the one algorithm' : `all ${both.length} algorithms`} with both: the order is the point.`;
  return `${head}; here its times are shorter than the paper’s for ${shorter} of the ${both.length} algorithms with both, longer for ${both.length - shorter}: compare the order.`;
}
