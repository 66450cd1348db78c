/**
 * A twin flow's drops as the trace readers count loss events (src/trace/tcp/direction.ts): one per
 * window, a drop more than one RTT after the start of the flow's last event opening a new one,
 * the drops closer than that being holes of the same window (one recovery). The RTT is the one
 * the dropped window saw: DropTail drops only into a full queue, so it is the base RTT plus the
 * full buffer's delay, what a sender's smoothed RTT reads at an overflow.
 *
 * The readers date an event at its first retransmission, about an RTT (three duplicate ACKs)
 * after the drop; the twin's events are dated at the drop, an RTT earlier.
 */
export function groupLossEvents(drops: readonly number[], windowSeconds: number): number[] {
  const events: number[] = [];
  for (const t of drops) {
    const last = events.length > 0 ? events[events.length - 1] : NaN;
    if (!(t - last <= windowSeconds)) events.push(t);
  }
  return events;
}
