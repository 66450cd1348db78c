/**
 * The lab's formulas in TeX, next to nothing else: the theory panel typesets them. Equation
 * numbers are paper 003's (Liu, Başar & Srikant, Performance Evaluation 65 (2008)).
 */
export const ILLINOIS_TEX = {
  f1: String.raw`\alpha = \begin{cases} \alpha_{\max} & d_a \le d_1 \\[2pt] \dfrac{\kappa_1}{\kappa_2 + d_a} & \text{otherwise} \end{cases} \quad (2)`,
  f2: String.raw`\beta\,(\text{removed}) = \begin{cases} \beta_{\min} & d_a \le d_2 \\ \kappa_3 + \kappa_4 d_a & d_2 < d_a < d_3 \\ \beta_{\max} & \text{otherwise} \end{cases} \quad (3)`,
  kappas: String.raw`\begin{aligned}
\kappa_1 &= \frac{(d_m - d_1)\,\alpha_{\min}\alpha_{\max}}{\alpha_{\max}-\alpha_{\min}}, \\[4pt]
\kappa_2 &= \frac{(d_m - d_1)\,\alpha_{\min}}{\alpha_{\max}-\alpha_{\min}} - d_1, \\[4pt]
\kappa_3 &= \frac{\beta_{\min}d_3 - \beta_{\max}d_2}{d_3 - d_2}, \\[4pt]
\kappa_4 &= \frac{\beta_{\max}-\beta_{\min}}{d_3 - d_2} \end{aligned}`,
  window: String.raw`\begin{gathered} W \leftarrow W + \frac{\alpha}{W}\ \text{per ACK} \\ W \leftarrow W - \beta W\ \text{per loss} \end{gathered}`,
  smm: String.raw`\begin{aligned} x[k+1] &= A[k]\,x[k] && (17) \\ A[k] &= \operatorname{diag}(1 - \hat\beta D_i[k]) + \gamma\,\hat\beta\,D[k]^{\mathsf T} && (18) \end{aligned}`,
  gamma: String.raw`\gamma_i = \frac{(\tilde T_i \hat T_i)^{-1}}{\sum_j (\tilde T_j \hat T_j)^{-1}} \quad (15)`,
  q: String.raw`q_i = \sum_{m} P_M(m)\Bigl(1 - \bigl(1 - \tfrac{x_i[k]}{C}\bigr)^{m}\Bigr) \quad (23)`,
  fairness: String.raw`\bar x_i \propto \frac{1}{\hat T_i^{\,1+\mu}}, \quad \bar W_i \propto \frac{1}{\hat T_i^{\,\mu}}, \quad \mu = \frac{1-\lambda}{1+\lambda} \in [0, 1] \quad (27)`,
  lossy: String.raw`\frac{\bar W_{\text{Illinois}}}{\bar W_{\text{Reno}}} \le \sqrt{\frac{\alpha_{\max}}{2\beta_{\min}}} \quad (31)`,
  sawtooth: String.raw`\frac{dW}{dt} = \frac{1}{\max(T_p,\; W/C)}`,
  sawtoothRange: String.raw`\tfrac{1}{2}W_{\max} \le W \le W_{\max} = C\,T_p + B`,
  vegas: String.raw`W^* = \gamma\,\frac{T_p + d_a^*}{d_a^*} \quad (32)`,
  vegasNoise: String.raw`\bar W \approx \gamma\,\frac{\bar d_a + T_p + \sigma}{\bar d_a + \sigma} \quad (33)`,
} as const;
