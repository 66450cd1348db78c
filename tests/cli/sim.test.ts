import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { theorem1 } from '../../src/engines/aimd/theory';
import { simInProcess as sim, simProcess } from './simCommand';

/**
 * The real entry point (src/cli/sim.ts: a Node process, its streams and exit code) in the first
 * test and for one error and --help; the rest in this process (`main`, what sim.ts calls), which
 * reads the same arguments and writes the same bytes, without 0.5-1 s of Node and tsx each time.
 */
describe('npm run sim', () => {
  it('prints the JSON report: scenario, summary, per-flow table and theory', async () => {
    const r = await simProcess(
      'https://example.org/aimd/?lab=aimd&n=4&beta=0.5&policy=largest-rate&seed=7&events=20000',
    );
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.lab).toBe('aimd');
    expect(out.scenario).toMatchObject({
      lab: 'aimd',
      n: 4,
      beta: 0.5,
      policy: 'largest-rate',
      seed: 7,
    });
    const s = out.summary;
    expect(s.events).toBe(20000);
    expect(s.time).toBeGreaterThan(0);
    expect(Math.abs(s.utilization - theorem1(4, 0.5))).toBeLessThan(1e-6);
    expect(s.utilizationCI95).toHaveLength(2);
    expect(s.utilizationCI95[0]).toBeLessThanOrEqual(s.utilization);
    expect(typeof s.aggregateSecondMoment).toBe('number');
    expect(s.flows).toHaveLength(4);
    for (const f of s.flows)
      expect(Object.keys(f).sort()).toEqual(['secondMoment', 'signals', 'throughput']);
    expect(out.theory.theorem1).toEqual({ applies: true, value: theorem1(4, 0.5) });
  });

  it('the same scenario as a query string, a URL and JSON gives the same numbers', async () => {
    const a = JSON.parse(
      (await sim('n=3&policy=rate-proportional&events=5000&seed=3')).stdout,
    ).summary;
    const b = JSON.parse((await sim('?lab=aimd&n=3&events=5000&seed=3')).stdout).summary;
    const c = JSON.parse((await sim('{"lab":"aimd","n":3,"events":5000,"seed":3}')).stdout).summary;
    expect(b).toEqual(a);
    expect(c).toEqual(a);
  });

  it('CSV: the per-flow table with an aggregate row; --path adds the path table', async () => {
    const r = await sim(
      'n=2&events=1000&warmup=100&policy=rate-independent',
      '--format',
      'csv',
      '--path',
    );
    expect(r.code).toBe(0);
    const [table, path] = r.stdout.trim().split('\n\n');
    const rows = table.split('\n');
    expect(rows[0]).toBe('flow,throughput,second_moment,signals');
    expect(rows).toHaveLength(4);
    expect(rows[3]).toMatch(/^all,0\.8/);
    const pathRows = path.split('\n');
    expect(pathRows[0]).toBe('event,time,flow,before,after,span');
    expect(pathRows).toHaveLength(1001);
  });

  it('--out writes the file and nothing on stdout; @file reads a scenario file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'aimd-'));
    writeFileSync(
      join(dir, 's.json'),
      JSON.stringify({ lab: 'aimd', n: 2, events: 2000, policy: 'beatdown' }),
    );
    const out = join(dir, 'r.json');
    const r = await sim(`@${join(dir, 's.json')}`, '--out', out);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    const report = JSON.parse(readFileSync(out, 'utf8'));
    expect(report.summary.flows[0].secondMoment).toBeCloseTo(28 / 111, 9);
  });

  it('any problem in the scenario is an error: exit 2, the parameter named on stderr, nothing on stdout', async () => {
    // the process's exit code
    const bad = await simProcess('n=3&beta=1.5');
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toContain('beta');
    for (const [input, param] of [
      ['n=3&beta=1.5', 'beta'],
      ['n=3&colour=red', 'colour'],
      ['{"n": 3, "policy": "fastest"}', 'policy'],
      ['{"n": 3,', '(file)'],
      ['n=2&c=1&x0=0.7,0.7', 'x0'],
      ['n=2&compare=1&b.policy=beatdown', 'compare'],
      ['{"lab": "aimd", "compare": {"a": {"n": 2}, "b": {"n": 3}}}', 'compare'],
    ]) {
      const r = await sim(input);
      expect(r.code, input).toBe(2);
      expect(r.stdout, input).toBe('');
      expect(r.stderr, input).toContain(param);
    }
  });

  it('a default that conflicts with what the scenario writes adapts: a note on stderr, exit 0', async () => {
    // the two: a 5 s Dumbbell run against its 300 s warm-up, a 6 s transfer against 50 s
    for (const [input, note, field, value] of [
      [
        'lab=dumbbell&t=5',
        'sim: note: warmup: the default 300 s is not shorter than t = 5 s',
        'warmup',
        2.5,
      ],
      [
        'lab=buffer&duration=6&n=2',
        'sim: note: warmup: the default 50 s is not shorter than duration = 6 s',
        'warmup',
        1,
      ],
    ] as const) {
      const r = await sim(input);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr.split('\n')[0]).toContain(note);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(JSON.parse(r.stdout).scenario[field]).toBe(value);
    }
  });

  it('bad options are usage errors (exit 2); --help documents parameters and policies', async () => {
    expect((await sim('n=2', '--format', 'xml')).code).toBe(2);
    expect((await sim('n=2', '--frobnicate')).code).toBe(2);
    expect((await sim()).code).toBe(2);
    const h = await simProcess('--help');
    expect(h.code).toBe(0);
    for (const word of ['beta', 'warmup', 'beatdown', 'one event is one tagging'])
      expect(h.stdout).toContain(word);
  });
});
