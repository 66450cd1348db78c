import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slowStart } from '../../src/engines/models/parallelTcp/chanPhases';
import { labById } from '../../src/labs/registry';
import { decodeQuery, encodeJson, encodeQuery, queryEntries } from '../../src/scenario/codec';

/**
 * Every pair of parameters where a default can conflict with a value the user wrote: for any value
 * written, the scenario decodes without an error, the note names the default that gave way, the
 * rule holds, the adapted value is the one its note states (checked here from the defaults, not
 * from the code), and the link the page writes back leaves that value out and reads the same.
 */

type Scenario = Record<string, unknown>;

/** Decodes `query`, checks the notes name exactly `adapted` and the round trip; the scenario. */
function adapts(query: string, adapted: string[]): Scenario {
  const lab = labById(/lab=([a-z]+)/.exec(query)![1])!;
  const d = decodeQuery(lab.schema, query);
  expect(
    d.problems.filter((p) => !p.note),
    query,
  ).toEqual([]);
  expect(d.problems.map((p) => p.param).sort(), query).toEqual([...adapted].sort());
  const link = encodeQuery(lab.schema, d.scenario);
  const back = decodeQuery(lab.schema, link);
  expect(encodeJson(lab.schema, back.scenario), link).toEqual(encodeJson(lab.schema, d.scenario));
  return d.scenario as Scenario;
}

/** Whether the link the page writes for `query` writes `param`. */
function writes(query: string, param: string): boolean {
  const lab = labById(/lab=([a-z]+)/.exec(query)![1])!;
  const link = encodeQuery(lab.schema, decodeQuery(lab.schema, query).scenario);
  return queryEntries(link).some(([k]) => k === param);
}

const RUNS = { numRuns: 60 };
/** A positive number with at most 6 significant digits, as people type them. */
const typed = (min: number, max: number) =>
  fc.double({ min, max, noNaN: true }).map((x) => Number(x.toPrecision(6)));

describe('Dumbbell (defaults: t = 600 s, warm-up 300 s, n = 10, DropTail, Reno)', () => {
  it('any t written: the warm-up is t/2 when 300 s does not fit, and never reaches t', () => {
    fc.assert(
      fc.property(typed(0.001, 1e6), (t) => {
        const s = adapts(`lab=dumbbell&t=${t}`, t <= 300 ? ['warmup'] : []);
        expect(s.warmup as number).toBeLessThan(t);
        if (t <= 300) expect(s.warmup).toBe(t * (300 / 600));
        expect(writes(`lab=dumbbell&t=${t}`, 'warmup')).toBe(false);
      }),
      RUNS,
    );
  });

  it('any warm-up written: t is twice it when 600 s does not hold it', () => {
    fc.assert(
      fc.property(typed(0, 5e5), (w) => {
        const s = adapts(`lab=dumbbell&warmup=${w}`, w >= 600 ? ['t'] : []);
        expect(s.t as number).toBeGreaterThan(w);
        if (w >= 600) expect(s.t).toBe(w * (600 / 300));
      }),
      RUNS,
    );
  });

  // (read from the list, not a default giving way: no note)
  it('any per-flow list written: n is its length', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('rtt', 'noise', 'start', 'stop'),
        fc.integer({ min: 2, max: 40 }),
        (param, n) => {
          const list = Array.from({ length: n }, (_, k) => k + 1).join(',');
          const s = adapts(`lab=dumbbell&${param}=${list}`, []);
          expect(s.n).toBe(n);
        },
      ),
      RUNS,
    );
  });

  it("a queue's or a module's parameter alone chooses that queue or module", () => {
    expect(adapts('lab=dumbbell&minth=3', ['queue']).queue).toBe('red');
    expect(adapts('lab=dumbbell&th=3', ['queue']).queue).toBe('threshold');
    expect(adapts('lab=dumbbell&amax=20', ['cc']).cc).toEqual(['illinois']);
    expect(adapts('lab=dumbbell&cscale=0.2', ['cc']).cc).toEqual(['cubic']);
  });

  it("any RED maxth written below 0.6 x buffer: minth takes the defaults' ratio, 0.75 maxth", () => {
    fc.assert(
      fc.property(typed(0.01, 12), (maxth) => {
        const s = adapts(`lab=dumbbell&queue=red&maxth=${maxth}`, maxth <= 12 ? ['minth'] : []);
        expect(s.minth).toBe(0.75 * maxth);
      }),
      RUNS,
    );
  });

  it('any alpha_min written above alpha_max: alpha_max meets it', () => {
    fc.assert(
      fc.property(typed(10.01, 100), (amin) => {
        const s = adapts(`lab=dumbbell&cc=illinois&amin=${amin}`, ['amax']);
        expect(s.amax).toBe(amin);
      }),
      RUNS,
    );
  });
});

describe('Loss policies (defaults: 100000 events, warm-up 100, n = 3, c = 1)', () => {
  it('any run written: a warm-up of a tenth of it when 100 events do not fit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), (events) => {
        const s = adapts(`lab=aimd&events=${events}`, events <= 100 ? ['warmup'] : []);
        expect(s.warmup as number).toBeLessThan(events);
        if (events <= 100) expect(s.warmup).toBe(Math.floor(events / 10));
      }),
      RUNS,
    );
  });

  it("any warm-up written: the default's 99900 measured events follow it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (w) => {
        const s = adapts(`lab=aimd&warmup=${w}`, w >= 100000 ? ['events'] : []);
        if (w >= 100000) expect(s.events).toBe(w + 100000 - 100);
      }),
      RUNS,
    );
  });

  it('any initial rates written: c rises to their sum when 1 does not hold them', () => {
    fc.assert(
      fc.property(fc.array(typed(0, 10), { minLength: 3, maxLength: 3 }), (x0) => {
        const sum = x0.reduce((a, b) => a + b, 0);
        const s = adapts(`lab=aimd&x0=${x0.join(',')}`, sum > 1 ? ['c'] : []);
        expect(s.c).toBe(Math.max(1, sum));
      }),
      RUNS,
    );
  });

  it('any per-flow list written: n is its length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 50 }), (n) => {
        const beta = Array.from({ length: n }, () => 0.5).join(',');
        expect(adapts(`lab=aimd&beta=${beta}`, []).n).toBe(n);
      }),
      RUNS,
    );
  });
});

describe('Parallel sockets and Insensitivity (sweeps)', () => {
  it('a long sweep written: the default 5 replications shrink to what the runs cap allows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 1000 }), (top) => {
        const points = top * 6; // n = 1..top, six policies
        const s = adapts(
          `lab=sockets&sweep=n:1..${top}&policies=all`,
          points * 5 > 20000 ? ['reps'] : [],
        );
        expect((s.reps as number) * points).toBeLessThanOrEqual(20000);
      }),
      RUNS,
    );
  });

  it("a second axis of n written alone replaces the lab's default n axis", () => {
    expect(adapts('lab=sockets&sweep2=n:1..3', ['sweep']).sweep).toEqual({
      param: 'n',
      kind: 'range',
      from: 1,
      to: 3,
    });
  });

  it('weights, or one flow, written: the default sigma sweep gives way', () => {
    expect(adapts('lab=insensitivity&weights=1,2,3,4', ['sweep']).sweep).toBeNull();
    expect(adapts('lab=insensitivity&n=1', ['sweep']).sweep).toBeNull();
  });
});

describe('Buffer-aware models (defaults: 45 Mbit/s, 100 ms, Q = 50, N = 8, 300 s, warm-up 50 s)', () => {
  const pipe = (45e6 * 0.1) / (8 * 1000); // 562.5 packets

  it('any duration written: the warm-up is duration/6 when 50 s does not fit', () => {
    fc.assert(
      fc.property(typed(0.7, 1e6), (duration) => {
        const s = adapts(`lab=buffer&duration=${duration}`, duration <= 50 ? ['warmup'] : []);
        expect(s.warmup as number).toBeLessThan(duration);
        if (duration <= 50) expect(s.warmup).toBe(duration / 6);
      }),
      RUNS,
    );
  });

  it('any N written: the buffer grows to the smallest that gives each a V + X = 4 window', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10000 }), (n) => {
        const fits = (q: number) => (pipe + q) / n >= 4;
        const s = adapts(`lab=buffer&n=${n}`, fits(50) ? [] : ['q']);
        expect(fits(s.q as number)).toBe(true);
        if (!fits(50)) expect(fits((s.q as number) - 1)).toBe(false);
      }),
      RUNS,
    );
  });

  it('any RTT written: the transfer lasts at least twice slow start', () => {
    fc.assert(
      fc.property(typed(0.01, 1e5), (rtt) => {
        const T = rtt / 1000;
        const B = 45e6 / 8000;
        const tss = slowStart({ B, T, Q: 50, N: 8 }, 32).T_SS;
        const s = adapts(`lab=buffer&rtt=${rtt}`, tss > 300 ? ['duration'] : []);
        if (tss > 300) expect(s.duration).toBe(2 * tss);
      }),
      RUNS,
    );
  });
});

describe('TCP-Illinois', () => {
  it('any alpha_min written above the paper alpha_max (10): alpha_max meets it', () => {
    fc.assert(
      fc.property(typed(10.01, 100), (amin) => {
        expect(adapts(`lab=illinois&amin=${amin}`, ['amax']).amax).toBe(amin);
      }),
      RUNS,
    );
  });

  it("any run written in a packet view: the view's warm-up ratio (longfat: 100 of 600 s)", () => {
    fc.assert(
      fc.property(typed(1, 1e5), (t) => {
        const s = adapts(`lab=illinois&view=longfat&t=${t}`, t <= 100 ? ['twarm'] : []);
        if (t <= 100) expect(s.simWarmup).toBe(t / 6);
      }),
      RUNS,
    );
  });
});

describe('Multipath TCP (defaults: Balia, Fig. 2 network, fluid, 60 s)', () => {
  it("an algorithm's, a network's or a level's parameter alone chooses it", () => {
    expect(adapts('lab=mptcp&a=2', ['alg']).alg).toBe('ewtcp');
    expect(adapts('lab=mptcp&gbeta=0.3', ['alg']).alg).toBe('generalized');
    expect(adapts('lab=mptcp&c=5', ['net']).net).toBe('friendliness');
    expect(adapts('lab=mptcp&queue=droptail', ['level']).level).toBe('packet');
  });

  it('any dt written: the run holds it (100 samples of a long dt)', () => {
    fc.assert(
      fc.property(typed(1e-4, 1e4), (dt) => {
        const conflict = dt > 60 || dt < 60 / 1e5;
        const s = adapts(`lab=mptcp&dt=${dt}`, conflict ? ['t'] : []);
        const t = (s.t as number | null) ?? 60;
        expect(dt).toBeLessThanOrEqual(t);
        expect(dt * 1e5).toBeGreaterThanOrEqual(t * (1 - 1e-12)); // t/100000, within rounding
      }),
      RUNS,
    );
  });
});

describe('MulTCP (defaults: one 12 Mbit/s link, flows a, b, c; Fig. 3 RED 5/15/20; 300 s, 50 s)', () => {
  it('any run written: the warm-up is t/6 when 50 s does not fit', () => {
    fc.assert(
      fc.property(typed(1, 1e5), (t) => {
        const s = adapts(`lab=multcp&view=fig4&t=${t}`, t <= 50 ? ['warmup'] : []);
        if (t <= 50) expect(s.warmup).toBe(t / 6);
      }),
      RUNS,
    );
  });

  it("any RED limit written: the thresholds keep Fig. 3's proportions to it where they must", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 100000 }), (limit) => {
        // maxthresh 15 moves to 15/20 of a smaller limit; thresh 5 only when that is below it
        const maxth = limit < 15 ? (15 * limit) / 20 : 15;
        const adapted = [...(limit < 15 ? ['maxth'] : []), ...(5 >= maxth ? ['minth'] : [])];
        const s = adapts(`lab=multcp&view=fig4&limit=${limit}`, adapted);
        expect(s.maxth).toBe(maxth);
        expect(s.minth).toBe(5 >= maxth ? (5 * limit) / 20 : 5);
        expect(s.minth as number).toBeLessThan(s.maxth as number);
        expect(s.maxth as number).toBeLessThanOrEqual(limit);
      }),
      RUNS,
    );
  });

  it('any links written: each link the default flows leave gets a flow of weight 1', () => {
    fc.assert(
      fc.property(fc.array(typed(0.1, 1000), { minLength: 1, maxLength: 12 }), (links) => {
        const s = adapts(`lab=multcp&links=${links.join(',')}`, links.length > 1 ? ['flows'] : []);
        const flows = s.flows as { route: number[]; weight: number }[];
        expect(flows).toHaveLength(3 + links.length - 1);
      }),
      RUNS,
    );
  });
});
