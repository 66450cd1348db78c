import type { PathTail } from './worker/protocol';

/**
 * Vertices of the exact sample path from path tails, for the sample-path chart. Between events
 * every rate grows linearly (slope eta_i), so a straight line between consecutive vertices is the
 * path itself, not an interpolation; cuts are vertical drops (paper 000, eqs. 2-4). Tails must be
 * consecutive (each starting where the previous one ended), as LiveData keeps them.
 */

/** The model's constants the geometry needs (AimdParams has them). */
export interface GeometryParams {
  c: number;
  eta: ArrayLike<number>;
  beta: ArrayLike<number>;
}

export interface GeometryOptions {
  /** the live edge: the last event's linear growth is drawn up to it (default: the last event) */
  liveEdge?: number;
  /** teeth of a beatdown accumulation smaller than this rate (a pixel, say) merge into one line */
  epsilon?: number;
}

export interface FlowPolyline {
  flow: number;
  /** interleaved (t, x) vertices, time non-decreasing */
  xy: Float64Array;
}

export interface CutMarks {
  time: Float64Array;
  /** the cut flow's rate just before the cut (a tagged flow's rate when tagged) */
  rate: Float64Array;
  flow: Int32Array;
}

/** A beatdown accumulation has infinitely many teeth; past this many they are drawn as one line. */
const MAX_TEETH = 4096;

const etaTotals = new WeakMap<object, number>();
function etaTotal(eta: ArrayLike<number>): number {
  let total = etaTotals.get(eta as object);
  if (total === undefined) {
    total = 0;
    for (let i = 0; i < eta.length; i++) total += eta[i]; // the engine's order of summation
    etaTotals.set(eta as object, total);
  }
  return total;
}

/** Collects vertices, clipped to [t0, t1] (segments crossing a bound are cut there). */
class ClippedLine {
  private buf = new Float64Array(64);
  private n = 0;
  private pt = 0;
  private px = 0;
  private started = false;

  constructor(
    private readonly t0: number,
    private readonly t1: number,
  ) {}

  to(tIn: number, x: number): void {
    // Keyframe and event times agree to rounding; never let time run backwards.
    const t = this.started && tIn < this.pt ? this.pt : tIn;
    if (!this.started) {
      this.started = true;
      if (t >= this.t0 && t <= this.t1) this.push(t, x);
    } else if (!(t < this.t0 || this.pt > this.t1)) {
      const a = this.pt;
      const xa = this.px;
      if (a < this.t0) this.push(this.t0, xa + ((x - xa) * (this.t0 - a)) / (t - a));
      if (t > this.t1) this.push(this.t1, xa + ((x - xa) * (this.t1 - a)) / (t - a));
      else this.push(t, x);
    }
    this.pt = t;
    this.px = x;
  }

  private push(t: number, x: number): void {
    const n = this.n;
    if (n > 0 && this.buf[n - 2] === t && this.buf[n - 1] === x) return;
    if (n + 2 > this.buf.length) {
      const b = new Float64Array(this.buf.length * 2);
      b.set(this.buf);
      this.buf = b;
    }
    this.buf[n] = t;
    this.buf[n + 1] = x;
    this.n = n + 2;
  }

  result(): Float64Array {
    return this.buf.slice(0, this.n);
  }
}

/** Time at which a tail's last event ends (a beatdown accumulation ends span after it starts). */
function lastEnd(tail: PathTail): number {
  const m = tail.events.time.length;
  return m === 0 ? tail.startTime : tail.events.time[m - 1] + tail.events.tagSpan[m - 1];
}

/** Where each tail's drawing stops: the next keyframe, or for the last one the live edge. */
function tailEnds(tails: readonly PathTail[], liveEdge: number | undefined): number[] {
  return tails.map((t, k) =>
    k + 1 < tails.length
      ? Math.max(tails[k + 1].startTime, t.startTime)
      : Math.max(lastEnd(t), liveEdge ?? -Infinity),
  );
}

/**
 * A tagged flow's accumulation (Beatdown, eq. 21): cut to beta x_k at each congestion time, back
 * at rho x_k one gap s_k = (1 - beta) x_k / eta_total later; teeth smaller than epsilon end in a
 * straight line to 0 at the end of the accumulation.
 */
function flowTeeth(
  line: ClippedLine,
  T: number,
  x0: number,
  span: number,
  beta: number,
  w: number,
  total: number,
  eps: number,
): void {
  const rho = beta + w * (1 - beta);
  let x = x0;
  let t = T;
  for (let k = 0; k < MAX_TEETH && (1 - beta) * x >= eps; k++) {
    line.to(t, beta * x);
    t += ((1 - beta) * x) / total;
    x *= rho;
    if (t >= T + span) break;
    line.to(t, x);
  }
  line.to(T + span, 0);
}

/** The aggregate during an accumulation: it drops by (1 - beta) x_k and refills to c in s_k. */
function aggregateTeeth(
  line: ClippedLine,
  T: number,
  x0: number,
  span: number,
  beta: number,
  w: number,
  c: number,
  total: number,
  eps: number,
): void {
  const rho = beta + w * (1 - beta);
  let e = (1 - beta) * x0;
  let t = T;
  for (let k = 0; k < MAX_TEETH && e >= eps; k++) {
    line.to(t, c - e);
    t += e / total;
    e *= rho;
    if (t >= T + span) break;
    line.to(t, c);
  }
  line.to(T + span, c);
}

const overlaps = (start: number, end: number, t0: number, t1: number) => end >= t0 && start <= t1;

/** For each drawn flow, the vertices of its exact sawtooth between t0 and t1. */
export function flowPolylines(
  tails: readonly PathTail[],
  params: GeometryParams,
  t0: number,
  t1: number,
  options: GeometryOptions = {},
): FlowPolyline[] {
  if (tails.length === 0) return [];
  const flows = tails[tails.length - 1].flows;
  const total = etaTotal(params.eta);
  const eps = options.epsilon ?? params.c * 1e-3;
  const lines = Array.from(flows, () => new ClippedLine(t0, t1));
  const position = new Map<number, number>();
  flows.forEach((f, j) => position.set(f, j));
  const ends = tailEnds(tails, options.liveEdge);
  const x = new Float64Array(flows.length);
  const from = new Float64Array(flows.length);
  tails.forEach((tail, k) => {
    if (!overlaps(tail.startTime, ends[k], t0, t1)) return;
    for (let j = 0; j < flows.length; j++) {
      x[j] = tail.startRates[j];
      from[j] = tail.startTime;
      lines[j].to(from[j], x[j]);
    }
    const cuts = tail.cuts;
    for (let r = 0; r < cuts.count; r++) {
      const j = position.get(cuts.flow[r]);
      if (j === undefined) continue;
      const f = flows[j];
      const T = cuts.time[r];
      lines[j].to(T, cuts.before[r]);
      if (cuts.span[r] > 0) {
        const w = params.eta[f] / total;
        flowTeeth(lines[j], T, cuts.before[r], cuts.span[r], params.beta[f], w, total, eps);
        from[j] = T + cuts.span[r];
        x[j] = 0;
      } else {
        lines[j].to(T, cuts.after[r]);
        from[j] = T;
        x[j] = cuts.after[r];
      }
    }
    for (let j = 0; j < flows.length; j++) {
      const end = Math.max(ends[k], from[j]);
      lines[j].to(end, x[j] + params.eta[flows[j]] * (end - from[j]));
    }
  });
  return Array.from(flows, (flow, j) => ({ flow, xy: lines[j].result() }));
}

/** The aggregate rate's vertices between t0 and t1: it rises to c and drops at every event. */
export function aggregatePolyline(
  tails: readonly PathTail[],
  params: GeometryParams,
  t0: number,
  t1: number,
  options: GeometryOptions = {},
): Float64Array {
  const c = params.c;
  const total = etaTotal(params.eta);
  const eps = options.epsilon ?? c * 1e-3;
  const line = new ClippedLine(t0, t1);
  const ends = tailEnds(tails, options.liveEdge);
  tails.forEach((tail, k) => {
    if (!overlaps(tail.startTime, ends[k], t0, t1)) return;
    const ev = tail.events;
    let a = tail.startAggregate;
    let from = tail.startTime;
    line.to(from, a);
    for (let e = 0; e < ev.time.length; e++) {
      const T = ev.time[e];
      line.to(T, c);
      const f = ev.tagFlow[e];
      if (ev.tagSpan[e] > 0 && f >= 0) {
        const w = params.eta[f] / total;
        aggregateTeeth(line, T, ev.tagRate[e], ev.tagSpan[e], params.beta[f], w, c, total, eps);
        from = T + ev.tagSpan[e];
      } else {
        line.to(T, ev.aggregateAfter[e]);
        from = T;
      }
      a = ev.aggregateAfter[e];
    }
    const end = Math.max(ends[k], from);
    line.to(end, Math.min(c, a + total * (end - from)));
  });
  return line.result();
}

/** Event markers between t0 and t1: every drawn cut and every tagging, by time. */
export function cutMarks(tails: readonly PathTail[], t0: number, t1: number): CutMarks {
  const time: number[] = [];
  const rate: number[] = [];
  const flow: number[] = [];
  for (const tail of tails) {
    const drawn = new Set(tail.flows);
    const c = tail.cuts;
    for (let r = 0; r < c.count; r++) {
      if (c.time[r] < t0 || c.time[r] > t1) continue;
      time.push(c.time[r]);
      rate.push(c.before[r]);
      flow.push(c.flow[r]);
    }
    // Taggings of flows that are not drawn still mark the aggregate's accumulations.
    const ev = tail.events;
    for (let e = 0; e < ev.time.length; e++) {
      const f = ev.tagFlow[e];
      if (f < 0 || drawn.has(f) || ev.time[e] < t0 || ev.time[e] > t1) continue;
      time.push(ev.time[e]);
      rate.push(ev.tagRate[e]);
      flow.push(f);
    }
  }
  const order = time.map((_, k) => k).sort((p, q) => time[p] - time[q] || p - q);
  return {
    time: Float64Array.from(order, (k) => time[k]),
    rate: Float64Array.from(order, (k) => rate[k]),
    flow: Int32Array.from(order, (k) => flow[k]),
  };
}
