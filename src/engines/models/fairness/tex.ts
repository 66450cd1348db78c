/** The allocations' definitions (paper 004, Annex A) as TeX for the lab's KaTeX panel. */
export const FAIRNESS_TEX = {
  /** weighted proportional fairness as an optimisation (Kelly 1997) */
  weightedProportional: String.raw`\max_{x \ge 0} \sum_i N_i \log x_i \quad \text{s.t.} \quad \sum_{i \ni l} x_i \le c_l`,
  /** its KKT conditions: shadow prices p_l */
  kkt: String.raw`\frac{N_i}{x_i} = \sum_{l \in i} p_l,\qquad 0 \le p_l \perp c_l - \sum_{i \ni l} x_i \ge 0`,
  /** Annex A's definition */
  weightedDefinition: String.raw`\sum_{s} w_s \frac{y_s - x_s}{x_s} \le 0 \ \text{ for every feasible } y`,
  /** Annex A's max-min definition (with <=, see maxMin.ts) */
  maxMin: String.raw`y_r > x_r \implies \exists s:\ y_s < x_s \le x_r`,
  /** one link: rates in proportion to the weights */
  oneLink: String.raw`x_i = c\,\frac{N_i}{\sum_j N_j}`,
} as const;
