import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MPTCP_SCHEMA, type MptcpScenario } from '../../../src/labs/mptcp/scenario';
import {
  MAX_SEEDS,
  PACKET_BUDGET,
  packetHorizon,
  packetWarmup,
} from '../../../src/labs/mptcp/packetScenario';
import { fluidCompanion, fluidCounterpart } from '../../../src/labs/mptcp/packet/companion';
import { decodeJson, decodeQuery, encodeJson, encodeQuery } from '../../../src/scenario/codec';

/** The window level's parameters: written only at level=packet, checked, repaired with a reason. */

const decode = (q: string) => decodeQuery(MPTCP_SCHEMA, q);
const problem = (q: string, param: string) => {
  const p = decode(q).problems.find((x) => x.param === param);
  if (!p) throw new Error(`no problem for ${param} in ${q}: ${JSON.stringify(decode(q).problems)}`);
  return p;
};

describe('level=fluid stays what it was', () => {
  it('no window-level parameter is written at fluid level, in the URL or the file', () => {
    const s = decode('lab=mptcp&net=responsiveness&alg=coupled').scenario;
    expect(encodeQuery(MPTCP_SCHEMA, s)).toBe('lab=mptcp&net=responsiveness&alg=coupled');
    expect(Object.keys(encodeJson(MPTCP_SCHEMA, s))).not.toContain('level');
    expect(Object.keys(encodeJson(MPTCP_SCHEMA, s))).not.toContain('seed');
  });

  it('a window-level parameter at fluid level (written) is reported and ignored', () => {
    const q = 'lab=mptcp&level=fluid&seed=3';
    expect(problem(q, 'seed').reason).toMatch(/packet level only/);
    expect(decode(q).scenario.seed).toBe(1);
  });

  it('a window-level parameter alone makes the level packet (a note)', () => {
    const d = decode('lab=mptcp&seed=3');
    expect(d.scenario).toMatchObject({ level: 'packet', seed: 3 });
    expect(d.problems.map((p) => [p.param, p.note])).toEqual([['level', true]]);
  });

  it('a bad level= is named, and the fluid model runs', () => {
    const p = problem('lab=mptcp&level=window', 'level');
    expect(p.reason).toMatch(/"window" is not one of fluid, packet/);
    expect(p.used).toMatch(/fluid/);
    expect(decode('lab=mptcp&level=window').scenario.level).toBe('fluid');
  });

  it('OLIA has no fluid model: chosen at fluid level it moves to the window level, and says so', () => {
    const d = decode('lab=mptcp&alg=olia');
    expect(d.scenario).toMatchObject({ alg: 'olia', level: 'packet' });
    const note = problem('lab=mptcp&alg=olia', 'level');
    expect([note.reason, note.note]).toEqual([expect.stringMatching(/no fluid model/), true]);
    // asked for the fluid level explicitly: the default algorithm instead
    expect(decode('lab=mptcp&alg=olia&level=fluid').scenario).toMatchObject({
      alg: 'balia',
      level: 'fluid',
    });
    expect(decode('lab=mptcp&alg=olia&level=packet').problems).toEqual([]);
  });
});

describe('level=packet', () => {
  it('defaults: 200 s with a 50 s warm-up (150 s and 20 s for Table IV), RED over 80 ms', () => {
    const s = decode('lab=mptcp&level=packet').scenario;
    expect([packetHorizon(s), packetWarmup(s)]).toEqual([200, 50]);
    expect(s.buffer).toEqual({ unit: 'ms', value: 80 });
    expect(s.queue).toBe('red');
    const r = decode('lab=mptcp&net=responsiveness&level=packet').scenario;
    expect([packetHorizon(r), packetWarmup(r)]).toEqual([150, 20]);
  });

  it('buffer: packets or a time at the link rate', () => {
    expect(decode('lab=mptcp&level=packet&buffer=50').scenario.buffer).toEqual({
      unit: 'packets',
      value: 50,
    });
    expect(decode('lab=mptcp&level=packet&buffer=400ms').scenario.buffer).toEqual({
      unit: 'ms',
      value: 400,
    });
    expect(problem('lab=mptcp&level=packet&buffer=1.5', 'buffer').reason).toMatch(/integer/);
  });

  it('seeds: how many seeds the convergence time is over, 1 to 20 (default 5); a bad value is named', () => {
    expect(decode('lab=mptcp&level=packet').scenario.seeds).toBe(5);
    expect(decode('lab=mptcp&level=packet&seeds=12').scenario.seeds).toBe(12);
    for (const bad of ['0', '21', '2.5', '-1', 'many']) {
      const p = problem(`lab=mptcp&level=packet&seeds=${bad}`, 'seeds');
      expect(p.reason).toMatch(bad === 'many' ? /not a number/ : /integer from 1 to 20/);
      expect(p.used).toBe('the default 5');
      expect(decode(`lab=mptcp&level=packet&seeds=${bad}`).scenario.seeds).toBe(5);
    }
    // a window-level parameter: ignored (and named) at fluid level, never written there
    expect(problem('lab=mptcp&level=fluid&seeds=3', 'seeds').reason).toMatch(/packet level only/);
    const fluid = decode('lab=mptcp&net=responsiveness').scenario;
    expect(Object.keys(encodeJson(MPTCP_SCHEMA, fluid))).not.toContain('seeds');
    // written alone, it makes the level packet (a note)
    expect(decode('lab=mptcp&seeds=3').scenario).toMatchObject({ level: 'packet', seeds: 3 });
  });

  it('balia-decrease applies to Balia only; balia-window is eq. (2)', () => {
    expect(decode('lab=mptcp&level=packet&balia-decrease=paper').scenario.bdec).toBe('paper');
    expect(
      problem('lab=mptcp&level=packet&alg=max&balia-decrease=paper', 'balia-decrease').reason,
    ).toMatch(/alg=balia only/);
    const s = (q: string) => decode(`lab=mptcp&level=packet&${q}`).scenario;
    expect(fluidCounterpart(s('balia-decrease=fluid'))?.alg).toBe('balia');
    expect(fluidCounterpart(s('balia-decrease=paper'))?.alg).toBe('balia-window');
    expect(fluidCounterpart(s('balia-decrease=kernel'))).toMatchObject({
      alg: 'balia',
      exact: false,
    });
    expect(fluidCounterpart(s('alg=olia'))).toBeNull();
    expect(fluidCompanion(s('alg=coupled&t=90'))).toMatchObject({
      level: 'fluid',
      alg: 'coupled',
      t: 90,
    });
  });

  it('warm-up after the end, too many packets, a route shorter than its links: each named', () => {
    expect(problem('lab=mptcp&level=packet&t=30&warmup=40', 'warmup').reason).toMatch(
      /less than t = 30/,
    );
    // 2 x 10 Gbit/s for 1000 s is far beyond the budget: t is cut down to fit
    const big = 'lab=mptcp&level=packet&c1=10000&c2=10000&t=1000';
    expect(problem(big, 't').used).toMatch(/^t=\d+$/);
    const t = decode(big).scenario.t!;
    expect(2 * (10e9 / 8320) * t).toBeLessThanOrEqual(PACKET_BUDGET);
    const net = encodeURIComponent(
      JSON.stringify({ links: [[10, 30]], sources: [{ routes: [{ links: [1], rtt: 10 }] }] }),
    );
    const q = `lab=mptcp&level=packet&net=custom&network=${net}`;
    expect(problem(q, 'network').reason).toMatch(
      /cannot run at packet level.*RTT 10 ms is shorter than the 20 ms/,
    );
    expect(decode(q).scenario.level).toBe('fluid');
  });

  const packetScenario: fc.Arbitrary<MptcpScenario> = fc
    .record({
      net: fc.constantFrom('friendliness', 'two-links', 'responsiveness'),
      alg: fc.constantFrom(
        'ewtcp',
        'coupled',
        'semicoupled',
        'max',
        'balia',
        'balia-window',
        'olia',
      ),
      t: fc.option(fc.integer({ min: 60, max: 400 })),
      warmup: fc.option(fc.integer({ min: 0, max: 50 })),
      seed: fc.integer({ min: 0, max: 1000 }),
      seeds: fc.integer({ min: 1, max: MAX_SEEDS }),
      buffer: fc.oneof(
        fc.integer({ min: 2, max: 1000 }).map((v) => ({ unit: 'packets' as const, value: v })),
        fc.integer({ min: 1, max: 1000 }).map((v) => ({ unit: 'ms' as const, value: v })),
      ),
      queue: fc.constantFrom('red', 'droptail'),
      bdec: fc.constantFrom('paper', 'fluid', 'kernel'),
      dt: fc.option(fc.constantFrom(0.005, 0.01, 0.02)),
    })
    .map((r) => {
      const s = decode(`lab=mptcp&level=packet&net=${r.net}&alg=${r.alg}`).scenario;
      return { ...s, ...r, bdec: r.alg === 'balia' ? r.bdec : 'fluid' } as MptcpScenario;
    });

  it('decode(encode(s)) gives back exactly s, with no problems (URL and file)', () => {
    fc.assert(
      fc.property(packetScenario, (s) => {
        const q = decodeQuery(MPTCP_SCHEMA, encodeQuery(MPTCP_SCHEMA, s));
        expect(q.problems).toEqual([]);
        expect(q.scenario).toEqual(s);
        const j = decodeJson(MPTCP_SCHEMA, JSON.stringify(encodeJson(MPTCP_SCHEMA, s)));
        expect(j.problems).toEqual([]);
        expect(j.scenario).toEqual(s);
      }),
      { numRuns: 200 },
    );
  });
});
