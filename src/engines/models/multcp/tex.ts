/** MulTCP's formulas (paper 004, Sec. 4.1 and Annex B; paper 000, Sec. II-B.4) as TeX for KaTeX. */
export const MULTCP_TEX = {
  /** Sec. 4.1: slow start adds 2 per ACK up to this window */
  boostWindow: String.raw`w_N = 3^{k_N},\quad k_N = \frac{\log N}{\log 3 - \log 2}`,
  /** Sec. 4.1: congestion avoidance and loss */
  rules: String.raw`\text{ACK: } w \mathrel{+}= \frac{N}{w},\qquad \text{loss: } w \leftarrow w\,\frac{N - \frac12}{N}`,
  /** eqs. (1), (3) */
  throughput: String.raw`T(N) = \frac{\sqrt{2}\sqrt{N(N - \frac14)}\,B}{R\sqrt{p}}`,
  /** Annex B: gain over one TCP */
  gain: String.raw`\frac{T(N)}{T_1} = \frac{2}{\sqrt3}\sqrt{N\bigl(N - \tfrac14\bigr)}`,
  /** paper 000: MulTCP as one AIMD flow vs Theorem 1's N flows */
  utilization: String.raw`\frac{\mathbb{E}[X_{\mathrm{MulTCP}}]}{c} = 1 - \frac{1-\beta}{2N}\quad\text{vs}\quad 1 - \frac{1}{1 + N\frac{1+\beta}{1-\beta}}`,
  /** Sec. 3: receive-buffer limit */
  receiveBuffer: String.raw`T \le \frac{B_R}{R}`,
} as const;
