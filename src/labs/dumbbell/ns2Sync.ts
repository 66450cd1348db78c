/**
 * ns-2 2.35 on paper 000's Figs. 8-9 setups: 10 Mbit/s, RTT 120 ms, DropTail, TCP-Sack1, 600 s with
 * a 300 s warm-up, N flows and buffer b as in `query`; recorded by bench/ns2Sync.ts (ns-2's
 * dumbbell.tcl with its drop and window traces, measured by syncMeasures.ts and the engine's own
 * clumping of drops into congestion events, gap = one RTT). `starts`: the flows' start times,
 * the engine's of seed 1 (the same scenario as the lab's link) or ns-2's own of seed 7 (its
 * published runs). The tests read these rows; no test needs ns-2.
 *
 * What they show: with b = 5 only a third of the flows lose a packet per congestion event (in
 * ns-2 as in the engine), the windows do not move together; from b = 10 (N = 5) or b = 20
 * (N = 10) every flow is cut at every event, and Σ cwnd swings from about half its peak to it.
 */
export interface Ns2SyncRow {
  query: string;
  starts: 'engine' | 'seed 7';
  /** E[M]/N: mean fraction of the flows that lose a packet per congestion event */
  cutFraction: number;
  events: number;
  /** Σ cwnd after the warm-up: 5th and 95th percentiles, packets */
  windowSum: { low: number; high: number };
  utilization: number;
}

export const NS2_SYNC: readonly Ns2SyncRow[] = [
  {
    query: 'n=10&buffer=5',
    starts: 'engine',
    cutFraction: 0.3390438247011952,
    events: 753,
    windowSum: { low: 109.30821999999999, high: 152.79111 },
    utilization: 0.8709653333,
  },
  {
    query: 'n=10&buffer=5',
    starts: 'seed 7',
    cutFraction: 0.33552278820375336,
    events: 746,
    windowSum: { low: 108.55749, high: 152.88791000000003 },
    utilization: 0.87375808,
  },
  {
    query: 'n=10&buffer=10',
    starts: 'engine',
    cutFraction: 0.8526315789473685,
    events: 266,
    windowSum: { low: 92.01183, high: 163.1423 },
    utilization: 0.8482350933,
  },
  {
    query: 'n=10&buffer=10',
    starts: 'seed 7',
    cutFraction: 0.8288321167883211,
    events: 274,
    windowSum: { low: 91.87857, high: 163.33537 },
    utilization: 0.8467125333,
  },
  {
    query: 'n=10&buffer=20',
    starts: 'engine',
    cutFraction: 1,
    events: 214,
    windowSum: { low: 91.77498, high: 172.35890000000003 },
    utilization: 0.86086208,
  },
  {
    query: 'n=10&buffer=20',
    starts: 'seed 7',
    cutFraction: 1,
    events: 213,
    windowSum: { low: 93.90777999999999, high: 172.474 },
    utilization: 0.86080384,
  },
  {
    query: 'n=5&buffer=5',
    starts: 'engine',
    cutFraction: 0.3324577861163227,
    events: 533,
    windowSum: { low: 88.83001999999999, high: 150.13389999999998 },
    utilization: 0.8386504533,
  },
  {
    query: 'n=5&buffer=5',
    starts: 'seed 7',
    cutFraction: 0.3182758620689655,
    events: 580,
    windowSum: { low: 89.27250000000001, high: 149.97813 },
    utilization: 0.8336113067,
  },
  {
    query: 'n=5&buffer=10',
    starts: 'engine',
    cutFraction: 1,
    events: 134,
    windowSum: { low: 83.1691, high: 156.983 },
    utilization: 0.81175744,
  },
  {
    query: 'n=5&buffer=10',
    starts: 'seed 7',
    cutFraction: 1,
    events: 134,
    windowSum: { low: 83.1691, high: 156.9754 },
    utilization: 0.8115217067,
  },
  {
    query: 'n=5&buffer=20',
    starts: 'engine',
    cutFraction: 1,
    events: 126,
    windowSum: { low: 88.9938, high: 167.18290000000002 },
    utilization: 0.8512302933,
  },
  {
    query: 'n=5&buffer=20',
    starts: 'seed 7',
    cutFraction: 1,
    events: 125,
    windowSum: { low: 88.9385, high: 167.23700000000002 },
    utilization: 0.85050368,
  },
];
