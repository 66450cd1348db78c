import { describe, expect, it } from 'vitest';
import { simInProcess as sim } from '../../cli/simCommand';

/** The packet views on the command line: the sweep's JSON and CSV, strict errors, --help. */

// short runs (60 s at 10 Mbit/s): the shape is tested here, the numbers by the figure tests
const FIG10 = 'lab=illinois&view=buffers&buffers=10,50&reps=2&t=60&twarm=15';

describe('npm run sim -- "lab=illinois&view=<experiment>&…"', () => {
  it('JSON: the canonical query, the run lengths, every point with its runs, and the summary', async () => {
    const r = await sim(FIG10, '--workers', '1');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.lab).toBe('illinois');
    expect(j.query).toBe(FIG10);
    expect(j.view).toBe('buffers');
    expect(j.run).toEqual({ t: 60, warmup: 15, reps: 2 });
    // a point is one run: B, then the replication, then the series
    expect(
      j.points.map(
        (p: { coords: number[]; series: string }) => `${p.coords.join('/')}/${p.series}`,
      ),
    ).toEqual([
      '10/0/illinois',
      '10/0/reno',
      '10/1/illinois',
      '10/1/reno',
      '50/0/illinois',
      '50/0/reno',
      '50/1/illinois',
      '50/1/reno',
    ]);
    const p = j.points[0];
    expect(p.runs).toHaveLength(1);
    expect(p.flows).toEqual([{ cc: 'illinois', rttMs: 60, noiseMs: 0 }]);
    expect(p.flow[0].cwnd.mean).toBe(p.runs[0].cwnd[0]);
    expect(p.runs[0].dm[0]).toBeGreaterThan(0); // Illinois's d_m, ms
    // the summary puts the replications together: 95 % intervals from the two runs
    expect(j.summary.rows.map((x: { buffer: number }) => x.buffer)).toEqual([10, 50]);
    expect(j.summary.rows[0].ratio.mean).toBeGreaterThan(1);
    expect(j.summary.rows[0].ratio.ci95).toHaveLength(2);
    expect(j.sweep).toMatchObject({ lab: 'illinois', view: 'buffers', buffers: [10, 50] });
  });

  it('CSV: one row per run, the same numbers as the JSON', async () => {
    const [csv, json] = await Promise.all([
      sim(FIG10, '--workers', '1', '--format', 'csv'),
      sim(FIG10, '--workers', '1'),
    ]);
    const lines = csv.stdout.trim().split('\n');
    expect(lines).toHaveLength(9);
    expect(lines[0].split(',').slice(0, 4)).toEqual(['buffer', 'rep', 'series', 'seed']);
    const cw = lines[0].split(',').indexOf('flow1_cwnd');
    expect(Number(lines[1].split(',')[cw])).toBe(
      JSON.parse(json.stdout).points[0].flow[0].cwnd.mean,
    );
  });

  it('view=lossy&sim=1 adds the models to the packet runs', async () => {
    const r = await sim(
      'lab=illinois&view=lossy&sim=1&simpd=0.01&t=30&twarm=10&reps=1',
      '--workers',
      '1',
    );
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.models.bound).toBeCloseTo(Math.sqrt(40), 12);
    expect(j.summary[0].pd).toBe(0.01);
    expect(j.summary[0].ratio.mean).toBeGreaterThan(0);
  });

  it('a bad packet parameter: exit 2, named on stderr, nothing on stdout', async () => {
    for (const q of [
      'lab=illinois&view=longfat&t=50&twarm=60',
      'lab=illinois&view=noise&sigma=-1',
      'lab=illinois&view=buffers&cc=bbr',
    ]) {
      const r = await sim(q);
      expect(r.code, q).toBe(2);
      expect(r.stdout, q).toBe('');
      expect(r.stderr, q).toMatch(/^(twarm|sigma|cc):/m);
    }
  });

  it('--help lists the experiments and their parameters', async () => {
    const r = await sim('--help');
    for (const v of ['view=buffers', 'view=longfat', 'view=rttfair', 'view=friendly', 'view=noise'])
      expect(r.stdout).toContain(v);
    for (const p of [
      'cc',
      'gamma',
      'cap',
      'tp',
      'buffers',
      'nmix',
      'sigma',
      'sim',
      'simpd',
      'reps',
      't',
      'twarm',
    ])
      expect(r.stdout).toMatch(new RegExp(`\\n  ${p} `));
  });
});
