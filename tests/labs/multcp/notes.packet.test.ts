import { describe, expect, it } from 'vitest';
import { MULTCP_DEFAULTS, MULTCP_SCHEMA } from '../../../src/labs/multcp/scenario';
import { runPoint } from '../../../src/labs/multcp/sweep/run';
import type { MultcpPointResult } from '../../../src/labs/multcp/sweep/results';
import {
  DUPACK_WINDOW,
  fig5Explanation,
  rwndExplanation,
  TOGETHER_FROM,
  utilExplanation,
  wpfLossNote,
} from '../../../src/labs/multcp/packet/notesText';
import { wpfRows } from '../../../src/labs/multcp/packet/wpf';
import { runnableSpec, seriesOf } from '../../../src/labs/multcp/packet/views';
import { decodeQuery } from '../../../src/scenario/codec';
import { enumeratePoints } from '../../../src/sweep/plan';

/**
 * The packet views' explanations (packet/notesText.ts): each reason is said where the points
 * show it, with their numbers, and a different, true sentence where they do not. Every view's
 * points as the page runs them (shorter sweeps, the same setups).
 */
function view(q: string) {
  const { scenario, problems } = decodeQuery(MULTCP_SCHEMA, `lab=multcp&${q}`);
  expect(problems).toEqual([]);
  const spec = runnableSpec(scenario, MULTCP_DEFAULTS);
  const results = enumeratePoints(spec, seriesOf(spec)).map((p) => runPoint(scenario, p));
  return { spec, results };
}
const find = (rs: readonly MultcpPointResult[], series: string, x: number) =>
  rs.find((r) => r.series === series && r.coords[0] === x)!;

describe('util: N TCPs cut together, and MulTCP over Reno idling the link', () => {
  const sack = view('view=util&sweep=n:2,8');
  const reno = view('view=util&tcp=reno&sweep=n:2,8');

  it('8 TCPs on DropTail: nearly all lose a packet in each congestion event, nearer eq. (6)', () => {
    const t = find(sack.results, 'tcps', 8);
    expect(t.flowsPerEvent!).toBeGreaterThan(7);
    expect(Math.abs(t.value!.mean - 0.75)).toBeLessThan(Math.abs(t.value!.mean - t.theory!));
    const [cut] = utilExplanation(sack.spec, sack.results);
    expect(cut).toMatch(/^N TCPs with one RTT on a DropTail queue are cut together/);
    expect(cut).toContain("nearer eq. (6)'s 0.75 than Theorem 1's 0.96");
    // had they lost packets one flow at a time, the sentence would say they are not cut together
    const apart = sack.results.map((r) => (r.series === 'tcps' ? { ...r, flowsPerEvent: 1 } : r));
    expect(utilExplanation(sack.spec, apart)[0]).toMatch(/^At N = 8 the TCPs are not cut together/);
  });

  it('over Reno one MulTCP(8) times out hundreds of times and the link idles; over SACK not', () => {
    const m = find(reno.results, 'multcp', 8);
    const t = find(reno.results, 'tcps', 8);
    expect(m.timeouts!).toBeGreaterThan(10 * t.timeouts!);
    expect(m.value!.mean).toBeLessThan(0.2);
    expect(utilExplanation(reno.spec, reno.results)[1]).toContain(
      'times out 361 times per run, against 9.67 for the N TCPs: the link idles (utilization 0.0689)',
    );
    const s = find(sack.results, 'multcp', 8);
    expect(s.timeouts!).toBe(0);
    expect(s.dropsPerEvent!).toBeCloseTo(8, 0);
    const [, over] = utilExplanation(sack.spec, sack.results);
    expect(over).toMatch(/^Over SACK, MulTCP\(8\) loses 8 packets at each overflow/);
    expect(over).not.toContain('idles');
  });
});

describe('fig5: the RTT bias in the spread, and its growth with N', () => {
  const { spec, results } = view('view=fig5&sweep=n:1,10&flavours=sack');

  it('at N = 1 the spread over all senders is over twice that within pairs; both grow to N = 10', () => {
    const one = find(results, 'multcp-sack', 1);
    const ten = find(results, 'multcp-sack', 10);
    expect(one.value!.mean).toBeGreaterThan(2 * one.pairSpread!.mean);
    expect(ten.value!.mean).toBeGreaterThan(one.value!.mean);
    expect(ten.pairSpread!.mean).toBeGreaterThan(one.pairSpread!.mean);
    expect(spec.rtthi).toBeLessThan(200);
    const [bias, growth] = fig5Explanation(spec, results);
    expect(bias).toMatch(
      /^Timeouts last at least 200 ms, longer than every RTT here \(40-160 ms\)/,
    );
    expect(bias).toContain('over SACK at N = 1, 9 % over all senders against 4.1 % within pairs');
    expect(growth).toMatch(/^Both grow with N/);
  });

  it('without the gap, or with RTTs past 200 ms, no word of a bias', () => {
    const flat = results.map((r) => ({ ...r, pairSpread: r.value }));
    expect(fig5Explanation(spec, flat)[0]).toMatch(/^The dashed lines compare only/);
    expect(fig5Explanation({ ...spec, rtthi: 300 }, results)[0]).not.toContain('bias');
  });
});

describe('rwnd: the timeouts of windows too small for three duplicate ACKs', () => {
  const { spec, results } = view('view=rwnd&sweep=rwnd:1,2,3,6,12,40');

  it('windows under 4 packets time out far more often, and the sentence says why', () => {
    const small = [1, 2, 3].map((w) => find(results, 'tcp', w).timeouts!);
    const large = [6, 12, 40].map((w) => find(results, 'tcp', w).timeouts!);
    expect(Math.min(...small)).toBeGreaterThan(2 * Math.max(...large));
    expect(DUPACK_WINDOW).toBe(4);
    const [below, plateau] = rwndExplanation(spec, results);
    expect(below).toContain('cannot raise three duplicate ACKs and a loss ends in a timeout (here');
    expect(plateau).toMatch(/is \d+(\.\d+)? % below the closed form/);
    // with as many timeouts at every window, no word of the duplicate ACKs
    const even = results.map((r) => ({ ...r, timeouts: 5 }));
    expect(rwndExplanation(spec, even)[0]).not.toContain('duplicate ACKs');
  });
});

describe('wpf: the flows of a DropTail link lose together, and the larger windows take more', () => {
  const note = (q: string) => {
    const { spec, results } = view(q);
    const rows = wpfRows(spec.links, spec.flows, results[0].flows);
    return { point: results[0], rows, text: wpfLossNote(spec, rows, results[0].flowsPerEvent) };
  };

  it('DropTail: the three flows lose a packet in nearly every event; N = 3 takes over 3 times N = 1', () => {
    const { point, rows, text } = note('view=wpf&linkq=droptail');
    expect(point.flowsPerEvent!).toBeGreaterThan(TOGETHER_FROM * 3);
    expect(rows[2].simulated!.mean / rows[0].simulated!.mean).toBeGreaterThan(3);
    expect(text).toMatch(
      /^With DropTail the flows of a link lose packets together \(here 3 of the 3/,
    );
  });

  it('RED: fewer lose in one event, and the note says only that', () => {
    const { point, text } = note('view=wpf');
    expect(point.flowsPerEvent!).toBeLessThan(TOGETHER_FROM * 3);
    expect(text).toMatch(/^Here, with RED, 1\.7 of the 3 flows on l1 lose a packet/);
    expect(text).not.toContain('together');
  });
});
