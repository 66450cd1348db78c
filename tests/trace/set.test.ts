import { describe, expect, it } from 'vitest';
import type { TraceFit } from '../../src/trace/fit';
import { theorem1Anchor, withTheorem1, type ThroughputRow } from '../../src/trace/measure';
import {
  setBeta,
  setInput,
  TABLE_COLUMNS,
  theorem1Curve,
  throughputTable,
  traceSetReport,
} from '../../src/trace/set';
import type { TraceConnection } from '../../src/trace/types';
import { connection } from './fit/synthetic';

/**
 * Throughput against N across traces (src/trace/set.ts) on rows and connections made by hand:
 * where Theorem 1 is pinned, which beta it takes, and the table's rows.
 */

const row = (n: number, aggregateMbps: number | null): ThroughputRow => ({
  n,
  aggregateMbps,
  perConnectionMbps: null,
  lossEventsPerConnectionPerSecond: null,
  congestionEventsPerSecond: null,
  meanHit: null,
  theorem1Mbps: null,
});

describe('Theorem 1 against N', () => {
  it('pinned to the mean aggregate of the traces at the largest N', () => {
    const rows = [row(1, 9), row(4, 8), row(4, 10), row(2, null), row(0, null)];
    expect(theorem1Anchor(rows)).toEqual({ n: 4, aggregateMbps: 9 });
    // beta 1/2: Theorem 1 is 1 - 1/(1 + 3N): 3/4 at N = 1, 6/7 at N = 2, 12/13 at N = 4
    const t = withTheorem1(rows, 0.5).map((r) => r.theorem1Mbps);
    expect(t[0]).toBeCloseTo((9 * 0.75 * 13) / 12, 12);
    expect(t[1]).toBeCloseTo(9, 12);
    expect(t[3]).toBeCloseTo((9 * (6 / 7) * 13) / 12, 12);
    expect(t[4]).toBeNull();
    expect(withTheorem1(rows, 1).every((r) => r.theorem1Mbps === null)).toBe(true);
    expect(theorem1Anchor([row(3, null)])).toBeNull();
  });
});

/** A fit whose connections have these betas (null: no cut seen). */
const fitWith = (betas: (number | null)[]) => ({
  fit: {
    connections: betas.map((b) => ({ aimd: { beta: b === null ? null : { mean: b } } })),
  } as unknown as TraceFit,
});

describe("Theorem 1's beta", () => {
  it('the one given, else the median over every connection of every trace, else 1/2', () => {
    const traces = [fitWith([0.3, null, 0.5]), fitWith([0.7, 0.6])];
    expect(setBeta(traces, 0.4)).toMatchObject({ value: 0.4, from: 'given' });
    // 0.3, 0.5, 0.6, 0.7: the median is (0.5 + 0.6) / 2
    const fitted = setBeta(traces);
    expect(fitted.value).toBeCloseTo(0.55, 12);
    expect(fitted).toMatchObject({ from: 'fitted' });
    expect(fitted.why).toContain('4 data connections');
    expect(setBeta([fitWith([null]), fitWith([])])).toMatchObject({ value: 0.5, from: 'default' });
  });
});

describe('a set of traces', () => {
  // one flow, then two flows, over the same 5 s: 1 MB each, so 1.6 Mbit/s a flow
  const flow = (src: string): TraceConnection =>
    connection({ end: 5, src, bytesSent: 1e6, throughput: 1.6 });
  const one = { format: 'ss' as const, connections: [flow('a:1')], problems: [], records: 10 };
  const two = {
    format: 'ss' as const,
    connections: [flow('a:1'), flow('b:1')],
    problems: [{ at: { line: 3 }, message: 'odd line', fatal: false }],
    records: 20,
  };

  it('traces in the order given, rows in order of N, the table a row per trace', () => {
    const r = traceSetReport(
      [setInput('two.log', two, two.problems), setInput('one.log', one, [])],
      0.5,
    );
    expect(r.traces.map((t) => [t.file, t.n, t.connections, t.records])).toEqual([
      ['two.log', 2, 2, 20],
      ['one.log', 1, 1, 10],
    ]);
    expect(r.traces[0].problems).toEqual(two.problems);
    expect(r.throughputVsN.map((x) => [x.file, x.trace, x.n])).toEqual([
      ['one.log', 1, 1],
      ['two.log', 0, 2],
    ]);
    // 1e6 bytes x 8 / 5 s = 1.6 Mbit/s a flow
    expect(r.throughputVsN[0].aggregateMbps).toBeCloseTo(1.6, 12);
    expect(r.throughputVsN[1].aggregateMbps).toBeCloseTo(3.2, 12);
    expect(r.throughputVsN[1].perConnectionMbps).toBeCloseTo(1.6, 12);
    // Theorem 1 at beta 1/2, pinned at N = 2 (6/7): N = 1 gets 3.2 x (3/4) / (6/7)
    expect(r.throughputVsN[0].theorem1Mbps).toBeCloseTo((3.2 * 0.75 * 7) / 6, 12);
    const table = throughputTable(r);
    expect(table.map((x) => x.length)).toEqual([TABLE_COLUMNS.length, TABLE_COLUMNS.length]);
    expect(table[0].slice(0, 3)).toEqual(['one.log', 'ss', 1]);
    expect(table[1][TABLE_COLUMNS.indexOf('theorem1_beta')]).toBe(0.5);
    expect(JSON.stringify(r)).not.toMatch(/NaN|Infinity/);
  });
});

describe("Theorem 1's curve", () => {
  const report = (n: number, beta: number) =>
    ({ anchor: { n, aggregateMbps: 9 }, beta: { value: beta } }) as Parameters<
      typeof theorem1Curve
    >[0];

  it('every N from 1 to the largest, equal to the anchor there', () => {
    const c = theorem1Curve(report(4, 0.5));
    expect(c.n).toEqual([1, 2, 3, 4]);
    // 1 - 1/(1 + 3N): 3/4, 6/7, 9/10, 12/13
    expect(c.mbps[0]).toBeCloseTo((9 * 0.75 * 13) / 12, 12);
    expect(c.mbps[2]).toBeCloseTo((9 * 0.9 * 13) / 12, 12);
    expect(c.mbps[3]).toBeCloseTo(9, 12);
  });

  it('at most about 200 points, the largest N always among them; none without an anchor', () => {
    const c = theorem1Curve(report(1000, 0.5));
    expect(c.n.length).toBeLessThanOrEqual(201);
    expect(c.n[0]).toBe(1);
    expect(c.n.at(-1)).toBe(1000);
    expect(c.mbps.at(-1)).toBeCloseTo(9, 12);
    expect(theorem1Curve({ ...report(4, 0.5), anchor: null })).toEqual({ n: [], mbps: [] });
  });
});
