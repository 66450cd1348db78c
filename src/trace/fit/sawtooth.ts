import { valueAt } from '../seriesAt';
import type { Series } from '../types';
import { CUBIC_C } from './models';

/**
 * The window the fitted model gives over a trace, one congestion epoch at a time: at each measured
 * loss event the model takes the measured window there, cuts it to beta, and grows it as the model
 * grows it until the next event. Each epoch starts from the measurement (a free run would carry
 * one epoch's error into all the next: the loss events of a slow start's end, a timeout), so what
 * the curve shows is the model's cut and its growth, epoch by epoch, against the trace's.
 *
 * - AIMD(alpha, beta): alpha packets per RTT, i.e. dW/dt = alpha / R with R the mean RTT (the RTT
 *   of the rounds, queue included);
 * - CUBIC (RFC 9438, Sec. 4.2-4.4, 4.6): W(t) = C (t - K)^3 + W_max with t the time since the cut
 *   and K = cbrt((W_max - beta W) / C), W the window at the cut; W_max is W, or W (1 + beta) / 2
 *   when W is below the W_max before it (fast convergence, RFC 9438 Sec. 4.7, on in Linux); never below the
 *   Reno-friendly estimate W_est(t) = beta W + alpha_cubic t / R, alpha_cubic = 3 (1 - beta) /
 *   (1 + beta).
 */

export type SawtoothKind = 'aimd' | 'cubic';

export interface SawtoothInput {
  kind: SawtoothKind;
  /** the measured window (packets) over time: where the model starts */
  cwnd: Series;
  /** the measured loss events, s */
  lossEvents: readonly number[];
  /** the mean RTT, s */
  rtt: number;
  /** the factor kept at a cut */
  beta: number;
  /** AIMD: packets per RTT */
  alpha?: number;
  /** CUBIC: packets / s^3 (RFC 9438's 0.4 by default) */
  c?: number;
  /** the model ends here, s (default: the measured series' last sample) */
  end?: number;
}

/** Vertices of the curve between two cuts for CUBIC (its line is drawn through them). */
const CUBIC_STEPS = 48;

/**
 * The model's window as interleaved (t, W) vertices, with the drop at each cut as two vertices at
 * the same t; null when the input cannot make one (no loss event inside the series, a parameter
 * out of its range).
 */
export function sawtoothModel(m: SawtoothInput): Float64Array | null {
  const end = m.end ?? m.cwnd.t[m.cwnd.t.length - 1];
  const c = m.c ?? CUBIC_C;
  const alpha = m.alpha ?? NaN;
  const events = m.lossEvents.filter((t) => t <= end);
  if (events.length === 0 || !(m.rtt > 0) || !(m.beta > 0 && m.beta < 1)) return null;
  if (m.kind === 'aimd' && !(alpha > 0)) return null;
  if (m.kind === 'cubic' && !(c > 0)) return null;
  const out: number[] = [];
  let lastMax = -Infinity;
  for (let k = 0; k < events.length; k++) {
    const t0 = events[k];
    const t1 = k + 1 < events.length ? events[k + 1] : end;
    const peak = valueAt(m.cwnd, t0);
    if (peak === null || !(peak > 0)) continue;
    const base = m.beta * peak;
    out.push(t0, peak, t0, base);
    // W_max as CUBIC keeps it, from the model's own previous cut
    const wMax = peak < lastMax ? (peak * (1 + m.beta)) / 2 : peak;
    lastMax = wMax;
    const kk = Math.cbrt(Math.max(0, wMax - base) / c);
    const grown = (dt: number): number => {
      if (m.kind === 'aimd') return base + (alpha * dt) / m.rtt;
      const cubic = c * (dt - kk) ** 3 + wMax;
      const est = base + ((3 * (1 - m.beta)) / (1 + m.beta)) * (dt / m.rtt);
      return Math.max(cubic, est);
    };
    const span = t1 - t0;
    if (span > 0) {
      const steps = m.kind === 'aimd' ? 1 : CUBIC_STEPS;
      for (let j = 1; j <= steps; j++) {
        const dt = (span * j) / steps;
        out.push(t0 + dt, grown(dt));
      }
    }
  }
  return out.length > 0 ? Float64Array.from(out) : null;
}
