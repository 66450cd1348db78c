/**
 * The fluid model's formulas (paper 002) as TeX for the lab's KaTeX panel, written once here next
 * to the code that evaluates them (each algorithm's k_r and phi_r are in its `tex`).
 */
export const FLUID_TEX = {
  /** eq. (3): source dynamics, projected at x_r = 0 */
  rates: String.raw`\dot x_r = k_r(\mathbf{x}_s)\,\bigl(\phi_r(\mathbf{x}_s) - q_r\bigr)^+_{x_r},\quad q_r = \sum_{l \in r} p_l`,
  /** eq. (4): link prices, projected at p_l = 0 */
  prices: String.raw`\dot p_l = \gamma_l\,(y_l - c_l)^+_{p_l},\quad y_l = \sum_{r \ni l} x_r`,
  /** eqs. (6)-(7): the equilibrium as a complementarity problem */
  equilibrium: String.raw`0 \le x_r \perp q_r - \phi_r(\mathbf{x}_s) \ge 0,\qquad 0 \le p_l \perp c_l - y_l \ge 0`,
  /** eq. (5): a window rule (increase I_r per ACK, decrease D_r per loss) as (k_r, phi_r) */
  windowRule: String.raw`k_r = \frac{x_r}{\tau_r} D_r(\mathbf{w}_s),\quad \phi_r = \frac{I_r(\mathbf{w}_s)}{D_r(\mathbf{w}_s)}`,
  /** eq. (11): window oscillation */
  oscillation: String.raw`D_s = \frac{1}{\|\mathbf{x}_s\|_1}\,\frac{\sum_{r\in s} \tau_r q_r k_r(\mathbf{x}_s)}{\sum_{r \in s} \tau_r q_r x_r}`,
  /** Theorem 3.5: the Jacobian at the equilibrium */
  jacobian: String.raw`J^* = \begin{bmatrix} \Lambda_k \frac{\partial \Phi}{\partial \mathbf{x}} & -\Lambda_k H^T \\ \Lambda_\gamma H & 0 \end{bmatrix}`,
  /** the rates-only bound computed as lambdaBar (see metrics.ts for why not the max over z) */
  lambdaBar: String.raw`\bar\lambda = \lambda_{\max}\Bigl(\Lambda_k^{1/2} \bigl[\tfrac{\partial \Phi}{\partial \mathbf{x}}\bigr]^+ \Lambda_k^{1/2}\Bigr)`,
  /** the default link gain (network.ts) */
  defaultGamma: String.raw`\gamma_l = \frac{2 n_l^2}{(\bar\tau_l c_l)^3}`,
} as const;
