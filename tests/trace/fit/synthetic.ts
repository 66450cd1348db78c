import type { Series, TraceConnection } from '../../../src/trace/types';

/**
 * Hand-made connections whose every fitted number is known: a sawtooth of chosen alpha, beta and
 * RTT sampled every millisecond, losses at the cuts, a constant throughput, an RTT at its base
 * for the first sample of each cycle and base + rise for the others.
 */
export const MSS = 1000;
export const DT = 0.001;

export interface Sawtooth {
  /** window at the cut, packets */
  wmax: number;
  beta: number;
  /** packets per RTT (Reno) */
  alpha: number;
  /** RTT the rounds are counted in, s */
  rtt: number;
  cycles: number;
  /** 'line': Reno's growth; 'cubic': W = C (t - K)^3 + wmax after each cut, C in packets/s^3 */
  shape?: 'line' | 'cubic';
  c?: number;
}

/** The cycle's length in s: (1 - beta) wmax / alpha RTTs, or CUBIC's K. */
export function cycleSeconds(s: Sawtooth): number {
  if (s.shape === 'cubic') return Math.cbrt((s.wmax * (1 - s.beta)) / (s.c ?? 0.4));
  return (((1 - s.beta) * s.wmax) / s.alpha) * s.rtt;
}

/** cwnd samples and the loss (cut) times: each cycle starts at beta wmax and ends at wmax. */
export function sawtooth(s: Sawtooth): { cwnd: Series; losses: number[] } {
  const period = cycleSeconds(s);
  const steps = Math.round(period / DT);
  const t: number[] = [];
  const v: number[] = [];
  const losses: number[] = [];
  for (let k = 0; k < s.cycles; k++) {
    const t0 = k * steps * DT;
    if (k > 0) losses.push(t0);
    for (let j = 0; j < steps; j++) {
      const x = j * DT;
      t.push(t0 + x);
      v.push(
        s.shape === 'cubic'
          ? (s.c ?? 0.4) * (x - period) ** 3 + s.wmax
          : s.beta * s.wmax + (s.alpha * x) / s.rtt,
      );
    }
  }
  return { cwnd: { t, v }, losses };
}

export function connection(over: Partial<TraceConnection> & { end: number }): TraceConnection {
  const { end } = over;
  return {
    src: '10.0.0.1:40000',
    dst: '10.0.0.2:5201',
    start: 0,
    bytesSent: 1e6,
    retransmissions: 0,
    lossEvents: [],
    rtt: null,
    cwnd: null,
    throughput: 1,
    throughputSeries: { t: [], v: [] },
    rttSeries: null,
    mss: MSS,
    ...over,
    end,
  };
}

/** A constant rate `mbps` from 0 to `end` in bins of `bin` s, each dated at its end. */
export function constantThroughput(mbps: number, end: number, bin: number): Series {
  const t: number[] = [];
  for (let x = bin; x <= end + 1e-9; x += bin) t.push(Number(x.toFixed(9)));
  return { t, v: t.map(() => mbps) };
}
