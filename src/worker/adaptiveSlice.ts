/**
 * How much work a runner does between two readings of the clock (simulated seconds, events),
 * adapted so that one slice lasts about `aimMs` of wall time: short enough that a frame's budget
 * is kept, long enough that reading the clock costs nothing.
 *
 * Only a slice that ran in full says how fast the work goes. A slice cut short (a paced run that
 * reached the clock's target, the end of the run) did less than asked, so its speed says nothing
 * about a full one: growing on it let a paced run's slice double at every frame up to the whole
 * run, and the next frame at 'max' speed then ran the whole run in one slice: one frame, one point
 * of the running utilization (the Dumbbell lab at 'max' after a while at ×1).
 */
export class AdaptiveSlice {
  private current: number;

  constructor(
    initial: number,
    private readonly limits: { min: number; max: number; aimMs: number },
  ) {
    const { min, max, aimMs } = limits;
    if (!(min > 0 && max >= min && aimMs > 0))
      throw new RangeError(
        `slice limits need 0 < min <= max and aimMs > 0 (got ${min}, ${max}, ${aimMs})`,
      );
    this.current = Math.min(max, Math.max(min, initial));
  }

  /** The work to ask of the next slice. */
  get size(): number {
    return this.current;
  }

  /**
   * After a slice that took `ms` of wall time: halves when it was too slow (a cut-short slice
   * that was already too slow says a full one would be slower still), doubles when a full slice
   * (`full`: it did all of `size`) was fast.
   */
  update(full: boolean, ms: number): void {
    const { min, max, aimMs } = this.limits;
    if (ms > 2 * aimMs) this.current = Math.max(min, this.current / 2);
    else if (full && ms < aimMs / 2) this.current = Math.min(max, this.current * 2);
  }
}
