/**
 * ns-2 Queue/DropTail (queue/drop-tail.cc) in packet mode: an arriving packet is dropped when
 * `q_->length() + 1 >= qlim_`, where q_ holds the packets *waiting* (the one in transmission has
 * left q_). So a buffer of B packets counts the packet in transmission: at most B - 1 wait.
 */
import type { QueueDiscipline } from './discipline';
import type { LinkServer } from './linkServer';

export class DropTail implements QueueDiscipline {
  constructor(readonly buffer: number) {}

  drops(server: LinkServer): boolean {
    return server.waitingPackets() + 1 >= this.buffer;
  }
}
