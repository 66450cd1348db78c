import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/engines/fluid/analysis';
import { compileNetwork, pktsToMbps } from '../../../src/engines/fluid/network';
import { PacketSimulation, type PacketSummary } from '../../../src/engines/packet';
import { toPacketParams } from '../../../src/labs/families/packet/params';
import { DUMBBELL_SCHEMA } from '../../../src/labs/families/packet/scenario';
import type { LabAlgorithm } from '../../../src/labs/mptcp/labAlgorithms';
import { RFC6356_SEEDS } from '../../../src/labs/mptcp/packet/rfc6356';
import {
  buildSetup,
  scenarioSetup,
  type PacketAlgorithm,
} from '../../../src/labs/mptcp/packet/setup';
import { WindowRun } from '../../../src/labs/mptcp/packet/windowRun';
import { MPTCP_SCHEMA, toNetwork, type MptcpScenario } from '../../../src/labs/mptcp/scenario';
import { decodeQuery } from '../../../src/scenario/codec';

/**
 * The window level against facts it does not compute itself: Reno (the Dumbbell lab's), the
 * fluid equilibrium (the fluid engine), and the spread between two TCP flows.
 */
function scenario(q: string): MptcpScenario {
  const d = decodeQuery(MPTCP_SCHEMA, `lab=mptcp&level=packet&${q}`);
  expect(d.problems).toEqual([]);
  return d.scenario;
}

const run = (s: MptcpScenario, algorithms?: PacketAlgorithm[]) => {
  const setup = algorithms ? buildSetup(s, toNetwork(s), algorithms) : scenarioSetup(s);
  const r = new WindowRun(setup);
  return { run: r, summary: r.finish() };
};

/** The summary without the source ids (the Dumbbell lab's flows have none: -1). */
const withoutIds = (s: PacketSummary) =>
  JSON.stringify({ ...s, sources: s.sources.map(({ id: _id, ...rest }) => rest) });

describe('one subflow alone is Reno', () => {
  const dumbbell = () => {
    const d = decodeQuery(
      DUMBBELL_SCHEMA,
      'lab=dumbbell&n=1&cap=10&rtt=20&buffer=96&queue=red&tcp=newreno&cc=reno&start=0&t=100&warmup=20',
    );
    expect(d.problems).toEqual([]);
    return withoutIds(new PacketSimulation(toPacketParams(d.scenario, 0.01)).run());
  };
  const alone = (alg: string, extra = '') => {
    const network = encodeURIComponent(
      JSON.stringify({
        links: [[10, 10]],
        sources: [{ id: 'one', ...(alg ? { alg } : {}), routes: [[1]], start: 0 }],
      }),
    );
    return scenario(`net=custom&network=${network}&t=100&warmup=20${extra}`);
  };

  it('bit for bit the Dumbbell lab’s Reno on the same link (10 Mbit/s, 20 ms, RED, 96 packets), whole-run summaries', () => {
    const reno = dumbbell();
    // the lab's own single-path TCP, then each MP-TCP algorithm on a source with one route
    expect(withoutIds(run(alone('')).summary)).toBe(reno);
    const algs: [string, string][] = [
      ['ewtcp', ''],
      ['coupled', ''],
      ['semicoupled', ''],
      ['max', ''],
      ['balia', '&balia-decrease=fluid'],
      ['balia', '&balia-decrease=paper'],
      ['balia', '&balia-decrease=kernel'],
      ['balia-window', ''],
      ['generalized', ''],
    ];
    for (const [alg, extra] of algs)
      expect(withoutIds(run(alone(alg, extra)).summary), `${alg}${extra}`).toBe(reno);
    // OLIA cannot be named by a custom source: the same network with OLIA's module on the source
    const s = alone('');
    expect(withoutIds(run({ ...s, alg: 'olia' as LabAlgorithm }, ['olia']).summary)).toBe(reno);
  });

  it('its measured D is exactly Reno’s halving, 1/2', () => {
    const r = run(alone('coupled')).run;
    const d = r.log.sourceD([0]);
    expect(d.losses).toBeGreaterThan(20);
    expect(d.D).toBeCloseTo(0.5, 12);
  });
});

const fluidShares = (s: MptcpScenario) => {
  const net = toNetwork({ ...s, level: 'fluid' });
  const n = compileNetwork(net);
  const a = analyze(n);
  const mpD = net.sources.flatMap((x, k) => (x.algorithm.name !== 'tcp' ? [a.oscillation[k]] : []));
  return {
    mp: pktsToMbps(a.friendliness.mpMean, n.pktBytes),
    sp: pktsToMbps(a.friendliness.spMean, n.pktBytes),
    /** eq. (11)'s D_s, mean over the MP-TCP sources */
    D: mpD.reduce((x, y) => x + y, 0) / mpD.length,
  };
};

/** The measured D (mean relative drop of the total rate per reduction), over the MP-TCP sources. */
const packetD = (r: WindowRun, s: MptcpScenario) => {
  const mp = toNetwork(s).sources.map((x) => x.algorithm.name !== 'tcp');
  const ds = r.setup.sources.flatMap((src, k) => (mp[k] ? [r.log.sourceD(src.flows).D] : []));
  return ds.reduce((a, b) => a + b, 0) / ds.length;
};

const packetShares = (summary: PacketSummary, s: MptcpScenario) => {
  const ids = toNetwork(s).sources.map((x) => x.algorithm.name !== 'tcp');
  const mean = (mp: boolean) => {
    const xs = summary.sources.filter((_, k) => ids[k] === mp).map((x) => x.throughput);
    return xs.reduce((a, b) => a + b, 0) / xs.length;
  };
  return { mp: mean(true), sp: mean(false) };
};

const stats = (xs: number[]) => {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (xs.length - 1));
  return { mean, sd, se: sd / Math.sqrt(xs.length), min: Math.min(...xs), max: Math.max(...xs) };
};

describe('Fig. 2 with equal RTTs (Table III’s setting) at window level', () => {
  // RED as ns-2 2.35 (thresholds 0.6 / 0.8 of the buffer, max_p 0.1, w_q 0.001, gentle, bytes)
  // over 400 ms of each link's rate (480 packets): windows of tens of packets, where the fluid
  // model applies. With the 80 ms default the order holds too, but Coupled's second route, held
  // up by its one-packet floor, takes 15 % more than the fluid equilibrium (seed 1: 2.31 vs 2.00).
  // Measured over seeds 1-6 (t = 230 s, warm-up 50 s), MP-TCP source mean, Mbit/s (sd per run):
  // EWTCP 3.001 (0.010), Semicoupled 2.609 (0.019), Max 2.532 (0.014), Balia 2.406 (0.017),
  // Coupled 2.155 (0.037) against the fluid 3.000 / 2.667 / 2.591 / 2.339 / 2.000: Coupled is
  // 7.8 % above its fluid share on average and one run in six (seed 6, +11 %) is beyond 10 %, so
  // the check is on the mean of three seeds (Coupled's standard error 1.1 %), not on one run.
  const base = 'net=two-links&buffer=400ms&queue=red&t=230&warmup=50';
  const order: LabAlgorithm[] = ['ewtcp', 'semicoupled', 'max', 'balia', 'coupled'];
  const seeds = [1, 2, 3];

  it('keeps the fluid order EWTCP > Semicoupled > Max > Balia > Coupled beyond the seeds’ spread, each within 10 % of the fluid equilibrium; D in eq. (11)’s order', () => {
    const got = order.map((alg) => {
      const runs = seeds.map((seed) => {
        const s = scenario(`${base}&seed=${seed}&alg=${alg}`);
        const r = run(s);
        return { ...packetShares(r.summary, s), D: packetD(r.run, s) };
      });
      const s = scenario(`${base}&alg=${alg}`);
      return {
        alg,
        mp: stats(runs.map((r) => r.mp)),
        sp: stats(runs.map((r) => r.sp)),
        D: stats(runs.map((r) => r.D)),
        fluid: fluidShares(s),
      };
    });
    for (let k = 1; k < got.length; k++) {
      // each step of the order by more than two standard errors of the difference
      const [hi, lo] = [got[k - 1].mp, got[k].mp];
      expect(hi.mean - lo.mean, got[k].alg).toBeGreaterThan(2 * Math.hypot(hi.se, lo.se));
    }
    for (const g of got) {
      expect(Math.abs(g.mp.mean / g.fluid.mp - 1), `${g.alg} MP-TCP`).toBeLessThan(0.1);
      expect(Math.abs(g.sp.mean / g.fluid.sp - 1), `${g.alg} TCP`).toBeLessThan(0.1);
    }
    // Window oscillation, the same runs: the measured D (mean relative drop of a source's total
    // rate per reduction) against eq. (11)'s D_s at the fluid equilibrium. Measured (seeds 1-3):
    // EWTCP 0.236, Semicoupled 0.272, Max 0.275, Balia 0.344, Coupled 0.450 (standard errors
    // 0.0002-0.0025); D_s 0.222, 0.250, 0.250, 0.383, 0.500. The level differs by up to 10 %
    // either way (a model quantity, not a statistical gap); the order is D_s's wherever D_s
    // differs, each step beyond two standard errors, and every MP-TCP source swings less than
    // TCP's 1/2 (Sec. IV-A). Semicoupled and Max tie at 1/4 in the model (measured 0.003 apart).
    for (let k = 1; k < got.length; k++) {
      const [a, b] = [got[k - 1], got[k]];
      const gap = Math.sign(b.fluid.D - a.fluid.D);
      if (Math.abs(b.fluid.D - a.fluid.D) < 1e-9) continue;
      expect(gap * (b.D.mean - a.D.mean), `D: ${a.alg} -> ${b.alg}`).toBeGreaterThan(
        2 * Math.hypot(a.D.se, b.D.se),
      );
    }
    for (const g of got) expect(g.D.max, g.alg).toBeLessThan(0.5);
  });
});

describe('Fig. 1: against one TCP (RFC 6356’s goal)', () => {
  const ratio = (q: string, seed: number) => {
    const s = scenario(`t=230&warmup=50&seed=${seed}&${q}`);
    const sum = run(s).summary;
    return sum.sources[0].throughput / sum.sources[1].throughput;
  };

  it('Coupled never takes more than one TCP beyond the spread between two TCP flows; LIA on average neither', () => {
    const seeds = RFC6356_SEEDS.seeds;
    // the spread: the same link (10 Mbit/s, 20 ms) shared by two TCP flows
    const two = encodeURIComponent(
      JSON.stringify({ links: [[10, 10]], sources: [{ routes: [[1]] }, { routes: [[1]] }] }),
    );
    const tcp = stats(seeds.map((seed) => ratio(`net=custom&network=${two}`, seed)));
    const coupled = stats(seeds.map((seed) => ratio('net=friendliness&alg=coupled', seed)));
    const lia = stats(seeds.map((seed) => ratio('net=friendliness&alg=max', seed)));
    expect(tcp.sd).toBeCloseTo(RFC6356_SEEDS.tcpSd, 2);
    for (const [got, want] of [
      [coupled, RFC6356_SEEDS.coupled],
      [lia, RFC6356_SEEDS.lia],
    ] as const) {
      expect(got.min).toBeCloseTo(want.min, 3);
      expect(got.max).toBeCloseTo(want.max, 3);
      expect(got.mean).toBeCloseTo(want.mean, 3);
    }
    // Coupled: every run within the chance spread of one TCP against another (2 sd = 0.06)
    expect(coupled.max).toBeLessThanOrEqual(1 + 2 * tcp.sd);
    // LIA: 1.00-1.10 over the seeds, mean 1.048, sd 0.047 per run (standard error 0.019): about
    // 5 % above one TCP, 2.5 standard errors (p = 0.03), yet on average within the TCP-vs-TCP
    // spread, not in every run (the page reports the ratio run by run with its interval). The
    // fluid model gives exactly 1: the excess is a window-level effect.
    expect(lia.mean).toBeLessThanOrEqual(1 + 2 * tcp.sd);
  });
});
