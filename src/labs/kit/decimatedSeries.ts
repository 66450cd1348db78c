/**
 * A series of samples with bounded memory: every stride-th point is kept; when the kept points
 * reach the limit, every other one goes and the stride doubles. Point k is kept while k is a
 * multiple of the stride, so the first one stays and the kept ones stay evenly spaced in frames.
 * The newest point is held apart, so the series always ends at the current value. A frame
 * without progress (pause) repeats the previous sample: not a new point. (The live utilization
 * charts of the Loss-policies and Dumbbell labs.)
 */
export class DecimatedSeries<P extends { time: number }> {
  private kept: P[] = [];
  private latest: P | null = null;
  private stride = 1;
  private seen = 0;

  constructor(private readonly maxPoints: number) {}

  push(p: P): void {
    if (this.latest !== null && p.time <= this.latest.time) return;
    const k = this.seen++;
    this.latest = p;
    if (k % this.stride !== 0) return;
    this.kept.push(p);
    if (this.kept.length >= this.maxPoints) {
      this.kept = this.kept.filter((_, i) => i % 2 === 0);
      this.stride *= 2;
    }
  }

  points(): P[] {
    const out = this.kept.slice();
    if (this.latest && out[out.length - 1] !== this.latest) out.push(this.latest);
    return out;
  }
}
