/**
 * What a trace row takes from the senders besides cwnd: the payload bytes each flow has had
 * acknowledged (its throughput over time) and the values its congestion-control module exposes
 * (`internalNames` / `internals`: Illinois's d_a, α, β, CUBIC's W_max, K ...), read at the same
 * instants as cwnd, into preallocated arrays.
 */
import type { CongestionControl } from '../cc/congestionControl';
import type { InternalColumn } from './traces';

export class TraceInputs {
  /** one column per exposed value: its flow and its name */
  readonly columns: readonly InternalColumn[];
  /** payload bytes acknowledged so far, per flow */
  readonly acked: Float64Array;
  /** the exposed values, in column order */
  readonly values: Float64Array;
  private readonly withInternals: CongestionControl[] = [];
  private readonly firstColumn: number[] = [];

  constructor(
    private readonly senders: readonly {
      readonly highestAck: number;
      readonly cc: CongestionControl;
    }[],
    private readonly pktSize: number,
    /** packet 0 is a SYN without data */
    private readonly syn: boolean,
  ) {
    const columns: InternalColumn[] = [];
    senders.forEach(({ cc }, f) => {
      if (!cc.internalNames || !cc.internals) return;
      this.withInternals.push(cc);
      this.firstColumn.push(columns.length);
      for (const name of cc.internalNames) columns.push({ flow: f, name });
    });
    this.columns = columns;
    this.acked = new Float64Array(senders.length);
    this.values = new Float64Array(columns.length);
  }

  /** Reads the current values. */
  update(): void {
    const from = this.syn ? 0 : 1;
    for (let f = 0; f < this.senders.length; f++) {
      const packets = this.senders[f].highestAck + from;
      this.acked[f] = packets > 0 ? packets * this.pktSize : 0;
    }
    for (let i = 0; i < this.withInternals.length; i++) {
      this.withInternals[i].internals?.(this.values, this.firstColumn[i]);
    }
  }
}
