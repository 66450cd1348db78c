import { describe, expect, it } from 'vitest';
import { simProcess as sim } from '../../cli/simCommand';
import { parseArgs } from '../../../src/labs/kit/commandLine/args';
import { ScenarioError } from '../../../src/labs/kit/commandLine/errors';
import { multcpCommandLine } from '../../../src/labs/multcp/cli';

/** A run's notes and flags, not looked at here. */
const QUIET = { notes: () => {}, impossible: () => {} };

/** The command in this process: JSON parsed, or the CSV text. */
const json = async (q: string) => JSON.parse(await multcpCommandLine.run(q, parseArgs([q]), QUIET));
const csv = async (q: string) =>
  String(await multcpCommandLine.run(q, parseArgs([q, '--format', 'csv']), QUIET));

describe('npm run sim, lab=multcp, view=gain', () => {
  it("prints Annex B's gain: 1 at N = 1, sqrt(14/3) at N = 2, over N = 1 … nmax", async () => {
    const out = await json('lab=multcp&nmax=12');
    expect(out.rows).toHaveLength(12);
    expect(out.rows[0].gain).toBeCloseTo(1, 14);
    // (2/sqrt 3) sqrt(2 (2 - 1/4)) = (2/sqrt 3) sqrt(7/2) = sqrt(4 * 7 / 6)
    expect(out.rows[1].gain).toBeCloseTo(Math.sqrt(14 / 3), 14);
    // N = 4: (2/sqrt 3) sqrt(15) = 2 sqrt 5
    expect(out.rows[3].gain).toBeCloseTo(2 * Math.sqrt(5), 13);
    for (const r of out.rows) expect(r.ideal).toBe(r.n);
  });

  it("prints paper 000's curves for beta = 1/2: 1 - 1/(4N) against 1 - 1/(1 + 3N), and their gap", async () => {
    const out = await json('lab=multcp&nmax=10');
    for (const r of out.rows) {
      expect(r.multcpUtilization).toBeCloseTo(1 - 1 / (4 * r.n), 14);
      expect(r.parallelUtilization).toBeCloseTo(1 - 1 / (1 + 3 * r.n), 14);
      expect(r.ratio).toBeCloseTo(r.multcpUtilization / r.parallelUtilization, 14);
      expect(r.difference).toBeCloseTo(r.multcpUtilization - r.parallelUtilization, 14);
      expect(r.ratio).toBeLessThan(1.025);
    }
    // the largest gap, N = 2: (7/8) / (6/7) = 49/48
    expect(out.paper000.maxGap.ratioN).toBe(2);
    expect(out.paper000.maxGap.ratio - 1).toBeCloseTo(1 / 48, 14);
    const best = out.rows.reduce((a: { ratio: number }, b: { ratio: number }) =>
      b.ratio > a.ratio ? b : a,
    );
    expect(best.n).toBe(2);
  });

  it("prints Annex B's T(N) in kB/s and the slow-start rounds", async () => {
    const out = await json('lab=multcp&n=1&p=0.01&rtt=100&pkt=1000');
    // sqrt(3/2) packets / sqrt(p) per RTT: 12.247 x 1000 bytes / 0.1 s
    expect(out.annexB.tcpThroughputKBps).toBeCloseTo((Math.sqrt(1.5) / 0.1) * 10, 10);
    expect(out.annexB.throughputKBps).toBeCloseTo(out.annexB.tcpThroughputKBps, 12);
    const four = await json('lab=multcp&n=4');
    expect(four.slowStart.rounds.slice(0, 5).map((r: { multcp: number }) => r.multcp)).toEqual([
      1, 3, 9, 27, 62,
    ]);
    expect(four.slowStart.boostWindow).toBeCloseTo(4 ** (Math.log(3) / Math.log(1.5)), 10);
  });

  it('prints one CSV row per N, to nmax (or further, to the chosen N)', async () => {
    const text = await csv('lab=multcp&nmax=3&n=1.5');
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('n,gain,ideal,multcp_utilization,parallel_utilization,ratio,difference');
    expect(lines).toHaveLength(4);
    expect(lines[1].startsWith('1,1,1,0.75,0.75,1,0')).toBe(true);
    expect((await csv('lab=multcp&nmax=3&n=5.5')).trim().split('\n')).toHaveLength(7);
  });
});

describe('npm run sim, lab=multcp, view=fairness', () => {
  it('one link of 12 with weights 1, 2, 3: weighted 2, 4, 6; proportional and max-min 4 each', async () => {
    const out = await json('lab=multcp&view=fairness&links=12&flows=a:1:1,b:1:2,c:1:3');
    const rate = (k: string) => out.flows.map((f: { rate: Record<string, number> }) => f.rate[k]);
    rate('weightedProportional').forEach((x: number, i: number) =>
      expect(x).toBeCloseTo([2, 4, 6][i], 12),
    );
    rate('proportional').forEach((x: number) => expect(x).toBeCloseTo(4, 12));
    rate('maxMin').forEach((x: number) => expect(x).toBeCloseTo(4, 12));
    // N_i / x_i = p: 6 / 12 weighted, 3 / 12 unweighted
    expect(out.links[0].price.weightedProportional).toBeCloseTo(0.5, 12);
    expect(out.links[0].price.proportional).toBeCloseTo(0.25, 12);
    expect(out.checks.weightedProportional.kkt.max).toBeLessThan(1e-12);
    expect(out.checks.weightedProportional.pricesUnique).toBe(true);
  });

  it('the line network: proportional 10/3 and 20/3, max-min 5; weight 2 on the long flow gives 5, 5, 5', async () => {
    const plain = await json('lab=multcp&view=fairness&links=10,10&flows=long:1-2:1,s1:1:1,s2:2:1');
    const [long, s1] = plain.flows;
    expect(long.rate.proportional).toBeCloseTo(10 / 3, 11);
    expect(s1.rate.proportional).toBeCloseTo(20 / 3, 11);
    expect(long.rate.maxMin).toBeCloseTo(5, 12);
    expect(long.bottlenecks.proportional).toEqual(['l1', 'l2']);
    const paid = await json('lab=multcp&view=fairness&links=10,10&flows=long:1-2:2,s1:1:1,s2:2:1');
    for (const f of paid.flows) expect(f.rate.weightedProportional).toBeCloseTo(5, 11);
  });

  it("Fig. 6's network: the rates and prices solve the KKT equations, checked by hand", async () => {
    const out = await json('lab=multcp&view=fairness&links=10,2&flows=a:1-2:4,b:1:1,c:2:1');
    const [p1, p2] = out.links.map(
      (l: { price: { weightedProportional: number } }) => l.price.weightedProportional,
    );
    const [a, b, c] = out.flows.map(
      (f: { rate: { weightedProportional: number } }) => f.rate.weightedProportional,
    );
    expect(a).toBeCloseTo(4 / (p1 + p2), 12);
    expect(b).toBeCloseTo(1 / p1, 12);
    expect(c).toBeCloseTo(1 / p2, 12);
    expect(a + b).toBeCloseTo(10, 12);
    expect(a + c).toBeCloseTo(2, 12);
    // the point of Fig. 6: a pays 4 times b's weight yet gets less on link 1
    expect(a).toBeLessThan(b);
    expect(out.flows[0].bottlenecks.maxMin).toEqual(['l2']);
  });

  it("prints the flows' table, a blank line, and the links' table as CSV", async () => {
    const text = await csv('lab=multcp&view=fairness');
    const [flows, links] = text.split('\n\n');
    expect(flows.split('\n')[0]).toBe(
      'flow,links,weight,weighted_proportional,proportional,max_min,bottleneck_weighted_proportional,bottleneck_proportional,bottleneck_max_min',
    );
    expect(flows.split('\n')[3]).toBe('c,l1,3,6,4,4,l1,l1,l1');
    expect(links.split('\n')[1]).toBe('l1,12,12,12,12,0.5,0.25');
  });
});

describe('npm run sim, lab=multcp, view=rbuffer', () => {
  it('the knee is R T_loss = sqrt(3/2) B / sqrt(p): 6.2707 kB at p = 1 %, 512-byte packets', async () => {
    const out = await json('lab=multcp&view=rbuffer');
    expect(out.tcp.kneeKB).toBeCloseTo((Math.sqrt(1.5) / 0.1) * 0.512, 12);
    expect(out.tcp.lossLimitedKBps).toBeCloseTo(out.tcp.kneeKB / 0.1, 12);
    expect(out.multcp).toBeNull();
    for (const pt of out.curve)
      expect(pt.tcpKBps).toBeCloseTo(Math.min(pt.bufferKB / 0.1, out.tcp.lossLimitedKBps), 12);
    expect(out.curve.some((pt: { bufferKB: number }) => pt.bufferKB === out.tcp.kneeKB)).toBe(true);
  });

  it('with rn = 4 the MulTCP curve and its knee, 2 sqrt 5 / ... times further: gain 4.472', async () => {
    const out = await json('lab=multcp&view=rbuffer&rn=4&brmax=40');
    expect(out.multcp.kneeKB / out.tcp.kneeKB).toBeCloseTo(2 * Math.sqrt(5), 12);
    const text = await csv('lab=multcp&view=rbuffer&rn=4');
    expect(text.split('\n')[0]).toBe('buffer_kb,tcp_kBps,multcp_kBps');
  });
});

describe('npm run sim, lab=multcp: errors', () => {
  it('a bad value is a ScenarioError naming the parameter', async () => {
    await expect(async () => json('lab=multcp&p=1.5')).rejects.toThrow(ScenarioError);
    await expect(async () => json('lab=multcp&flows=a:7:1')).rejects.toThrow(
      /flows: flow a crosses link 7/,
    );
  });

  it('exits with 2, nothing on stdout, the parameter on stderr; 0 and JSON otherwise', async () => {
    const bad = await sim('lab=multcp&view=fairness&links=10,x');
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toContain('links: link 2');
    const good = await sim('lab=multcp&view=gain&nmax=3&n=2');
    expect(good.code, good.stderr).toBe(0);
    expect(JSON.parse(good.stdout).rows).toHaveLength(3);
  });
});
