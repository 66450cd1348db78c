/**
 * The simulation clock, shared by the event loop, the network and the senders (ns-2's
 * Scheduler::instance().clock()). Reading the time from a field instead of passing it as an
 * argument keeps the hot path free of allocations: V8 boxes a non-integer number passed to a
 * function that is not inlined, but reads and writes a number field in place.
 */
export class Clock {
  now = 0.5; // a non-integer first value: V8 then stores the field as an unboxed double
}
