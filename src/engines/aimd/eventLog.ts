/** Most events per call of a policy's batch loop (the log takes up to 40 bytes per event). */
export const BATCH_EVENTS = 1024;

/**
 * What the policies' batch loops (LossPolicy.runEvents) leave for AimdStatistics.recordBatch: the
 * aggregate's rise at every event of the batch, and flow 1's linear pieces (for its histogram).
 *
 * Why a log: in V8 a call that is not inlined boxes every double it passes, and which calls get
 * inlined depends on a per-function bytecode budget and on timing. The batch loops therefore call
 * nothing that takes or returns a double: what is plain arithmetic on typed arrays (each flow's
 * integrals and signals) they do themselves, the rest (histograms, batch means) they log, and
 * recordBatch walks the log in loops that call nothing per event either. Each sum still takes its
 * terms in event order, and the sums are disjoint, so recording after the batch gives the same bits.
 */
export class EventLog {
  /** aggregate rate just after the previous event's cut */
  readonly after = new Float64Array(BATCH_EVENTS);
  /** time from the previous event to this one (the aggregate rises from `after` to c) */
  readonly gap = new Float64Array(BATCH_EVENTS);
  /** scratch for recordBatch: the aggregate's integral over the gap */
  readonly integral = new Float64Array(BATCH_EVENTS);
  /** flow 1's pieces cut in the batch: rate at its previous cut, rate reached, time in between */
  readonly flow1From = new Float64Array(BATCH_EVENTS);
  readonly flow1Reached = new Float64Array(BATCH_EVENTS);
  readonly flow1Span = new Float64Array(BATCH_EVENTS);
  /** how many of them */
  flow1Cuts = 0;
}
