import { describe, expect, it } from 'vitest';
import { DUMBBELL_SCHEMA } from '../../../src/labs/families/packet/scenario';
import { EXPERIMENT_SWEEPS, flowCount } from '../../../src/labs/illinois/experiments/definition';
import {
  experimentJob,
  packetsPerSecond,
  seriesOf,
  setupAt,
} from '../../../src/labs/illinois/experiments/job';
import { packetParams } from '../../../src/labs/illinois/experiments/run';
import { packetView, runLength } from '../../../src/labs/illinois/experiments/views';
import { windowLinks } from '../../../src/labs/illinois/packet/windowLinks';
import { ILLINOIS_PRESETS } from '../../../src/labs/illinois/presets';
import { ILLINOIS_SCHEMA } from '../../../src/labs/illinois/scenario';
import { experimentKey } from '../../../src/labs/illinois/worker/experimentSource';
import { decodeJson, decodeQuery, encodeJson, encodeQuery } from '../../../src/scenario/codec';
import { editScenario } from '../../../src/scenario/edit';
import { enumeratePoints } from '../../../src/sweep/plan';

/** The packet views' parameters, their sweeps and their links (no simulation here). */

const decode = (q: string) => decodeQuery(ILLINOIS_SCHEMA, `lab=illinois&${q}`);
const scenario = (q: string) => {
  const d = decode(q);
  expect(d.problems, q).toEqual([]);
  return d.scenario;
};

describe('the packet views as parameters of the lab', () => {
  it("each view alone is its figure's setup, and writes nothing but the view", () => {
    const cases: [string, { cap: number; tp: number; buffer: number; n: number }][] = [
      ['buffers', { cap: 10, tp: 60, buffer: 10, n: 1 }],
      ['longfat', { cap: 100, tp: 100, buffer: 100, n: 1 }],
      ['rttfair', { cap: 100, tp: 100, buffer: 100, n: 4 }],
      ['friendly', { cap: 100, tp: 100, buffer: 100, n: 2 }],
      ['noise', { cap: 10, tp: 60, buffer: 50, n: 2 }],
    ];
    for (const [view, want] of cases) {
      const s = scenario(`view=${view}`);
      expect(encodeQuery(ILLINOIS_SCHEMA, s)).toBe(`lab=illinois&view=${view}`);
      const job = experimentJob(s);
      const p = enumeratePoints(job, seriesOf(job))[0];
      const setup = setupAt(job, p);
      expect(
        { cap: setup.cap, tp: setup.flows[0].rttMs, buffer: setup.buffer, n: setup.flows.length },
        view,
      ).toEqual(want);
    }
    // the lossy link runs nothing until sim=1, then Fig. 14's link
    expect(packetView(scenario('view=lossy'))).toBeNull();
    const lossy = experimentJob(scenario('view=lossy&sim=1'));
    const first = setupAt(lossy, enumeratePoints(lossy, seriesOf(lossy))[0]);
    expect([first.cap, first.buffer, first.flows[0].rttMs, first.loss]).toEqual([
      40, 200, 100, 0.0005,
    ]);
  });

  it('sweeps: the axis, the series and the replications each view runs', () => {
    const job = (q: string) => experimentJob(scenario(q));
    const b = job('view=buffers');
    expect(b.sweep).toEqual({ param: 'buffer', kind: 'list', values: [10, 20, 30, 40, 50] });
    // each replication is a point: its number is the last axis
    expect(b.sweep2).toEqual({ param: 'rep', kind: 'list', values: [0, 1, 2] });
    expect(seriesOf(b)).toEqual(['illinois', 'reno']);
    expect(b.reps).toBe(1);
    expect(enumeratePoints(b, seriesOf(b)).slice(0, 3)).toEqual([
      { index: 0, series: 'illinois', coords: [10, 0] },
      { index: 1, series: 'reno', coords: [10, 0] },
      { index: 2, series: 'illinois', coords: [10, 1] },
    ]);
    expect(seriesOf(job('view=longfat'))).toEqual(['illinois', 'reno', 'highspeed', 'cubic']);
    // paper 003's BIC-TCP and C-TCP (Figs. 8-9, 12-13), on request
    expect(seriesOf(job('view=longfat&cc=illinois,bic,compound'))).toEqual([
      'illinois',
      'bic',
      'compound',
    ]);
    // Fig. 8: three replications of each algorithm, a point each
    expect(job('view=longfat').sweep).toEqual({ param: 'rep', kind: 'list', values: [0, 1, 2] });
    expect(job('view=longfat&reps=1').sweep).toEqual({ param: 'rep', kind: 'list', values: [0] });
    expect(job('view=longfat').sweep2).toBeNull();
    expect(seriesOf(job('view=rttfair'))).toEqual([
      'illinois/equal',
      'illinois/unequal',
      'reno/equal',
      'reno/unequal',
    ]);
    expect(seriesOf(job('view=noise&cc=illinois,vegas&gamma=2,5'))).toEqual([
      'illinois/both',
      'illinois/one',
      'vegas:2/both',
      'vegas:2/one',
      'vegas:5/both',
      'vegas:5/one',
    ]);
    const pd = job('view=lossy&sim=1&simpd=0.001,0.01&reps=2');
    expect(pd.sweep).toEqual({ param: 'pd', kind: 'list', values: [0.001, 0.01] });
    expect(pd.sweep2).toEqual({ param: 'rep', kind: 'list', values: [0, 1] });
    expect(seriesOf(pd)).toEqual(['illinois', 'reno']);
    expect(runLength(job('view=longfat&t=200'))).toEqual({ t: 200, warmup: 100, reps: 3 });
  });

  it('builds each flow: friendly puts n Reno flows first, noise one or both noisy, Vegas its γ', () => {
    const f = experimentJob(scenario('view=friendly&nmix=2'));
    expect(setupAt(f, { series: 'cubic', coords: [] }).flows.map((x) => x.cc)).toEqual([
      'reno',
      'reno',
      'cubic',
      'cubic',
    ]);
    const b = experimentJob(scenario('view=friendly&cc=bic,compound'));
    expect(packetParams(b, setupAt(b, { series: 'compound', coords: [] }), 1).cc).toEqual([
      { name: 'reno' },
      { name: 'compound' },
    ]);
    const n = experimentJob(scenario('view=noise'));
    expect(setupAt(n, { series: 'vegas:5/one', coords: [20] }).flows).toEqual([
      { cc: 'vegas:5', rttMs: 60, noiseMs: 20 },
      { cc: 'vegas:5', rttMs: 60, noiseMs: 0 },
    ]);
    const params = packetParams(n, setupAt(n, { series: 'vegas:5/both', coords: [20] }), 7);
    expect(params.cc).toEqual([
      { name: 'vegas', gamma: 5 },
      { name: 'vegas', gamma: 5 },
    ]);
    expect(params.rttNoise).toEqual([0.02, 0.02]);
    expect(params.rtt).toEqual([0.06, 0.06]);
    // Illinois gets the lab's parameters (Sec. 6.3's η₁ = 0.2 here) under the engine's names
    const l = experimentJob(scenario('view=lossy&sim=1&eta1=0.2&bmin=0.2'));
    const cc = packetParams(l, setupAt(l, { series: 'illinois', coords: [0.01] }), 1).cc;
    expect(cc).toEqual([
      expect.objectContaining({ name: 'illinois', eta1: 0.2, bmin: 0.2, amax: 10 }),
    ]);
    // unequal RTTs are the SMM's list (60..120 ms for four flows)
    const r = experimentJob(scenario('view=rttfair'));
    expect(setupAt(r, { series: 'reno/unequal', coords: [] }).flows.map((x) => x.rttMs)).toEqual([
      60, 80, 100, 120,
    ]);
    expect(packetsPerSecond(10)).toBeCloseTo(1201.923, 3);
  });

  it('round-trips every new field by URL and by file; hides what a view does not use', () => {
    const q =
      'lab=illinois&view=noise&eta1=0.2&cc=illinois,vegas,reno&gamma=3,6&cap=20&tp=80&buffer=60&sigma=0,10,25&reps=3&t=400&twarm=50';
    const d = decode(q.slice('lab=illinois&'.length));
    expect(d.problems).toEqual([]);
    expect(encodeQuery(ILLINOIS_SCHEMA, d.scenario)).toBe(q);
    const file = decodeJson(
      ILLINOIS_SCHEMA,
      JSON.stringify(encodeJson(ILLINOIS_SCHEMA, d.scenario)),
    );
    expect(file.problems).toEqual([]);
    expect(file.scenario).toEqual(d.scenario);
    for (const other of [
      'lab=illinois&view=buffers&cc=reno,cubic&buffers=5,15,25',
      'lab=illinois&view=friendly&nmix=2&queue=red',
      'lab=illinois&view=lossy&sim=1&simpd=0.001..0.01/4&reps=2',
    ])
      expect(encodeQuery(ILLINOIS_SCHEMA, scenario(other.slice(13)))).toBe(other);
    // a packet parameter in a model view, or another experiment's, is not written
    expect(encodeQuery(ILLINOIS_SCHEMA, scenario('view=curves&cap=20&sigma=5'))).toBe(
      'lab=illinois',
    );
    expect(encodeQuery(ILLINOIS_SCHEMA, scenario('view=longfat&nmix=3&buffers=7'))).toBe(
      'lab=illinois&view=longfat',
    );
    expect(encodeQuery(ILLINOIS_SCHEMA, scenario('view=lossy&simpd=0.01,0.02'))).toBe(
      'lab=illinois&view=lossy',
    );
  });

  it('names each bad value and says what was used instead', () => {
    const cases: [string, string, RegExp][] = [
      ['view=buffers&cc=illinois,bbr', 'cc', /"bbr" is not one of/],
      ['view=buffers&cc=reno,reno', 'cc', /twice; reno/],
      ['view=buffers&buffers=10,10.5', 'buffers', /integer/],
      ['view=noise&sigma=5,5', 'sigma', /twice; 5/],
      ['view=longfat&t=50&twarm=100', 'twarm', /must be less than t \(50 s\), got 100/],
      ['view=longfat&twarm=700&t=600', 'twarm', /t\/6, the defaults' ratio/],
      ['view=friendly&nmix=0', 'nmix', /the default 1/],
      ['view=rttfair&queue=codel', 'queue', /the default droptail/],
      ['view=longfat&reps=0', 'reps', /ignored/],
    ];
    for (const [q, param, text] of cases) {
      const d = decode(q);
      expect(d.problems, q).toHaveLength(1);
      expect(d.problems[0].param, q).toBe(param);
      expect(`${d.problems[0].reason}; ${d.problems[0].used}`, q).toMatch(text);
    }
  });

  it("lets the unwritten side of the run follow the written one, in the view's ratio", () => {
    // longfat: 100 s of warm-up in 600 s
    const short = decode('view=longfat&t=60');
    expect(short.problems.map((p) => [p.param, p.note])).toEqual([['twarm', true]]);
    expect(runLength(short.scenario)).toMatchObject({ t: 60, warmup: 10 });
    const long = decode('view=longfat&twarm=700');
    expect(long.problems.map((p) => [p.param, p.note])).toEqual([['t', true]]);
    expect(runLength(long.scenario)).toMatchObject({ t: 4200, warmup: 700 });
  });

  it('a change of the model views does not restart the packet runs; a change of the setup does', () => {
    const s = scenario('view=longfat');
    const key = experimentKey(experimentJob(s));
    const same = editScenario(ILLINOIS_SCHEMA, s, { dm: 25, basis: 'time', points: 11 }).scenario;
    expect(experimentKey(experimentJob(same))).toBe(key);
    for (const change of [{ cap: 50 }, { amax: 5 }, { seed: 2 }, { simReps: 2 }])
      expect(experimentKey(experimentJob({ ...s, ...change })), JSON.stringify(change)).not.toBe(
        key,
      );
  });

  it("CSV columns: the swept value, the series and seed of the run, then each flow's numbers", () => {
    const cols = (q: string) => {
      const job = experimentJob(scenario(q));
      return [job.sweep?.param, ...EXPERIMENT_SWEEPS.columns(job)].join(',');
    };
    expect(cols('view=buffers')).toBe(
      'buffer,series,seed,utilization,flow1_cc,flow1_rtt_ms,flow1_sigma_ms,flow1_throughput,flow1_cwnd,flow1_timeouts,flow1_dm_ms',
    );
    expect(flowCount(experimentJob(scenario('view=rttfair&rtt=50,100,150')))).toBe(3);
    expect(
      cols('view=noise')
        .split(',')
        .filter((c) => c.endsWith('_cc')),
    ).toEqual(['flow1_cc', 'flow2_cc']);
  });
});

describe('"see the window": the Dumbbell lab runs each experiment live', () => {
  it('links every packet view to Dumbbell URLs made only of its parameters', () => {
    const views = [
      'view=buffers',
      'view=longfat',
      'view=rttfair',
      'view=rttfair&queue=red',
      'view=friendly&nmix=2',
      'view=noise',
      'view=lossy&sim=1',
      'view=lossy&sim=1&eta1=0.2&amax=9',
      'view=longfat&variant=linux&cc=illinois,cubic',
    ];
    for (const q of views) {
      const links = windowLinks(scenario(q));
      expect(links.length, q).toBeGreaterThan(0);
      for (const l of links) {
        const d = decodeQuery(DUMBBELL_SCHEMA, l.query);
        expect(d.problems, `${q}: ${l.query}`).toEqual([]);
        expect(l.query.startsWith('lab=dumbbell&'), l.query).toBe(true);
      }
    }
    expect(windowLinks(scenario('view=buffers')).map((l) => l.query)).toEqual([
      'lab=dumbbell&n=1&cc=illinois&cap=10&rtt=60&buffer=30',
      'lab=dumbbell&n=1&cc=reno&cap=10&rtt=60&buffer=30',
      'lab=dumbbell&n=2&cc=illinois,reno&cap=10&rtt=60&buffer=30',
    ]);
    expect(windowLinks(scenario('view=longfat'))[0].query).toBe(
      'lab=dumbbell&n=1&cc=illinois&cap=100&rtt=100&buffer=100',
    );
    // Illinois's parameters go along, to the links that run Illinois only
    expect(windowLinks(scenario('view=lossy&sim=1&eta1=0.2')).map((l) => l.query)).toEqual([
      'lab=dumbbell&n=1&cc=illinois&cap=40&rtt=100&buffer=200&loss=0.005&eta1=0.2',
      'lab=dumbbell&n=1&cc=reno&cap=40&rtt=100&buffer=200&loss=0.005',
    ]);
    expect(windowLinks(scenario('view=longfat&variant=linux'))[0].query).toBe(
      'lab=dumbbell&n=1&cc=illinois&cap=100&rtt=100&buffer=100&ivariant=linux',
    );
    // Fig. 15: the Dumbbell lab's own RTT noise and Vegas γ, at the middle σ
    expect(windowLinks(scenario('view=noise&gamma=5&sigma=0,20,40')).map((l) => l.query)).toEqual([
      'lab=dumbbell&n=2&cc=illinois&cap=10&rtt=60&buffer=50&noise=20',
      'lab=dumbbell&n=2&cc=vegas&cap=10&rtt=60&buffer=50&noise=20&gamma=5',
      'lab=dumbbell&n=2&cc=reno&cap=10&rtt=60&buffer=50&noise=20',
    ]);
    expect(windowLinks(scenario('view=curves'))).toEqual([]);
  });

  it('every preset decodes without a problem', () => {
    for (const p of ILLINOIS_PRESETS)
      expect(decodeQuery(ILLINOIS_SCHEMA, p.query).problems).toEqual([]);
  });
});
