import { describe, expect, it } from 'vitest';
import { csvCells } from '../../../src/format/csv';
import { bufferView } from '../../../src/labs/buffer/bufferView';
import { bufferHeadline } from '../../../src/labs/buffer/headline';
import { phasesView } from '../../../src/labs/buffer/phasesView';
import { BUFFER_SPEC_SCHEMA } from '../../../src/labs/buffer/sweep/definition';
import { decodeQuery } from '../../../src/scenario/codec';

const spec = (q: string) => {
  const d = decodeQuery(BUFFER_SPEC_SCHEMA, q);
  expect(d.problems).toEqual([]);
  return d.scenario;
};

/** The Chan et al. curve's value at N = n (a vertex of the lab's main chart). */
function curveAt(q: string, n: number): number {
  const chan = bufferView(spec(q), []).panels[0].series.find((s) => s.id.startsWith('chan-'))!;
  for (let k = 0; k < chan.points.length; k += 2)
    if (chan.points[k] === n) return chan.points[k + 1];
  throw new Error(`no vertex at N = ${n}`);
}

describe("the Buffer lab's 'The model's phases' (paper 001, Figs. 1-2)", () => {
  it('at N = 4 (45 Mbit/s, 0.1 s, Q = 50, SSTHRESH = 32): the rounds worked out by hand', () => {
    const v = phasesView(spec('lab=buffer&sim=0&n=4'));
    expect(v.at).toBe('N = 4, B = 45 Mbit/s, T = 100 ms, Q = 50 packets, SSTHRESH = 32');
    const c = v.chart!;
    const [ss, ca, ff] = c.series;
    // x in round-trip times T: slow start's six rounds 4, 8, … 128 each one T long, as steps
    expect(Array.from(ss.points)).toEqual(
      [4, 8, 16, 32, 64, 128].flatMap((w, k) => [k, w, k + 1, w]).map((x) => expect.closeTo(x, 9)),
    );
    // congestion avoidance from 6 T: a first 0.5625 round (0.05625 s) at 305.375, then + 4 a round
    expect(ca.points[0]).toBeCloseTo(6, 9);
    expect(ca.points[1]).toBeCloseTo(305.375, 9);
    expect(ca.points[2]).toBeCloseTo(6.5625, 9);
    expect(ca.points[5]).toBeCloseTo(308.5, 9);
    expect(ca.points.at(-1)).toBeCloseTo(616.5, 9);
    expect(ca.points.at(-5)).toBeCloseTo(612.5, 9);
    // then one round of (BT + Q)/B = 612.5/562.5 = 1.0889 T sending 600.5: congestion avoidance
    // lasted 7.925139 s = 79.25139 T, so the cycle ends at 6 + 79.25139 + 1.08889 = 86.34028 T
    const ffStart = 6 + 79.25138888888888;
    const ffEnd = ffStart + 612.5 / 562.5;
    expect(Array.from(ff.points)).toEqual(
      [ffStart, 600.5, ffEnd, 600.5].map((x) => expect.closeTo(x, 9)),
    );
    expect(ffEnd).toBeCloseTo(86.34028, 5);
    expect(c.xDomain[1]).toBeCloseTo(ffEnd, 9);
    expect(c.references.map((r) => r.label)).toEqual([
      'pipe BT + Q = 612.5',
      '(BT + Q)/2 = 306.25',
      'N × SSTHRESH = 128',
    ]);
    // eq. (17): 1 373 420 packets in 300 s, 4578 packets/s, 36.62 Mbit/s, 0.8139 of B
    expect(c.throughput.packetsPerSecond).toBeCloseTo(4578.0682, 4);
    expect(c.throughput.mbps).toBeCloseTo(36.624546, 6);
    expect(c.sentences[0]).toContain('6 rounds of T');
    expect(c.sentences[0]).toContain('where SSTHRESH stops it');
    expect(c.sentences[1]).toContain('78.56 rounds (the first is 0.5625 of a round');
    expect(c.sentences[1]).toContain('6.506 s with the queue empty, 1.31 s while it builds');
    expect(c.sentences[2]).toContain('600.5 packets');
    expect(c.sentences[3]).toContain('Y/A = 4578 packets/s = 36.62 Mbit/s, 0.8139 of B');
  });

  it('is the headline and the curve: Y/A at the headline’s point, whatever is swept', () => {
    for (const [query, n] of [
      ['lab=buffer&sim=0', 8],
      ['lab=buffer&sim=0&n=4', 4],
      ['lab=buffer&sim=0&q=bdp&n=50', 50],
      ['lab=buffer&sim=0&q=50&n=5&sweep=n:1,2,4,8,16,32,50', 4],
      ['lab=buffer&sim=0&q=bdp&sweep=n:1..50', 8],
      ['lab=buffer&sim=0&q=2000&n=8&sweep=n:1..20', 8],
    ] as const) {
      const s = spec(query);
      const c = phasesView(s).chart!;
      expect(c.throughput.mbps, query).toBeCloseTo(bufferHeadline(s).figure!.value!, 10);
      expect(c.throughput.utilization, query).toBeCloseTo(curveAt(query, n), 12);
    }
  });

  it('says where slow start stops and why: the pipe when N × SSTHRESH is beyond it', () => {
    const c = phasesView(spec('lab=buffer&sim=0&n=50')).chart!;
    expect(c.sentences[0]).toContain('where the pipe stops it');
    expect(c.references.map((r) => r.label)).toEqual([
      'pipe BT + Q = 612.5',
      '(BT + Q)/2 = 306.25',
    ]);
  });

  it('Q > BT + 2N: the rounds eq. (12) times without packets are a gap, and said', () => {
    const c = phasesView(spec('lab=buffer&sim=0&q=2000')).chart!;
    const [ss, ca] = c.series;
    expect(ca.points[0]).toBeGreaterThan(ss.points.at(-2)! + 80);
    expect(c.sentences[1]).toContain('never has');
  });

  it('exports every round as CSV, the same rows the chart draws', () => {
    const c = phasesView(spec('lab=buffer&sim=0&n=4')).chart!;
    const lines = c.csv().trimEnd().split('\n');
    expect(csvCells(lines[0])).toEqual([
      'phase',
      'part',
      'round',
      'rounds',
      'start_s',
      'duration_s',
      'window_packets',
      'packets',
    ]);
    expect(lines).toHaveLength(1 + c.rounds.rounds.length);
    expect(csvCells(lines[1])).toEqual([
      'slow-start',
      'slow-start',
      '0',
      '1',
      '0',
      '0.1',
      '4',
      '4',
    ]);
    const total = lines.slice(1).reduce((s, l) => s + Number(csvCells(l)[7]), 0);
    expect(total).toBeCloseTo(252 + 36246.7734375 + 600.5, 6);
  });

  it('says why the model does not apply at the headline’s point instead of drawing', () => {
    // N = 8 is nearest to 200 among 200, 300: 612.5/200 = 3.06 packets a window < V + X = 4
    const v = phasesView(spec('lab=buffer&sim=0&sweep=n:200,300'));
    expect(v.chart).toBeNull();
    expect(v.at).toContain('N = 200');
    expect(v.note).toContain('V + X');
  });
});
