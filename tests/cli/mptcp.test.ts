import { describe, expect, it } from 'vitest';
import { simProcess as sim } from './simCommand';
import { parseArgs } from '../../src/labs/kit/commandLine/args';
import { ScenarioError } from '../../src/labs/kit/commandLine/errors';
import { mptcpCommandLine as mptcpCommand } from '../../src/labs/mptcp/cli';

/** A run's notes and flags, not looked at here. */
const QUIET = { notes: () => {}, impossible: () => {} };

/** The command in this process (what sim.ts calls after choosing the lab). */
async function run(text: string, { path = false } = {}) {
  return mptcpCommand.run(text, parseArgs([text, ...(path ? ['--path'] : [])]), QUIET);
}

describe.concurrent('npm run sim, lab=mptcp', () => {
  it('prints the equilibrium in the documented shape, rates in Mbit/s', async () => {
    const r = await sim('lab=mptcp&net=two-links&alg=ewtcp');
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.lab).toBe('mptcp');
    const eq = out.equilibrium;
    expect(eq.sources).toHaveLength(10);
    for (const s of eq.sources) {
      expect(s).toEqual(
        expect.objectContaining({
          id: expect.any(String),
          algorithm: expect.any(String),
          total: expect.any(Number),
        }),
      );
      for (const r of s.routes)
        expect(r).toEqual(
          expect.objectContaining({ links: expect.any(Array), rate: expect.any(Number) }),
        );
    }
    expect(eq.sources[0]).toMatchObject({
      id: 'mp1',
      algorithm: 'ewtcp',
      routes: [{ links: ['link1'] }, { links: ['link2'] }],
    });
    expect(eq.sources[0].total).toBeCloseTo(3, 9);
    expect(eq.sources[9]).toMatchObject({ id: 'sp5', algorithm: 'tcp' });
    expect(eq.sources[9].total).toBeCloseTo(1, 9);
    expect(eq.links.map((l: { id: string }) => l.id)).toEqual(['link1', 'link2']);
    for (const l of eq.links) {
      expect(Object.keys(l).sort()).toEqual(['capacity', 'id', 'load', 'price']);
      expect(l.load).toBeCloseTo(l.capacity, 9);
    }
    expect(eq.residual).toBeLessThan(1e-6);
    expect(out.metrics.friendliness.mpShare).toBeCloseTo(0.75, 9);
    expect(out.trajectory.finalTotalsDeviation).toBeLessThan(0.005);
    expect(out.path).toBeUndefined();
    expect(out.notes.join(' ')).toMatch(/single-path flows' RTT/);
  });

  it('the same scenario as a query string and as JSON gives the same numbers', async () => {
    const a = JSON.parse(await run('lab=mptcp&net=friendliness&alg=semicoupled&c=5'));
    const b = JSON.parse(
      await run('{"lab":"mptcp","net":"friendliness","alg":"semicoupled","c":5}'),
    );
    expect(b.equilibrium).toEqual(a.equilibrium);
    expect(a.metrics.friendliness.mpShare).toBeCloseTo(Math.SQRT2 / (1 + Math.SQRT2), 9);
  });

  it('--path adds the sampled trajectory; responsiveness adds the convergence time', async () => {
    const out = JSON.parse(
      await run('lab=mptcp&net=responsiveness&alg=coupled&dt=0.5', { path: true }),
    );
    expect(out.path.time).toHaveLength(301);
    expect(
      out.path.rates.map((x: { source: string; route: number }) => `${x.source}/${x.route}`),
    ).toEqual(['mp/1', 'mp/2', 'sp/1']);
    for (const s of out.path.rates) expect(s.values).toHaveLength(301);
    expect(out.responsiveness.convergenceTime).toBeGreaterThan(1);
    expect(out.responsiveness.spEquilibrium).toBeCloseTo(2, 9);
    expect(out.equilibrium.sources[1].active).toBe(false);
  });

  it('CSV: the route table, then with --path one column per route and link price', async () => {
    const r = await sim(
      'lab=mptcp&net=friendliness&alg=coupled&t=10&dt=1',
      '--format',
      'csv',
      '--path',
    );
    expect(r.code, r.stderr).toBe(0);
    const [table, path] = r.stdout.trim().split('\n\n');
    const rows = table.split('\n');
    expect(rows[0]).toBe('source,algorithm,active,route,links,rtt_ms,rate_mbps,total_mbps,phi,q');
    expect(rows).toHaveLength(4);
    const sp = rows[3].split(',');
    expect(sp.slice(0, 6)).toEqual(['sp', 'tcp', 'true', '1', 'bottleneck', '20']);
    expect(Number(sp[6])).toBeCloseTo(5, 9);
    const lines = path.split('\n');
    expect(lines[0]).toBe('time,mp/1,mp/2,sp/1,price:bottleneck');
    expect(lines).toHaveLength(12);
  });

  it('any problem in the scenario is an error: exit 2, the parameter named, nothing on stdout', async () => {
    const r = await sim(
      'lab=mptcp&net=custom&network={"links":[[10,5]],"sources":[{"routes":[[2]]}]}',
    );
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/network: .*link 2 does not exist/);
    for (const [input, param] of [
      ['lab=mptcp&alg=cubic', 'alg'],
      ['lab=mptcp&net=two-links&c=5', 'c'],
      ['{"lab":"mptcp","n1":0}', 'n1'],
      ['{"lab":"mptcp",', '(file)'],
    ]) {
      const e = await run(input).catch((err: unknown) => err);
      expect(e, input).toBeInstanceOf(ScenarioError);
      expect((e as Error).message, input).toContain(param);
    }
  });

  it('--help documents the lab', async () => {
    const h = await sim('--help');
    expect(h.code).toBe(0);
    for (const word of ['lab=mptcp', 'balia-window', 'rtt2', 'network', 'gamma_l'])
      expect(h.stdout).toContain(word);
  });
});
