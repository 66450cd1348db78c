/**
 * A queue discipline decides, for each packet arriving at a link's queue, whether it is dropped.
 * It sees the link's transmitter (how many packets and bytes are in the system, since when the link
 * is idle) after the transmissions ended by the arrival time have been forgotten.
 */
import type { LinkServer } from './linkServer';

export interface QueueDiscipline {
  /** Is the packet of `flow` (`bytes` on the wire) arriving at time t dropped? */
  drops(server: LinkServer, t: number, flow: number, bytes: number): boolean;
}

/** A shared link with an unbounded buffer: it queues but never drops. */
export class Unbounded implements QueueDiscipline {
  drops(): boolean {
    return false;
  }
}
