/**
 * The synchronization measure of paper 000, Sec. V-E and Fig. 17: queue drops at the bottleneck are
 * clumped into congestion events by a time threshold (a drop more than `gap` after the previous
 * drop starts a new event); M_n is the number of distinct flows that lose at least one packet in
 * event n. M_n = 1 for every event is assumption (ONE); M_n = N is full synchronization.
 * Events whose first drop precedes `from` (the warm-up) are not counted.
 */
export class SyncEvents {
  /** counts[m] = number of events with M = m (index 0 unused) */
  readonly counts: Float64Array;
  private lastDrop = -Infinity;
  private eventId = 0;
  private open = false;
  private measured = false;
  private flowsInEvent = 0;
  private readonly flowEvent: Int32Array;

  constructor(
    readonly flows: number,
    readonly gap: number,
    readonly from: number,
  ) {
    this.counts = new Float64Array(flows + 1);
    this.flowEvent = new Int32Array(flows);
  }

  drop(flow: number, t: number): void {
    if (!this.open || t - this.lastDrop > this.gap) {
      this.close();
      this.eventId++;
      this.open = true;
      this.measured = t >= this.from;
      this.flowsInEvent = 0;
    }
    this.lastDrop = t;
    if (this.flowEvent[flow] !== this.eventId) {
      this.flowEvent[flow] = this.eventId;
      this.flowsInEvent++;
    }
  }

  private close(): void {
    if (this.open && this.measured) this.counts[this.flowsInEvent]++;
    this.open = false;
  }

  /** Counts of M = 1..N (the event still open included), the number of events and the mean of M. */
  snapshot(): { counts: number[]; events: number; meanM: number } {
    const counts = Array.from(this.counts.subarray(1));
    if (this.open && this.measured) counts[this.flowsInEvent - 1]++;
    let events = 0;
    let sum = 0;
    counts.forEach((c, i) => {
      events += c;
      sum += c * (i + 1);
    });
    return { counts, events, meanM: events > 0 ? sum / events : NaN };
  }
}
