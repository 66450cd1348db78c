import { describe, expect, it } from 'vitest';
import { parallelTcpModels } from '../../../src/engines/models/parallelTcp';
import { bufferView } from '../../../src/labs/buffer/bufferView';
import { bufferPackets, modelParams } from '../../../src/labs/buffer/scenario';
import { BUFFER_SPEC_SCHEMA } from '../../../src/labs/buffer/sweep/definition';
import { runPoint } from '../../../src/labs/buffer/sweep/run';
import { decodeQuery, encodeQuery } from '../../../src/scenario/codec';
import { enumeratePoints, pointSeeds } from '../../../src/sweep/plan';

const decode = (q: string) => decodeQuery(BUFFER_SPEC_SCHEMA, q);

describe('the Buffer-aware lab scenario', () => {
  it("reads the issue's command line, V included (v= is the lab's parameter, not a version)", () => {
    const d = decode('lab=buffer&bw=45&rtt=100&q=50&n=8&ssthresh=32&v=3&x=1');
    expect(d.problems).toEqual([]);
    expect(encodeQuery(BUFFER_SPEC_SCHEMA, d.scenario)).toBe('lab=buffer');
    const p = modelParams(d.scenario);
    expect(p).toMatchObject({
      bwMbps: 45,
      rttMs: 100,
      q: 50,
      n: 8,
      ssthresh: 32,
      v: 3,
      x: 1,
      durationS: 300,
      header: 0,
    });
    // a different V is read as V
    expect(decode('lab=buffer&v=2').scenario.v).toBe(2);
  });

  it('q=bdp is floor(B T) in packets of pkt + header bytes', () => {
    const s = decode('lab=buffer&q=bdp').scenario;
    // 45e6 bit/s x 0.1 s / 8000 bit = 562.5 packets
    expect(bufferPackets(s)).toBe(562);
    expect(bufferPackets({ ...s, rtt: 30 })).toBe(168);
  });

  it("names the parameter that leaves the models' domain, and what was used", () => {
    // 900 connections on B T + Q = 612.5 packets: a peak window of 0.68 packets < V + X = 4
    const d = decode('lab=buffer&n=900&q=50');
    expect(d.problems).toHaveLength(1);
    expect(d.problems[0].param).toBe('n');
    expect(d.problems[0].reason).toContain('fast retransmit cannot happen');
    expect(d.scenario.n).toBe(8);
    expect(() => parallelTcpModels(modelParams(d.scenario))).not.toThrow();
  });

  it('lets an unwritten buffer give way to the connections written: N (V + X) - B T packets', () => {
    // 900 x 4 packets of peak windows less the 562.5-packet pipe: 3037.5, so 3038 packets
    const d = decode('lab=buffer&n=900');
    expect(d.problems.map((p) => [p.param, p.note])).toEqual([['q', true]]);
    expect(d.scenario.q).toBe(3038);
    expect((562.5 + 3038) / 900).toBeGreaterThanOrEqual(4);
    expect((562.5 + 3037) / 900).toBeLessThan(4);
    expect(() => parallelTcpModels(modelParams(d.scenario))).not.toThrow();
  });

  it('a point outside the domain keeps its place, without model values, and says why', () => {
    const spec = decode('lab=buffer&sim=0&sweep=n:100,200').scenario;
    const [a, b] = enumeratePoints(spec, null).map((p) => runPoint(spec, p));
    expect(a.models).not.toBeNull();
    expect(b.models).toBeNull();
    expect(b.modelNote).toContain('V + X');
  });

  it('draws the models as curves over the swept N, and Theorem 1, before any simulation', () => {
    const spec = decode('lab=buffer&q=50&sweep=n:1..50').scenario;
    const view = bufferView(spec, []);
    expect(view.param).toBe('n');
    const ids = view.panels[0].series.map((s) => s.id.split('-')[0]);
    expect(ids).toEqual(['theorem1', 'chan', 'wu', 'wu2', 'ns2', 'sim']);
    const chan = view.panels[0].series[1].points;
    // at N = 8 (x = 8 is the 8th vertex) the curve is the model's utilization
    const at8 = parallelTcpModels({ ...modelParams(spec), n: 8 }).utilization.chan;
    expect(chan[2 * 7]).toBe(8);
    expect(chan[2 * 7 + 1]).toBe(at8);
  });

  it('a simulated point names its replications and their seeds on hover', () => {
    const spec = decode('lab=buffer&bw=1&q=20&sweep=n:2&reps=2&duration=20&warmup=5').scenario;
    const results = enumeratePoints(spec, null).map((p) => runPoint(spec, p));
    const seeds = pointSeeds(spec, enumeratePoints(spec, null)[0]);
    expect(results[0].runs.map((x) => x.seed)).toEqual(seeds);
    const sim = bufferView(spec, results).panels[0].series.find((s) => s.id.startsWith('sim-'))!;
    expect(sim.details?.[0]?.slice(-2)).toEqual([
      { label: 'replications', value: '2' },
      { label: 'seeds', value: `${seeds[0]} ${seeds[1]}` },
    ]);
    const one = { ...results[0], runs: results[0].runs.slice(0, 1) };
    const single = bufferView(spec, [one]).panels[0].series.find((s) => s.id.startsWith('sim-'))!;
    expect(single.details?.[0]?.slice(-2)).toEqual([
      { label: 'replications', value: '1' },
      { label: 'seed', value: String(seeds[0]) },
    ]);
  });

  it('a family (Fig. 5, one panel per RTT) shares one key: every panel’s series once, dots as dots', () => {
    const spec = decode('lab=buffer&q=bdp&sim=0&sweep=n:1,2,4&sweep2=rtt:30,50,80,100').scenario;
    const view = bufferView(spec, []);
    expect(view.panels).toHaveLength(4);
    // every series of every panel, once: ns-2 measured only the 100-ms setup
    const labels = new Set(view.panels.flatMap((p) => p.series.map((s) => s.label)));
    expect(view.key.map((k) => k.label)).toEqual([...labels]);
    expect(labels.has('ns-2 2.35, same setup')).toBe(true);
    expect(view.panels[0].series.some((s) => s.label === 'ns-2 2.35, same setup')).toBe(false);
    expect(view.key.find((k) => k.label.startsWith('packet engine'))).toMatchObject({ dots: true });
    expect(view.key.find((k) => k.label.startsWith('Theorem 1'))).toMatchObject({
      dashed: true,
      dots: false,
    });
    expect(bufferView(decode('lab=buffer&q=50&sweep=n:1..5').scenario, []).key).toEqual([]);
  });
});
