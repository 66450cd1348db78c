import { describe, expect, it } from 'vitest';
import { decodeQuery } from '../../../src/scenario/codec';
import {
  ComparisonJob,
  compareAlgorithm,
  comparisonAlgorithms,
  dynamicSetup,
  steadyNetwork,
} from '../../../src/labs/mptcp/comparison';
import {
  comparisonRows,
  convergenceOrdering,
  VACUOUS_LAMBDA,
  shareOrdering,
  spAverageOrdering,
} from '../../../src/labs/mptcp/comparisonRows';
import type { ComparisonResult } from '../../../src/labs/mptcp/comparisonPlan';
import { isTableIIISetting, isTableIVSetting } from '../../../src/labs/mptcp/paper';
import { buildReport, runScenario } from '../../../src/labs/mptcp/report';
import { MPTCP_SCHEMA, type MptcpScenario } from '../../../src/labs/mptcp/scenario';

const scenario = (q: string): MptcpScenario => {
  const d = decodeQuery(MPTCP_SCHEMA, q);
  expect(d.problems).toEqual([]);
  return d.scenario;
};

const all = (s: MptcpScenario) => comparisonAlgorithms(s).map((a) => compareAlgorithm(s, a));

describe('the comparison of every algorithm', () => {
  it('runs the paper’s five, Balia’s window rule, and the generalized family when chosen', () => {
    expect(comparisonAlgorithms(scenario('lab=mptcp'))).toEqual([
      'ewtcp',
      'semicoupled',
      'max',
      'balia',
      'coupled',
      'balia-window',
    ]);
    expect(comparisonAlgorithms(scenario('lab=mptcp&alg=generalized')).at(-1)).toBe('generalized');
  });

  it('on Table IV’s network is exactly the report’s responsiveness run (the CLI’s numbers)', () => {
    for (const alg of ['balia', 'coupled'] as const) {
      const s = scenario(`lab=mptcp&net=responsiveness&alg=${alg}`);
      const r = compareAlgorithm(s, alg);
      const report = buildReport(runScenario(s), false);
      expect(r.convergence).toBe(report.responsiveness!.convergenceTime);
      expect(r.spAverage).toBe(report.responsiveness!.spAverage);
      expect(r.resolution).toBeCloseTo(report.responsiveness!.resolution, 12);
      // the friendliness columns are for the single-path flow present: the [40 s, 80 s) equilibrium
      expect(r.spMean).toBeCloseTo(report.responsiveness!.spEquilibrium, 9);
    }
  });

  it('reproduces Table III’s order on Fig. 2 and Table IV’s on the responsiveness network', () => {
    const t3 = all(scenario('lab=mptcp'));
    const share = shareOrdering(t3);
    expect(share.complete && share.matchesPaper).toBe(true);
    expect(share.ties).toBe(0);
    expect(share.text).toBe(
      'EWTCP (75.0 %) > Semicoupled (66.7 %) > Max (64.8 %) > Balia (eq. 12) (58.5 %) > Coupled (50.0 %)',
    );
    const t4 = all(scenario('lab=mptcp&net=responsiveness'));
    for (const o of [convergenceOrdering(t4), spAverageOrdering(t4)]) {
      expect(o.matchesPaper).toBe(true);
      expect(o.ties, o.text).toBe(0);
    }
    const coupled = t4.find((r) => r.alg === 'coupled')!;
    const ewtcp = t4.find((r) => r.alg === 'ewtcp')!;
    expect(coupled.convergence!).toBeGreaterThan(10 * ewtcp.convergence!);
    // Table II: the friendlier, the less negative lambda-bar
    expect(ewtcp.lambdaBar).toBeLessThan(t4.find((r) => r.alg === 'balia')!.lambdaBar);
  });

  it('writes ties as "=" (one bottleneck: Max, Balia and Coupled take one TCP share each)', () => {
    const rows = all(scenario('lab=mptcp&net=friendliness'));
    const o = shareOrdering(rows);
    expect(o.text).toMatch(/^EWTCP \(66\.7 %\) > Semicoupled \(58\.6 %\) > .* = .* = /);
    // no reversal, and the two ties counted: the paper's strict order is not shown
    expect(o.matchesPaper).toBe(true);
    expect(o.ties).toBe(2);
  });

  it('says a positive λ̄ bounds nothing (C2 fails there), and only where it is positive', () => {
    for (const q of ['lab=mptcp', 'lab=mptcp&rtt1=10&rtt2=200']) {
      const s = scenario(q);
      const results = all(s);
      const rows = comparisonRows(s, comparisonAlgorithms(s), results);
      for (const r of results) {
        const row = rows.find((x) => x.alg === r.alg)!;
        // independent of the note: lambda-bar's sign from the analysis itself
        expect(row.note?.includes(VACUOUS_LAMBDA) ?? false, `${q} ${r.alg}`).toBe(
          r.lambdaBar > 1e-9,
        );
      }
      // equal RTTs: every lambda-bar is <= 0; 10 ms against 200 ms: Balia's is positive
      const balia = results.find((r) => r.alg === 'balia')!;
      expect(balia.lambdaBar > 0).toBe(q.includes('rtt1'));
    }
  });

  it("Table IV's fluid times scale with the link gain, as the table's note says", () => {
    const time = (q: string) =>
      compareAlgorithm(scenario(`lab=mptcp&net=responsiveness${q}`), 'coupled').convergence!;
    expect(time('')).toBeCloseTo(6.4, 1);
    expect(time('&gamma=0.001')).toBeGreaterThan(65);
    expect(time('&gamma=0.001')).toBeLessThan(75);
  });

  it('says why there is no convergence time', () => {
    const noSp = scenario(
      `lab=mptcp&network=${encodeURIComponent('{"links":[[10,10]],"sources":[{"routes":[[1],[1]]}]}')}`,
    );
    expect(dynamicSetup(noSp, 'balia')).toMatch(/no single-path source/);
    const apart = scenario(
      `lab=mptcp&network=${encodeURIComponent('{"links":[[10,10],[10,10]],"sources":[{"routes":[[1],[1]]},{"routes":[[2]]}]}')}`,
    );
    expect(dynamicSetup(apart, 'balia')).toMatch(/no MP-TCP route shares a link/);
    const short = scenario('lab=mptcp&net=responsiveness&t=60');
    expect(dynamicSetup(short, 'balia')).toMatch(/too soon/);
    const r = compareAlgorithm(noSp, 'ewtcp');
    expect(r.convergence).toBeNull();
    expect(r.convergenceNote).toMatch(/no single-path source/);
    expect(r.mpShare).toBe(1);
  });

  it('measures every MP-TCP route sharing a link with single-path flows, which are present on [40, 80)', () => {
    const s = scenario('lab=mptcp&n1=2&n2=1');
    const d = dynamicSetup(s, 'max');
    if (typeof d === 'string') throw new Error(d);
    expect(d.watched).toEqual([1, 3]);
    expect(d.single).toEqual([2]);
    expect(d.net.sources[2]).toMatchObject({ startS: 40, stopS: 80 });
    expect(d.net.sources[0].startS).toBeUndefined();
    expect(steadyNetwork(scenario('lab=mptcp&net=responsiveness'), 'max').sources[1].startS).toBe(
      undefined,
    );
  });

  it('gives the same row whether computed in small slices or at once', () => {
    const s = scenario('lab=mptcp&net=responsiveness&alg=max');
    const job = new ComparisonJob(s, 'max');
    let slices = 0;
    while (!job.done) {
      job.work(7);
      slices++;
    }
    expect(slices).toBeGreaterThan(100);
    expect(job.result).toEqual(compareAlgorithm(s, 'max'));
    const failed = new ComparisonJob(s, 'ewtcp');
    failed.fail('boom');
    expect(failed.result).toMatchObject({ convergence: null, convergenceNote: 'failed: boom' });
  });
});

describe('comparison rows', () => {
  const s = scenario('lab=mptcp');
  const row = (alg: ComparisonResult['alg'], over: Partial<ComparisonResult> = {}) =>
    ({
      alg,
      label: alg,
      mpMean: 2.3385,
      spMean: 1.6614,
      mpShare: 0.58465,
      lambdaBar: -4.8516,
      spectralAbscissa: -4.88,
      oscillation: 0.38333,
      converged: true,
      nonUnique: null,
      convergence: 0.375,
      convergenceNote: null,
      spAverage: 1.65894,
      resolution: 0.005,
      ...over,
    }) satisfies ComparisonResult;

  it('puts the paper’s ns-2 numbers beside ours and marks pending rows', () => {
    const rows = comparisonRows(s, comparisonAlgorithms(s), [row('balia')]);
    const balia = rows.find((r) => r.alg === 'balia')!;
    expect(balia).toMatchObject({
      current: true,
      pending: false,
      mp: '2.34',
      mpPaper: '2.25',
      sp: '1.66',
      spPaper: '1.61',
      share: '58.5 %',
      convergence: '0.38',
      convergencePaper: '4.5',
      spAverage: '1.66',
      spAveragePaper: '1.57',
      lambdaBar: '−4.85',
      oscillation: '0.383',
      note: null,
    });
    expect(rows.find((r) => r.alg === 'coupled')).toMatchObject({
      pending: true,
      mp: '…',
      mpPaper: '2.22',
      convergencePaper: '54.0',
    });
    expect(rows.find((r) => r.alg === 'balia-window')).toMatchObject({ mpPaper: '—' });
  });

  it('never shows NaN, and explains what is missing', () => {
    const bad = row('coupled', {
      mpShare: NaN,
      spMean: NaN,
      convergence: null,
      convergenceNote: 'never within 10 %',
      nonUnique: 'split',
      spAverage: NaN,
    });
    const r = comparisonRows(s, ['coupled'], [bad])[0];
    expect(JSON.stringify(r)).not.toContain('NaN');
    expect(r.share).toBe('—');
    expect(r.convergence).toBe('—');
    expect(r.note).toBe('the split over routes is not unique; never within 10 %');
  });

  it('knows which presets are the paper’s settings', () => {
    expect(isTableIIISetting(scenario('lab=mptcp'))).toBe(true);
    expect(isTableIIISetting(scenario('lab=mptcp&rtt1=10&rtt2=50'))).toBe(false);
    expect(isTableIVSetting(scenario('lab=mptcp&net=responsiveness'))).toBe(true);
    expect(isTableIVSetting(scenario('lab=mptcp'))).toBe(false);
  });
});
