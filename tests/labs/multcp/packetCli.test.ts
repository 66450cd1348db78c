import { describe, expect, it } from 'vitest';
import { simProcess } from '../../cli/simCommand';

/** Each run on two sweep worker threads. */
const sim = (...args: string[]) => simProcess(...args, '--workers', '2');

describe('npm run sim, the packet views (short runs)', () => {
  it('view=fig4 as CSV: one row per N and series, N separate TCPs empty at a fractional N', async () => {
    const out = await sim(
      'lab=multcp&view=fig4&flavours=sack&sweep=n:1.5,2&reps=2&t=20&warmup=5',
      '--format',
      'csv',
    );
    expect(out.code).toBe(0);
    const lines = out.stdout.trim().split('\n');
    expect(lines[0]).toBe(
      'n,series,gain,gain_ci95_low,gain_ci95_high,theory,multcp_mbps,tcp_mbps,multcp_timeouts,tcp_timeouts,utilization,reps,seeds',
    );
    expect(lines.map((l) => l.split(',').slice(0, 2).join(','))).toEqual([
      'n,series',
      '1.5,multcp-sack',
      '1.5,tcps-reno',
      '2,multcp-sack',
      '2,tcps-reno',
    ]);
    expect(lines[2]).toBe('1.5,tcps-reno,,,,1.5,,,,,,0,'); // not run: no replication, no seed
    expect(Number(lines[3].split(',')[2])).toBeGreaterThan(0);
  });

  it('view=wpf as JSON: the network as built, the allocations, each flow’s Mbit/s', async () => {
    const out = await sim(
      'lab=multcp&view=wpf&links=10,2&flows=a:1-2:4,b:1:1,c:2:1&t=20&warmup=5&reps=2',
    );
    expect(out.code).toBe(0);
    const r = JSON.parse(out.stdout);
    expect(r.query).toBe(
      'lab=multcp&view=wpf&links=10,2&flows=a:1-2:4,b:1:1,c:2:1&t=20&warmup=5&reps=2',
    );
    expect(r.setup.links.map((l: { capacityMbps: number }) => l.capacityMbps)).toEqual([10, 2]);
    expect(r.setup.links[0].queue).toMatchObject({ kind: 'red', limitPackets: 120 });
    expect(r.allocations.weightedProportional[0]).toBeCloseTo(1.5843, 3);
    expect(r.points).toHaveLength(1);
    expect(r.points[0].flows).toHaveLength(3);
    expect(r.columns[0]).toBe('a_mbps');
  });

  it('view=fig5 states Fig. 3 as built: 22 senders, 10 Mbit/s, RED 5/15/20 in packets', async () => {
    const out = await sim('lab=multcp&view=fig5&flavours=sack&sweep=n:2&reps=2&t=20&warmup=5');
    expect(out.code).toBe(0);
    const r = JSON.parse(out.stdout);
    expect(r.setup.bottleneck).toMatchObject({
      capacityMbps: 10,
      queue: {
        kind: 'red',
        mode: 'packets',
        limitPackets: 20,
        minThreshPackets: 5,
        maxThreshPackets: 15,
      },
    });
    expect(r.setup.senders).toHaveLength(22);
    expect(r.points[0].value.mean).toBeGreaterThan(0);
  });

  it('a bad sweep for the view is an error naming it (exit 2)', async () => {
    const out = await sim('lab=multcp&view=fig4&sweep=rwnd:1..3');
    expect(out.code).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr).toContain('sweep');
  });
});
