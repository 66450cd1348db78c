import { describe, expect, it } from 'vitest';
import { DumbbellLiveData } from '../../../src/labs/dumbbell/liveData';
import { pictureLayout, queueBar } from '../../../src/labs/dumbbell/pictureLayout';
import {
  MAX_FLOW_BARS,
  flowBars,
  shownStats,
  signalBars,
  syncBars,
} from '../../../src/labs/dumbbell/statsView';
import { conventionsInForce } from '../../../src/labs/dumbbell/conventions';
import { editSpec } from '../../../src/labs/dumbbell/controlEdit';
import { DUMBBELL_SPEC_DEFAULTS } from '../../../src/labs/dumbbell/sweep/spec';
import type { FrameStats } from '../../../src/labs/dumbbell/worker/protocol';
import { scenario } from './worker/helpers';

function stats(over: Partial<FrameStats> = {}): FrameStats {
  const n = 3;
  return {
    time: 10,
    measuredTime: 5,
    utilization: 0.9,
    throughput: 9,
    packets: 0,
    drops: 0,
    queueDrops: 0,
    lossDrops: 0,
    timeouts: 0,
    fastRetransmits: 0,
    flowThroughput: Float64Array.of(3, 2.5, 3.5),
    flowCwnd: Float64Array.of(10, 8.25, 12),
    flowDrops: Float64Array.of(4, 3, 5),
    flowTimeouts: new Float64Array(n),
    flowFastRetransmits: Float64Array.of(4, 3, 5),
    syncCounts: Float64Array.of(6, 3, 1),
    syncEvents: 10,
    syncMeanM: 1.5,
    signalW: Float64Array.of(4, 7, 9),
    signalHits: Float64Array.of(0, 2, 3),
    signalTotal: Float64Array.of(5, 8, 3),
    ...over,
  };
}

describe('the statistics charts', () => {
  it('per-flow throughput with windows and drops on hover, every flow in the CSV', () => {
    const b = flowBars(stats());
    expect(b.categories).toEqual(['1', '2', '3']);
    expect(Array.from(b.values)).toEqual([3, 2.5, 3.5]);
    expect(b.rows[1]).toContainEqual({ label: 'mean cwnd', value: '8.25 packets' });
    const many = flowBars(
      stats({ flowThroughput: new Float64Array(250), flowCwnd: new Float64Array(250) }),
    );
    expect(many.categories).toHaveLength(MAX_FLOW_BARS);
    expect(many.csv).toHaveLength(250);
  });

  it("the distribution of M as Fig. 17's complementary distribution, counts on hover", () => {
    // 6, 3 and 1 of 10 events cut 1, 2, 3 flows: P(M >= 1, 2, 3) = 1, 0.4, 0.1 (by hand)
    const b = syncBars(stats());
    expect(Array.from(b.values)).toEqual([1, 0.4, 0.1]);
    expect(b.rows[1]).toEqual([
      { label: 'events with M ≥ 2', value: '4 of 10' },
      { label: 'with M = 2', value: '3' },
    ]);
    expect(b.csv).toEqual([
      [1, 6, 0.6, 1],
      [2, 3, 0.3, 0.4],
      [3, 1, 0.1, 0.1],
    ]);
    // many flows: up to the largest M seen, at least 10 bars
    const counts = new Float64Array(100);
    counts[2] = 4;
    expect(syncBars(stats({ syncCounts: counts, syncEvents: 4 })).categories).toHaveLength(10);
  });

  it('P(signal | w) by window, with the counts behind each fraction', () => {
    const b = signalBars(stats());
    expect(b.categories).toEqual(['4', '7', '9']);
    expect(Array.from(b.values)).toEqual([0, 0.25, 1]);
    expect(b.rows[2]).toEqual([{ label: 'signalled bins', value: '3 of 3' }]);
    expect(signalBars(stats(), 4).categories).toEqual(['4', '7']);
  });

  it("shows the warm-up's statistics while the run measures nothing yet", () => {
    const data = new DumbbellLiveData();
    data.stats = stats({ utilization: null });
    data.warmupStats = stats({ utilization: 0.5 });
    expect(shownStats(data)).toEqual({ stats: data.warmupStats, warm: true });
    data.stats = stats();
    expect(shownStats(data).warm).toBe(false);
  });
});

describe('the dumbbell picture', () => {
  it("paper 000's dumbbell: ten hosts shown as 1-5, ⋮, 10; the RTT split in three", () => {
    const lay = pictureLayout(scenario({ n: 10 }));
    expect(lay.hosts.map((h) => h.label)).toEqual(['1', '2', '3', '4', '5', null, '10']);
    expect(lay.labels.bottleneck).toBe('bottleneck 10 Mbit/s, 20 ms');
    expect(lay.labels.access).toBe('access 100 Mbit/s, 20 ms');
    expect(lay.labels.path).toBe('RTT 120 ms · BDP 144.2 packets of 1040 B · buffer 0.14 × BDP');
    expect(lay.slots).toBe(20);
    expect(queueBar(lay, 20, scenario())).toEqual({ fraction: 1, full: true });
    expect(queueBar(lay, 5, scenario())).toEqual({ fraction: 0.25, full: false });
  });

  it("RED's thresholds and the threshold-dropper's Th are marked on the bar", () => {
    const red = pictureLayout(scenario({ queue: 'red', buffer: 100 }));
    expect(red.marks.map((m) => [m.label, m.at])).toEqual([
      ['min', 0.6],
      ['max', 0.8],
    ]);
    const th = pictureLayout(scenario({ queue: 'threshold', th: 5 }));
    expect(th.barPackets).toBe(20);
    expect(th.marks).toEqual([{ at: 0.25, label: 'Th' }]);
    expect(th.labels.path).toContain('buffer unbounded');
    expect(queueBar(th, 40, scenario({ queue: 'threshold' })).full).toBe(false);
  });
});

describe('the controls', () => {
  it('another queue starts from its own parameters, without a notice', () => {
    const red = editSpec(DUMBBELL_SPEC_DEFAULTS, { queue: 'red' }).scenario;
    const tuned = editSpec(red, { maxp: 0.2, gentle: false });
    expect(tuned.problems).toEqual([]);
    const back = editSpec(tuned.scenario, { queue: 'droptail' });
    expect(back.problems).toEqual([]);
    expect(back.scenario).toEqual(DUMBBELL_SPEC_DEFAULTS);
  });

  it('reports what the rules repaired: a per-flow list that no longer fits N', () => {
    const three = editSpec({ ...DUMBBELL_SPEC_DEFAULTS, n: 3 }, { rtt: [50, 100, 150] }).scenario;
    const d = editSpec(three, { n: 4 });
    expect(d.problems.map((p) => p.param)).toEqual(['rtt']);
    expect(d.scenario.rtt).toEqual([120]);
  });

  it('states the conventions in force, and which are not ns-2 2.35 defaults', () => {
    expect(conventionsInForce(scenario()).every((c) => c.ns2)).toBe(true);
    const c = conventionsInForce(scenario({ delack: true, queue: 'red', redmode: 'packets' }));
    expect(c.filter((x) => !x.ns2).map((x) => x.text)).toEqual([
      'delayed ACKs (one per two packets, 100 ms timer)',
      'RED in packet mode, gentle on, wait on',
    ]);
  });
});
