import { BatchMeans } from '../common/batchMeans';
import { RampHistogram } from '../common/rampHistogram';
import type { EventLog } from './eventLog';

/** Time averages over the measured part of a run, normalised by c as in the paper. */
export interface AimdSummary {
  /** congestion events simulated in all (taggings for beatdown) */
  events: number;
  /** events in the measured window (after the warm-up) */
  measuredEvents: number;
  /** simulated time at the last event */
  time: number;
  /** length of the measured window */
  measuredTime: number;
  /** time-average aggregate rate / c; null while the measured window has zero length */
  utilization: number | null;
  utilizationCI95: [number, number] | null;
  /** time average of (X/c)^2, X the aggregate rate */
  aggregateSecondMoment: number | null;
  flows: FlowSummary[];
  histograms: {
    bins: number;
    /** fraction of the measured time the aggregate rate spent in each bin of [0, c] */
    aggregate: number[];
    /** same for flow 1's rate */
    flow1: number[];
  };
}

/** Each flow's piece since its last cut, not yet recorded (see AimdStatistics.summary). */
export interface OpenPieces {
  integral: Float64Array;
  square: Float64Array;
  /** flow 1's open piece: from u to w over d */
  flow1: [number, number, number] | null;
}

export interface FlowSummary {
  /** time-average rate / c */
  throughput: number | null;
  /** time average of (x_i/c)^2 */
  secondMoment: number | null;
  /** congestion signals received in the measured window (taggings for beatdown) */
  signals: number;
}

/**
 * Exact running statistics of the piecewise-linear AIMD path. The aggregate is recorded per event;
 * each flow is recorded lazily, one linear piece from its last cut to its next one, so an event
 * costs O(1) here whatever N. Reading a summary closes every flow's open piece (O(N)) without
 * disturbing the run.
 */
export class AimdStatistics {
  readonly n: number;
  readonly c: number;
  measuring = false;
  measuredEvents = 0;
  measuredTime = 0;
  private aggIntegral = 0;
  private aggSquare = 0;
  readonly flowIntegral: Float64Array;
  readonly flowSquare: Float64Array;
  readonly signals: Float64Array;
  readonly aggregateHistogram: RampHistogram;
  readonly flow1Histogram: RampHistogram;
  private batch = new BatchMeans();
  private eventIntegral = 0;
  private eventDuration = 0;

  constructor(n: number, c: number, bins: number) {
    this.n = n;
    this.c = c;
    this.flowIntegral = new Float64Array(n);
    this.flowSquare = new Float64Array(n);
    this.signals = new Float64Array(n);
    this.aggregateHistogram = new RampHistogram(0, c, bins);
    this.flow1Histogram = new RampHistogram(0, c, bins);
  }

  /** Starts the measured window: everything recorded so far is forgotten. */
  startMeasuring(): void {
    this.measuring = true;
    this.measuredEvents = 0;
    this.measuredTime = 0;
    this.aggIntegral = 0;
    this.aggSquare = 0;
    this.flowIntegral.fill(0);
    this.flowSquare.fill(0);
    this.signals.fill(0);
    this.aggregateHistogram.clear();
    this.flow1Histogram.clear();
    this.batch = new BatchMeans();
    this.eventIntegral = 0;
    this.eventDuration = 0;
  }

  /** Flow i moved linearly from u to w over a duration d. */
  flowSegment(i: number, u: number, w: number, d: number): void {
    this.flowIntegral[i] += (d * (u + w)) / 2;
    this.flowSquare[i] += (d * (u * u + u * w + w * w)) / 3;
    if (i === 0) this.flow1Histogram.addSegment(u, w, d);
  }

  /** Adds closed-form integrals of flow i's rate and squared rate (beatdown periods). */
  flowIntegrals(i: number, integral: number, square: number): void {
    this.flowIntegral[i] += integral;
    this.flowSquare[i] += square;
  }

  /** The aggregate rose linearly from `after` (just after the previous cut) to c in time s. */
  aggregateRise(after: number, s: number): void {
    const c = this.c;
    const integral = (s * (after + c)) / 2;
    this.aggIntegral += integral;
    this.aggSquare += (s * (after * after + after * c + c * c)) / 3;
    this.aggregateHistogram.addSegment(after, c, s);
    this.eventIntegral += integral;
    this.eventDuration += s;
  }

  /**
   * Records the first `count` events of a batch loop's log (see EventLog): for each, what
   * aggregateRise and closeEvent would record, fused, and flow 1's pieces for its histogram (the
   * loops add each flow's integrals and signal themselves, with flowSegment's formulas). Bit for
   * bit: the event's integral and duration start at 0 and 0 + x = x for x >= +0, and every sum
   * still takes its terms in event order. No loop here calls anything per event.
   */
  recordBatch(log: EventLog, count: number): void {
    const c = this.c;
    const { after, gap, integral } = log;
    let aggIntegral = this.aggIntegral;
    let aggSquare = this.aggSquare;
    let measuredTime = this.measuredTime;
    for (let k = 0; k < count; k++) {
      const x = after[k];
      const s = gap[k];
      const area = (s * (x + c)) / 2;
      integral[k] = area;
      aggIntegral += area;
      aggSquare += (s * (x * x + x * c + c * c)) / 3;
      measuredTime += s;
    }
    this.aggIntegral = aggIntegral;
    this.aggSquare = aggSquare;
    this.measuredTime = measuredTime;
    this.measuredEvents += count;
    this.aggregateHistogram.addRises(after, gap, count);
    this.batch.addAll(integral, gap, count);
    this.flow1Histogram.addSegments(log.flow1From, log.flow1Reached, log.flow1Span, log.flow1Cuts);
  }

  /** Closed-form integrals of the aggregate over a stretch of length s (a beatdown period). */
  aggregateIntegrals(integral: number, square: number, s: number): void {
    this.aggIntegral += integral;
    this.aggSquare += square;
    this.eventIntegral += integral;
    this.eventDuration += s;
  }

  /** Ends one congestion event: its time and integral become one observation for batch means. */
  closeEvent(): void {
    this.measuredTime += this.eventDuration;
    this.batch.add(this.eventIntegral, this.eventDuration);
    this.eventIntegral = 0;
    this.eventDuration = 0;
    this.measuredEvents++;
  }

  /**
   * The summary at the current time. `open` holds each flow's piece since its last cut, which the
   * lazy recording has not added yet; it is added to copies, so the run can go on.
   */
  summary(totalEvents: number, time: number, open: OpenPieces): AimdSummary {
    const c = this.c;
    const t = this.measuredTime;
    const ok = t > 0;
    const ci = ok ? this.batch.ci95() : null;
    const toFractions = (h: Float64Array): number[] => Array.from(h, (v) => (ok ? v / t : 0));
    const flow1 = this.flow1Histogram.copy();
    if (open.flow1) flow1.addSegment(open.flow1[0], open.flow1[1], open.flow1[2]);
    const flows: FlowSummary[] = [];
    for (let i = 0; i < this.n; i++) {
      flows.push({
        throughput: ok ? (this.flowIntegral[i] + open.integral[i]) / (c * t) : null,
        secondMoment: ok ? (this.flowSquare[i] + open.square[i]) / (c * c * t) : null,
        signals: this.signals[i],
      });
    }
    return {
      events: totalEvents,
      measuredEvents: this.measuredEvents,
      time,
      measuredTime: t,
      utilization: ok ? this.aggIntegral / (c * t) : null,
      utilizationCI95: ci ? [ci[0] / c, ci[1] / c] : null,
      aggregateSecondMoment: ok ? this.aggSquare / (c * c * t) : null,
      flows,
      histograms: {
        bins: this.aggregateHistogram.bins,
        aggregate: toFractions(this.aggregateHistogram.read()),
        flow1: toFractions(flow1.read()),
      },
    };
  }
}
