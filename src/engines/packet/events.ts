/**
 * The kinds of events in the heap and the causes of drops. An event's first payload packs its kind
 * in the low 3 bits and the object it concerns above them: a flow (EV_START, EV_ACK, EV_RTO,
 * EV_DELACK, EV_STOP) or a hop of a route (EV_DATA, EV_ACK_HOP); the second payload is a sequence number,
 * an ACK's slot in the pool, or a delayed-ACK generation.
 */
export const EV_START = 0;
export const EV_DATA = 1;
export const EV_ACK_HOP = 2;
export const EV_ACK = 3;
export const EV_RTO = 4;
export const EV_SAMPLE = 5;
export const EV_DELACK = 6;
export const EV_STOP = 7;

// drop causes
export const DROP_QUEUE = 0;
export const DROP_LOSS = 1;
export const DROP_FORCED = 2;

export interface DropObserver {
  onDrop(link: number, flow: number, seq: number, t: number, cause: number): void;
}
