import { describe, expect, it } from 'vitest';
import { simInProcess as sim } from '../../cli/simCommand';

/** `npm run sim` at level=packet: the fluid report's shape under "packet", strict errors. */

describe('npm run sim, lab=mptcp&level=packet', () => {
  it('prints per source its routes and total (Mbit/s) under "packet", as the fluid run under "equilibrium"', async () => {
    const fluid = JSON.parse((await sim('lab=mptcp&net=two-links&alg=balia')).stdout);
    const r = await sim('lab=mptcp&net=two-links&alg=balia&level=packet&t=60&warmup=20');
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.equilibrium).toBeUndefined();
    expect(out.packet.sources.map((s: { id: string }) => s.id)).toEqual(
      fluid.equilibrium.sources.map((s: { id: string }) => s.id),
    );
    for (const [k, src] of out.packet.sources.entries()) {
      const f = fluid.equilibrium.sources[k];
      expect(src.algorithm).toBe(f.algorithm);
      expect(src.routes.map((x: { links: string[] }) => x.links)).toEqual(
        f.routes.map((x: { links: string[] }) => x.links),
      );
      // each total is the sum of its routes (the numbers themselves: windowChecks.test.ts)
      const sum = src.routes.reduce((a: number, x: { rate: number }) => a + x.rate, 0);
      expect(src.total).toBeCloseTo(sum, 9);
    }
    expect(Object.keys(out.metrics.friendliness).sort()).toEqual(
      Object.keys(fluid.metrics.friendliness).sort(),
    );
    expect(out.scenario).toMatchObject({ level: 'packet', t: 60, warmup: 20, buffer: '80ms' });
    expect(out.path).toBeUndefined();
  });

  it('--path adds the window traces and the per-second throughput; --format csv the route table', async () => {
    const q = 'lab=mptcp&net=friendliness&level=packet&t=5&warmup=1';
    const out = JSON.parse((await sim(q, '--path')).stdout);
    expect(out.path.time.length).toBe(501);
    expect(
      out.path.cwnd.map((c: { source: string; route: number }) => `${c.source}/${c.route}`),
    ).toEqual(['mp/1', 'mp/2', 'sp/1']);
    expect(out.path.bins.time).toEqual([1, 2, 3, 4, 5]);
    const csv = (await sim(q, '--format', 'csv')).stdout.split('\n');
    expect(csv[0]).toBe(
      'source,algorithm,active,route,links,rtt_ms,rate_mbps,total_mbps,cwnd,drops,timeouts',
    );
    expect(csv[1]).toMatch(/^mp,balia,true,1,bottleneck,20,/);
    expect(csv).toHaveLength(5);
    const withPath = (await sim(q, '--format', 'csv', '--path')).stdout.split('\n\n');
    expect(withPath[1].split('\n')[0]).toBe('time,cwnd:mp/1,cwnd:mp/2,cwnd:sp/1');
    expect(withPath[2].split('\n')[0]).toBe('time,mbps:mp/1,mbps:mp/2,mbps:sp/1');
  });

  it.each([
    ['lab=mptcp&level=window', 'level: "window" is not one of fluid, packet'],
    ['lab=mptcp&level=packet&balia-decrease=linux', 'balia-decrease: "linux" is not one of'],
    ['lab=mptcp&level=packet&t=10&warmup=10', 'warmup: must be less than t = 10 s'],
    ['lab=mptcp&level=packet&c1=100000&c2=100000&t=100', 't: '],
    ['lab=mptcp&level=fluid&seed=4', 'seed: applies at packet level only'],
    ['lab=mptcp&level=packet&alg=lia', 'alg: "lia" is not one of ewtcp, coupled, semicoupled, max'],
    ['lab=mptcp&level=packet&alg=LIA', '(LIA, RFC 6356, is max here)'],
  ])('%s: exit 2, the parameter named, nothing on stdout', async (q, message) => {
    const r = await sim(q);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(message);
  });
});
