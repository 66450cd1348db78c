import { describe, expect, it } from 'vitest';
import { PacketSimulation } from '../../../src/engines/packet/simulation';
import type { TraceChunk } from '../../../src/engines/packet/measure/traces';
import { ccGroups, flowsText } from '../../../src/labs/families/packet/ccModules';
import { ccLines } from '../../../src/labs/dumbbell/ccSummary';
import { dumbbellCommandLine } from '../../../src/labs/dumbbell/cli';
import { toPacketParams } from '../../../src/labs/families/packet/params';
import { pictureLayout } from '../../../src/labs/dumbbell/pictureLayout';
import { DUMBBELL_PRESETS } from '../../../src/labs/dumbbell/presets';
import { pathColumns, pathCsv } from '../../../src/labs/dumbbell/report';
import { flowBars, quietSince } from '../../../src/labs/dumbbell/statsView';
import { stepCaption } from '../../../src/labs/dumbbell/stepCaption';
import { dumbbellTheory } from '../../../src/labs/dumbbell/theory';
import { toFrameStats, traceFrame } from '../../../src/labs/dumbbell/worker/frame';
import type { PacketStep } from '../../../src/labs/dumbbell/worker/protocol';
import { scenario } from './worker/helpers';

const reason = (v: { applies: boolean } & ({ reason: string } | { value: number })) =>
  'reason' in v ? v.reason : null;

describe('the page says which congestion control each flow runs', () => {
  it('groups flows by module, in words', () => {
    expect(ccGroups(['illinois', 'reno', 'illinois'], 3)).toEqual([
      { name: 'illinois', flows: [0, 2] },
      { name: 'reno', flows: [1] },
    ]);
    expect(flowsText([0, 1, 2, 4], 10)).toBe('flows 1-3, 5');
    expect(flowsText([0, 1, 2], 3)).toBe('all 3 flows');
    expect(flowsText([0, 1], 2)).toBe('both flows');
    expect(flowsText([1], 3)).toBe('flow 2');
    const lines = ccLines(scenario({ n: 2, cc: ['illinois', 'reno'] }));
    expect(lines.map((l) => [l.flows, l.title])).toEqual([
      ['flow 1', 'TCP-Illinois'],
      ['flow 2', 'Reno'],
    ]);
    expect(lines[0].params).toContain('β (removed) from 0.125 up to 0.5');
    expect(ccLines(scenario({ cc: ['cubic'] }))[0].params).toContain(
      "ns-2 2.35's CUBIC v2.1 keeps 0.8",
    );
    expect(ccLines(scenario({ cc: ['bic'] }))[0].params).toBe(
      'β = 819/1024 of the window kept at a loss, steps of at most max_increment = 16 packets per RTT, 4/20 per RTT near W_max; Reno at or below 14 packets',
    );
    expect(ccLines(scenario({ cc: ['bic'], bbeta: 0.7 }))[0].params).toContain('β = 0.7 of');
    expect(ccLines(scenario({ cc: ['compound'] }))[0].params).toBe(
      'd grows by ⌊α W^k⌋ − 1 per RTT with α = 0.125, k = 0.75 while diff < γ = 30 packets, loses ζ diff above (ζ = 1); a loss removes β = 0.5 of the window',
    );
  });

  it('labels the throughput bars and the senders by module when the flows differ', () => {
    const s = scenario({ n: 2, cc: ['multcp', 'reno'], stop: [null, 100] });
    const sim = new PacketSimulation(toPacketParams({ ...s, t: 2, warmup: 1 }));
    const bars = flowBars(toFrameStats(sim.run()), s);
    expect(bars.categories).toEqual(['1 multcp', '2 reno']);
    expect(bars.rows[0][0]).toEqual({ label: 'congestion control', value: 'MulTCP(N)' });
    expect(bars.rows[1]).toContainEqual({ label: 'stops at', value: '100 s' });
    expect(bars.csv[1].at(-1)).toBe('reno');
    expect(flowBars(toFrameStats(sim.summary()), scenario({ n: 2 })).categories).toEqual([
      '1',
      '2',
    ]);
    const lay = pictureLayout(s);
    expect(lay.hosts.map((h) => h.cc)).toEqual(['multcp', 'reno']);
    expect(lay.senderW).toBeGreaterThan(lay.hostW);
    expect(pictureLayout(scenario({ n: 2 })).hosts.map((h) => h.cc)).toEqual([null, null]);
  });
});

describe('a run without a congestion event says so', () => {
  it('once every flow has started and 10 mean RTTs have passed in the counted window', () => {
    const s = scenario({ n: 2, cc: ['vegas'], rtt: [60], start: [4] });
    const sim = new PacketSimulation({ ...toPacketParams(s), warmup: 0 });
    sim.runUntil(4.5);
    expect(quietSince(toFrameStats(sim.summary()), s)).toBeNull(); // 4 + 10 x 60 ms not reached
    sim.runUntil(6);
    expect(quietSince(toFrameStats(sim.summary()), s)).toBe(0);
    // after the warm-up: counted from its end
    const after = { ...toFrameStats(sim.summary()), time: 301, measuredTime: 1 };
    expect(quietSince(after, s)).toBe(300);
    expect(quietSince({ ...after, time: 300.3, measuredTime: 0.3 }, s)).toBeNull();
    expect(quietSince({ ...after, syncEvents: 1 }, s)).toBeNull();
  });
});

describe('Theorem 1 only for identical AIMD flows', () => {
  it('applies to reno and aimd, with the same words as before', () => {
    expect(dumbbellTheory(scenario({ n: 3 })).theorem1.applies).toBe(true);
    expect(dumbbellTheory(scenario({ cc: ['aimd'], b: 0.7 })).beta).toBe(0.7);
    expect(reason(dumbbellTheory(scenario({ n: 2, rtt: [60, 80] })).theorem1)).toBe(
      'Theorem 1 is for identical flows (same RTT, same TCP)',
    );
  });

  it('says why not for every other module, for mixed modules, stops and unequal noise', () => {
    const why = (over: Parameters<typeof scenario>[0]) =>
      reason(dumbbellTheory(scenario(over)).theorem1);
    expect(why({ cc: ['illinois'] })).toContain('decrease β move with the queueing delay');
    expect(why({ cc: ['highspeed'] })).toContain('decrease b(w) change with the window');
    expect(why({ cc: ['vegas'] })).toContain('delay-based');
    expect(why({ cc: ['cubic'] })).toContain('cubic of the time since the last loss');
    expect(why({ cc: ['multcp'] })).toContain('MulTCP(N)');
    expect(why({ cc: ['bic'] })).toContain('a binary search toward it');
    expect(why({ cc: ['compound'] })).toContain('a delay window');
    expect(why({ n: 2, cc: ['illinois', 'reno'] })).toBe(
      'the flows run different congestion controls (TCP-Illinois, Reno): the formula is for identical AIMD flows',
    );
    expect(why({ n: 2, stop: [null, 30] })).toContain('stop during the run');
    expect(why({ n: 2, noise: [0, 5] })).toContain('different RTT noise');
    expect(dumbbellTheory(scenario({ n: 2, noise: [5] })).theorem1.applies).toBe(true);
    const sync = dumbbellTheory(scenario({ cc: ['cubic'] })).synchronized;
    expect(reason(sync)).toContain('CUBIC');
  });
});

describe("step captions in each module's terms", () => {
  const ack = (over: Partial<PacketStep>): PacketStep => ({
    kind: 'packet',
    time: 1,
    event: 'ack',
    flow: 0,
    seq: 40,
    dupAcks: 0,
    cwndBefore: 10,
    cwndAfter: 10.5,
    sent: 1,
    fastRetransmit: false,
    timeout: false,
    dropped: null,
    queue: 3,
    ...over,
  });
  it('names the increase of the flow’s own module', () => {
    const s = scenario({ n: 2, cc: ['illinois', 'vegas'] });
    expect(stepCaption(s, ack({}))).toContain('+α/cwnd per ACK, α set by the queueing delay');
    expect(stepCaption(s, ack({ flow: 1, cwndAfter: 9 }))).toContain(
      'Vegas: diff was above β, one packet less without a loss',
    );
    expect(stepCaption(scenario({ cc: ['multcp'] }), ack({ cwndAfter: 12 }))).toContain(
      'MulTCP slow start, +2 per ACK',
    );
  });
});

describe('the worker and the CLI carry the modules’ values', () => {
  const s = scenario({ n: 3, cc: ['illinois', 'reno', 'cubic'], t: 5, warmup: 1 });
  const sim = new PacketSimulation({ ...toPacketParams(s, 0.1), traceCapacity: 1000 });
  sim.runUntil(5);
  const chunk = sim.drainTraces() as TraceChunk;

  it("sends the drawn flows' columns only", () => {
    const f = traceFrame(chunk, Int32Array.of(0, 1))!;
    expect(f.internalColumns.map((c) => `${c.flow}:${c.name}`)).toEqual([
      '0:da',
      '0:dm',
      '0:alpha',
      '0:beta',
    ]);
    expect(f.internals.length).toBe(f.t.length * 4);
    const k = f.t.length - 1;
    expect(f.internals[k * 4 + 2]).toBe(chunk.internals[k * chunk.internalColumns.length + 2]);
    const all = traceFrame(chunk, Int32Array.of(0, 1, 2))!;
    expect(all.internalColumns.map((c) => c.name)).toEqual([
      'da',
      'dm',
      'alpha',
      'beta',
      'wmax',
      'k',
      'west',
    ]);
  });

  it('adds the columns to --path, named by module value and flow', () => {
    const path = pathColumns([chunk]);
    expect(path.internals?.columns[0]).toEqual({ flow: 1, name: 'da' });
    const head = pathCsv(path).split('\n')[0];
    expect(head).toBe(
      'time,cwnd_1,cwnd_2,cwnd_3,cwnd_sum,queue,da_1,dm_1,alpha_1,beta_1,wmax_3,k_3,west_3',
    );
    // Reno alone: the table as before
    const reno = new PacketSimulation({
      ...toPacketParams(scenario({ n: 2, t: 2, warmup: 1 }), 0.5),
    });
    reno.runUntil(2);
    expect(pathColumns([reno.drainTraces()!]).internals).toBeUndefined();
  });

  it('lists the new parameters and the modules in --help', () => {
    const help = dumbbellCommandLine.help();
    for (const p of ['amax', 'amin', 'bmax', 'bmin', 'wthresh', 'eta1', 'theta', 'ivariant'])
      expect(help).toContain(`  ${p} `);
    for (const p of ['weight', 'gamma', 'valpha', 'vbeta', 'cbeta', 'cscale', 'noise', 'stop'])
      expect(help).toContain(`  ${p} `);
    expect(help).toContain('β_max (removed), the fraction of the window REMOVED');
    expect(help).toContain('illinois   TCP-Illinois: loss sets the direction');
    expect(help).toContain('lab=mptcp&level=packet');
  });

  it('has presets that decode without a problem, with the new modules among them', () => {
    const q = DUMBBELL_PRESETS.map((p) => p.query).join(' ');
    for (const m of ['cc=illinois,reno', 'cc=vegas', 'noise=5', 'cc=multcp,reno', 'cc=cubic,reno'])
      expect(q).toContain(m);
  });
});
