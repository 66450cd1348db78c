import { studentTQuantile } from './studentT';

const MIN_BATCHES = 32;

/**
 * Batch means for a time average R = (sum of integrals) / (sum of durations), with a number of
 * batches that stays between 32 and 63 however long the run: when 64 batches are full, adjacent
 * pairs merge and the batch size doubles. Batches hold a fixed number of events, so their durations
 * differ; the interval is the ratio estimator's (delta method):
 *   var(R) ~= sum_k (I_k - R T_k)^2 / ((B - 1) B Tbar^2),  half-width = t_{0.975, B-1} sqrt(var).
 */
export class BatchMeans {
  private readonly integral = new Float64Array(2 * MIN_BATCHES);
  private readonly duration = new Float64Array(2 * MIN_BATCHES);
  private full = 0;
  private batchSize = 1;
  private inBatch = 0;
  private curIntegral = 0;
  private curDuration = 0;
  private totalIntegral = 0;
  private totalDuration = 0;

  /** One event's contribution: the integral of the observed quantity and the time it covers. */
  add(integral: number, duration: number): void {
    this.curIntegral += integral;
    this.curDuration += duration;
    this.totalIntegral += integral;
    this.totalDuration += duration;
    if (++this.inBatch < this.batchSize) return;
    this.closeBatch();
  }

  /**
   * add(integral[k], duration[k]) for k < count, written out in one loop that calls nothing per
   * event (the AIMD engine records its events a batch at a time; see aimd/eventLog.ts).
   */
  addAll(integral: Float64Array, duration: Float64Array, count: number): void {
    // The sums live in locals, written back around closeBatch (which reads and resets them).
    let curIntegral = this.curIntegral;
    let curDuration = this.curDuration;
    let totalIntegral = this.totalIntegral;
    let totalDuration = this.totalDuration;
    let inBatch = this.inBatch;
    for (let k = 0; k < count; k++) {
      const x = integral[k];
      const d = duration[k];
      curIntegral += x;
      curDuration += d;
      totalIntegral += x;
      totalDuration += d;
      if (++inBatch < this.batchSize) continue;
      this.curIntegral = curIntegral;
      this.curDuration = curDuration;
      this.closeBatch();
      curIntegral = 0;
      curDuration = 0;
      inBatch = 0;
    }
    this.curIntegral = curIntegral;
    this.curDuration = curDuration;
    this.totalIntegral = totalIntegral;
    this.totalDuration = totalDuration;
    this.inBatch = inBatch;
  }

  /** Stores the full batch (merging pairs at 64); shared by add() and addAll(). */
  private closeBatch(): void {
    this.integral[this.full] = this.curIntegral;
    this.duration[this.full] = this.curDuration;
    this.full++;
    this.curIntegral = 0;
    this.curDuration = 0;
    this.inBatch = 0;
    if (this.full === 2 * MIN_BATCHES) {
      for (let k = 0; k < MIN_BATCHES; k++) {
        this.integral[k] = this.integral[2 * k] + this.integral[2 * k + 1];
        this.duration[k] = this.duration[2 * k] + this.duration[2 * k + 1];
      }
      this.full = MIN_BATCHES;
      this.batchSize *= 2;
    }
  }

  get mean(): number {
    return this.totalIntegral / this.totalDuration;
  }

  get batches(): number {
    return this.full;
  }

  /** 95 % confidence interval of the time average, or null with fewer than two full batches. */
  ci95(): [number, number] | null {
    const b = this.full;
    if (b < 2 || !(this.totalDuration > 0)) return null;
    let si = 0;
    let st = 0;
    for (let k = 0; k < b; k++) {
      si += this.integral[k];
      st += this.duration[k];
    }
    if (!(st > 0)) return null;
    const ratio = si / st;
    const tbar = st / b;
    let ss = 0;
    for (let k = 0; k < b; k++) {
      const d = this.integral[k] - ratio * this.duration[k];
      ss += d * d;
    }
    const half = (studentTQuantile(0.975, b - 1) * Math.sqrt(ss / ((b - 1) * b))) / tbar;
    const m = this.mean;
    return [m - half, m + half];
  }
}
