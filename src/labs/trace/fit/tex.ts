import { TEX } from '../../../engines/aimd/theory';

/**
 * The models of the fit panel as TeX, in the notation of src/trace/fit/models.ts: per connection
 * i its MSS, mean RTT R_i and loss-event rate p_i, summed over the N data connections; paper
 * 000's Theorem 1 and eq. (6) as the AIMD lab writes them (engines/aimd/theory.ts), times the
 * fitted bottleneck rate c.
 */
export const FIT_TEX = {
  mathis: String.raw`X_{\mathrm{Mathis}} = \sum_{i=1}^{N} \frac{\mathrm{MSS}}{R_i}\sqrt{\frac{3}{2p_i}}`,
  pftk: String.raw`X_{\mathrm{PFTK}} = \sum_{i=1}^{N} \mathrm{MSS}\,B(p_i, R_i)`,
  // two lines: one would be wider than the panel's column
  pftkB: String.raw`\begin{aligned} \frac{1}{B(p, R)} = {} & R\sqrt{2bp/3} \\ & + T_0 \min\bigl(1, 3\sqrt{3bp/8}\bigr)\, p\,(1 + 32p^2) \end{aligned}`,
  cubic: String.raw`X_{\mathrm{CUBIC}} = \sum_{i=1}^{N} \frac{\mathrm{MSS}}{R_i} \max\Bigl(W_i, \sqrt{\tfrac{3}{2p_i}}\Bigr)`,
  cubicW: String.raw`W_i = \Bigl(\frac{C(3+\beta_i)}{4(1-\beta_i)}\Bigr)^{\!1/4} \frac{R_i^{1/4}}{p_i^{3/4}}`,
  theorem1: TEX.theorem1,
  synchronized: TEX.synchronized,
  ccdf: String.raw`P(M \ge m) = \frac{\#\{\text{events } n : M_n \ge m\}}{\#\{\text{events}\}}`,
} as const;

/** The sources, one short line each. */
export const CITES = {
  mathis:
    'Mathis, Semke, Mahdavi, Ott, “The macroscopic behavior of the TCP congestion avoidance algorithm”, CCR 27(3), 1997.',
  pftk: 'Padhye, Firoiu, Towsley, Kurose, “Modeling TCP throughput: a simple model and its empirical validation”, SIGCOMM 1998.',
  cubic: 'RFC 9438, “CUBIC for fast and long-distance networks”, 2023, Sec. 5.1.',
  paper000:
    'Paper 000: Altman, Barman, Tuffin, Vojnović, “Parallel TCP sockets: simple model, throughput and validation”, INFOCOM 2006.',
} as const;
