import { describe, expect, it } from 'vitest';
import { MAX_MARKS, traceChartsView } from '../../../src/labs/trace/chartsView';
import type { ConnectionLines } from '../../../src/labs/trace/lines';
import type { TwinLines } from '../../../src/labs/trace/twin/lines';
import type { Listed } from '../../../src/labs/trace/view';
import type { TraceFit } from '../../../src/trace/fit';
import type { ConnectionSummary } from '../../../src/trace/types';

const conn: ConnectionSummary = {
  src: '10.0.1.1:1',
  dst: '10.0.2.1:5201',
  start: 0,
  end: 2,
  bytesSent: 1e6,
  retransmissions: 1,
  lossEvents: [1],
  rtt: { min: 10, mean: 20, max: 30, samples: 5 },
  cwnd: { mean: 10 },
  throughput: 4,
};
const shown: Listed[] = [{ k: 1, index: 0, c: conn }];
const line = (...xy: number[]) => Float64Array.from(xy);
const lines = (losses: number): ConnectionLines[] => [
  {
    cwnd: line(0, 10, 1, 20, 2, 12),
    rtt: line(0, 10, 2, 30),
    throughput: line(0, 4, 2, 4),
    losses: new Float64Array(2 * losses),
    model: { points: line(1, 20, 1, 10, 2, 15), label: 'AIMD model (α = 1.00, β = 0.50)' },
  },
];
// a fit of one connection: its models at 3 and 2.5 Mbit/s, the path's 9.5 Mbit/s, a 24 ms rise
const fit = {
  connections: [
    {
      index: 0,
      models: { mathis: { mbps: 3, packetsPerSecond: 1 }, pftk: { mbps: 2.5 }, cubic: null },
    },
  ],
  set: {
    n: 1,
    rate: { mbps: 9.5 },
    buffer: { baseRttMs: 10, highRttMs: 34, riseMs: 24, packets: 20 },
    models: { mathisMbps: 3, pftkMbps: 2.5, cubicMbps: null },
  },
} as unknown as TraceFit;

describe('the Traces lab’s charts (traceChartsView)', () => {
  it('the measurement, and over it the fitted model, the fitted RTTs and the response functions', () => {
    const [cwnd, rtt, tp] = traceChartsView(shown, lines(1), fit);
    expect(cwnd.series.map((s) => [s.label, !!s.dashed])).toEqual([
      ['10.0.1.1:1 → 10.0.2.1:5201', false],
      ['AIMD model (α = 1.00, β = 0.50)', true],
    ]);
    expect(cwnd.marks).toHaveLength(1);
    expect(rtt.references.map((r) => r.y)).toEqual([10, 34]);
    expect(tp.references.map((r) => [r.y, r.label])).toEqual([
      [3, 'Mathis 3 Mbit/s'],
      [2.5, 'PFTK 2.5 Mbit/s'],
      [9.5, 'fitted rate 9.5 Mbit/s'],
    ]);
  });

  it('with the twin: the twin dashed on all three charts instead of the models', () => {
    const twin: TwinLines[] = [
      {
        index: 0,
        cwnd: line(0, 9, 2, 11),
        rtt: line(0, 11, 2, 29),
        throughput: line(0, 3.9, 2, 4.1),
        losses: line(1.1),
      },
    ];
    const charts = traceChartsView(shown, lines(1), fit, twin);
    for (const c of charts) {
      expect(c.series.map((s) => [s.label, !!s.dashed])).toEqual([
        ['10.0.1.1:1 → 10.0.2.1:5201', false],
        ['simulated twin', true],
      ]);
      expect(c.references).toEqual([]);
      expect(c.subtitle).toMatch(/dashed: the simulated twin$/);
    }
  });

  it('marks loss events one by one only up to MAX_MARKS', () => {
    expect(traceChartsView(shown, lines(MAX_MARKS), fit)[0].marks).toHaveLength(MAX_MARKS);
    const [cwnd] = traceChartsView(shown, lines(MAX_MARKS + 1), fit);
    expect(cwnd.marks).toHaveLength(0);
    expect(cwnd.subtitle).toContain(`${MAX_MARKS + 1} loss events, too many to mark one by one`);
  });
});
