import type { PathChunk } from '../../../../engines/aimd/pathChunk';
import type { AimdSimulation } from '../../../../engines/aimd/simulation';
import type { PathTail } from './protocol';

/** A closed stretch of recorded events with its keyframe: one piece of a PathTail. */
export interface TailPiece {
  startEvent: number;
  startTime: number;
  startRates: Float64Array;
  startAggregate: number;
  events: PathTail['events'];
  /** the drawn flows' cuts and every tagging */
  cuts: PathChunk;
  /** every record of these events, all flows (for the step caption) */
  raw: PathChunk;
}

/**
 * Records up to `capacity` consecutive events. The keyframe is taken when the segment opens, at
 * the end of the last event, where the engine's rates are exact; the events that follow are then
 * recorded one by one so that each one's aggregate after its cuts is the engine's own value
 * (c minus what it cut, eq. 4), not a value recomputed here.
 */
export class TailSegment {
  readonly startEvent: number;
  readonly startTime: number;
  readonly startRates: Float64Array;
  readonly startAggregate: number;
  private readonly aggregate: Float64Array;
  private readonly end: Float64Array;
  private n = 0;

  constructor(
    private readonly sim: AimdSimulation,
    drawn: Int32Array,
    readonly capacity: number,
  ) {
    this.startEvent = sim.eventsDone;
    this.startTime = sim.time;
    this.startRates = new Float64Array(drawn.length);
    for (let j = 0; j < drawn.length; j++) this.startRates[j] = sim.rateAtTime(drawn[j], sim.time);
    this.startAggregate = sim.aggregateAfter;
    this.aggregate = new Float64Array(capacity);
    this.end = new Float64Array(capacity);
    sim.takePath(); // nothing recorded before the keyframe may leak into this segment
    sim.recording = true;
  }

  get count(): number {
    return this.n;
  }

  get full(): boolean {
    return this.n >= this.capacity;
  }

  /** Runs the next event if it happens at or before `until` and there is room; says whether it ran. */
  runOne(until: number): boolean {
    if (this.n >= this.capacity || this.sim.runUntil(until, 1) === 0) return false;
    this.aggregate[this.n] = this.sim.aggregateAfter;
    this.end[this.n] = this.sim.time;
    this.n++;
    return true;
  }

  /** Stops recording and turns the records into a piece, keeping the drawn flows' cuts. */
  close(drawnMask: Uint8Array): TailPiece {
    const sim = this.sim;
    sim.recording = false;
    const raw = sim.takePath();
    const m = this.n;
    // An event ends at its congestion time, except a beatdown tagging, which ends a span later;
    // its record carries the start, so record times replace the end times below.
    const time = this.end.slice(0, m);
    const tagFlow = new Int32Array(m).fill(-1);
    const tagRate = new Float64Array(m);
    const tagSpan = new Float64Array(m);
    let kept = 0;
    for (let r = 0; r < raw.count; r++) {
      const e = raw.event[r] - this.startEvent - 1;
      if (e < 0 || e >= m) continue;
      time[e] = raw.time[r];
      if (raw.span[r] > 0) {
        tagFlow[e] = raw.flow[r];
        tagRate[e] = raw.before[r];
        tagSpan[e] = raw.span[r];
      }
      if (drawnMask[raw.flow[r]] === 1) kept++;
    }
    const cuts = emptyChunk(kept);
    let k = 0;
    for (let r = 0; r < raw.count && k < kept; r++) {
      if (drawnMask[raw.flow[r]] !== 1) continue;
      cuts.event[k] = raw.event[r];
      cuts.time[k] = raw.time[r];
      cuts.flow[k] = raw.flow[r];
      cuts.before[k] = raw.before[r];
      cuts.after[k] = raw.after[r];
      cuts.span[k] = raw.span[r];
      k++;
    }
    return {
      startEvent: this.startEvent,
      startTime: this.startTime,
      startRates: this.startRates,
      startAggregate: this.startAggregate,
      events: { time, aggregateAfter: this.aggregate.slice(0, m), tagFlow, tagRate, tagSpan },
      cuts,
      raw,
    };
  }
}

export function emptyChunk(count: number): PathChunk {
  return {
    count,
    event: new Float64Array(count),
    time: new Float64Array(count),
    flow: new Int32Array(count),
    before: new Float64Array(count),
    after: new Float64Array(count),
    span: new Float64Array(count),
  };
}

function concat<T extends Float64Array | Int32Array>(parts: T[], make: (n: number) => T): T {
  if (parts.length === 1) return parts[0];
  const out = make(parts.reduce((s, p) => s + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Joins consecutive pieces (each starting where the previous one ended) into one tail with the
 * first piece's keyframe. Every array is fresh, so the tail can be transferred.
 */
export function joinPieces(drawn: Int32Array, pieces: TailPiece[]): PathTail | null {
  const live = pieces.filter((p) => p.events.time.length > 0);
  if (live.length === 0) return null;
  const f64 = (n: number) => new Float64Array(n);
  const i32 = (n: number) => new Int32Array(n);
  const cut = <K extends keyof Omit<PathChunk, 'count'>>(key: K) => live.map((p) => p.cuts[key]);
  const ev = <K extends keyof PathTail['events']>(key: K) => live.map((p) => p.events[key]);
  const first = live[0];
  return {
    flows: drawn.slice(),
    startEvent: first.startEvent,
    startTime: first.startTime,
    startRates: first.startRates,
    startAggregate: first.startAggregate,
    events: {
      time: concat(ev('time'), f64),
      aggregateAfter: concat(ev('aggregateAfter'), f64),
      tagFlow: concat(ev('tagFlow'), i32),
      tagRate: concat(ev('tagRate'), f64),
      tagSpan: concat(ev('tagSpan'), f64),
    },
    cuts: {
      count: live.reduce((s, p) => s + p.cuts.count, 0),
      event: concat(cut('event'), f64),
      time: concat(cut('time'), f64),
      flow: concat(cut('flow'), i32),
      before: concat(cut('before'), f64),
      after: concat(cut('after'), f64),
      span: concat(cut('span'), f64),
    },
  };
}

/**
 * A tail with no events: the drawn flows' rates now. Sent before the first event so that the view
 * can draw the rates rising from their start values right away (from x0 = 0 the first congestion
 * may be seconds away at the default speed).
 */
export function keyframeTail(sim: AimdSimulation, drawn: Int32Array): PathTail {
  const startRates = new Float64Array(drawn.length);
  for (let j = 0; j < drawn.length; j++) startRates[j] = sim.rateAtTime(drawn[j], sim.time);
  const none = () => new Float64Array(0);
  return {
    flows: drawn.slice(),
    startEvent: sim.eventsDone,
    startTime: sim.time,
    startRates,
    startAggregate: sim.aggregateAfter,
    events: {
      time: none(),
      aggregateAfter: none(),
      tagFlow: new Int32Array(0),
      tagRate: none(),
      tagSpan: none(),
    },
    cuts: emptyChunk(0),
  };
}
