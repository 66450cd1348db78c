import { describe, expect, it } from 'vitest';
import { propagationRtt } from '../../../src/engines/packet/topology';
import { decodeQuery, encodeQuery } from '../../../src/scenario/codec';
import { formatAxis } from '../../../src/sweep/axis';
import { fig3Rtts, fig3Topology, wpfTopology } from '../../../src/labs/multcp/packet/networks';
import { runnableSpec, seriesOf } from '../../../src/labs/multcp/packet/views';
import { wpfRows } from '../../../src/labs/multcp/packet/wpf';
import { MULTCP_DEFAULTS, MULTCP_SCHEMA } from '../../../src/labs/multcp/scenario';
import { MULTCP_SWEEP_SOURCE } from '../../../src/labs/multcp/worker/sweepSource';

const decode = (q: string) => decodeQuery(MULTCP_SCHEMA, q);
const runnable = (q: string) => runnableSpec(decode(q).scenario, MULTCP_DEFAULTS);

describe('the packet views’ networks', () => {
  it('Fig. 3 as built: 11 pairs of equal RTT from 40 to 160 ms, the MulTCP pair at 100 ms', () => {
    const rtts = fig3Rtts(MULTCP_DEFAULTS).map((r) => Math.round(r * 1e6) / 1e3);
    expect(rtts).toHaveLength(22);
    expect(rtts.slice(0, 2)).toEqual([100, 100]);
    expect([...rtts].sort((a, b) => a - b).filter((_, k) => k % 2 === 0)).toEqual([
      40, 52, 64, 76, 88, 100, 112, 124, 136, 148, 160,
    ]);
    const topo = fig3Topology(MULTCP_DEFAULTS, fig3Rtts(MULTCP_DEFAULTS));
    topo.flows.forEach((_, f) =>
      expect(propagationRtt(topo, f)).toBeCloseTo(fig3Rtts(MULTCP_DEFAULTS)[f], 12),
    );
    expect(topo.links[0].capacity).toBe(10e6);
    expect(topo.links[0].queue).toMatchObject({
      kind: 'red',
      buffer: 20,
      minThresh: 5,
      maxThresh: 15,
    });
  });

  it('the wpf network: every flow on its route with the same propagation RTT', () => {
    const s = decode('lab=multcp&view=wpf&links=10,2&flows=a:1-2:4,b:1:1,c:2:1').scenario;
    const topo = wpfTopology(s.links, s.flows, 100, 'red');
    topo.flows.forEach((_, f) => expect(propagationRtt(topo, f)).toBeCloseTo(0.1, 12));
    expect(topo.flows[0].forward.slice(1)).toEqual([0, 1]);
    expect(topo.flows[2].forward.slice(1)).toEqual([1]);
    // one bandwidth-delay product at 100 ms, at least 20 packets
    expect(topo.links[0].queue).toMatchObject({ kind: 'red', buffer: 120 });
    expect(topo.links[1].queue).toMatchObject({ buffer: 24, minThresh: 6, maxThresh: 18 });
  });
});

describe('the packet views as sweeps', () => {
  it('each view runs its own axis and series when the URL gives none', () => {
    expect(formatAxis(runnable('lab=multcp&view=fig4').sweep)).toBe('n:1,1.5,2,3,4,5,6,8,10');
    expect(formatAxis(runnable('lab=multcp&view=util').sweep)).toBe('n:1..10');
    expect(seriesOf(runnable('lab=multcp&view=util'))).toEqual(['multcp', 'tcps']);
    expect(formatAxis(runnable('lab=multcp&view=rwnd').sweep)).toBe('rwnd:1..39');
    expect(runnable('lab=multcp&view=wpf').sweep).toBeNull();
    expect(seriesOf(runnable('lab=multcp&view=fig4'))).toEqual([
      'multcp-tahoe',
      'multcp-reno',
      'multcp-newreno',
      'multcp-sack',
      'tcps-reno',
    ]);
    expect(seriesOf(runnable('lab=multcp&view=rwnd&rn=4'))).toEqual(['tcp', 'multcp']);
    expect(MULTCP_SWEEP_SOURCE.total(decode('lab=multcp&view=fig4').scenario)).toBe(45);
  });

  it('what a view does not read leaves its experiment (query and seeds) alone', () => {
    const a = MULTCP_SWEEP_SOURCE.query(decode('lab=multcp&view=fig4').scenario);
    const b = MULTCP_SWEEP_SOURCE.query(
      decode('lab=multcp&view=fig4&p=0.02&nmax=30&rn=3').scenario,
    );
    expect(b).toBe(a);
    expect(a).toBe('lab=multcp&view=fig4&sweep=n:1,1.5,2,3,4,5,6,8,10');
    const c = MULTCP_SWEEP_SOURCE.query(decode('lab=multcp&view=fig4&cap=20').scenario);
    expect(c).toContain('cap=20');
  });

  it('round-trips the packet fields through the URL', () => {
    const q =
      'lab=multcp&view=fig4&flavours=reno,sack&ntcps=none&tcp=reno&cap=20&bg=10&rttlo=20&rtthi=200' +
      '&limit=30&minth=6&maxth=18&redmode=bytes&buffer=8&linkq=droptail&t=100&warmup=20&seed=7' +
      '&sweep=n:1,2,4&reps=5';
    const d = decode(q);
    expect(d.problems).toEqual([]);
    expect(encodeQuery(MULTCP_SCHEMA, d.scenario)).toBe(q);
    expect(d.scenario.ntcps).toEqual([]);
  });

  it.each([
    ['view=fig4&sweep=rwnd:1..5', 'sweep', 'view=fig4 sweeps n'],
    ['view=gain&sweep=n:1,2', 'sweep', 'sweeps are for the packet views'],
    ['view=wpf&sweep=n:1,2', 'sweep', 'runs one network'],
    ['view=fig4&sweep=n:1,2&sweep2=rwnd:3', 'sweep2', 'one axis'],
    ['view=fig4&bg=5', 'bg', 'odd'],
    ['view=fig4&minth=15&maxth=5', 'maxth', 'thresh < maxthresh <= limit'],
    ['view=fig4&t=10&warmup=20', 'warmup', 'must be less than t (10 s), got 20'],
    ['view=fig4&sweep=n:0.5,2', 'sweep', 'must be in [1, 100]'],
  ])('%s is reported on %s', (q, param, reason) => {
    const d = decode(`lab=multcp&${q}`);
    const p = d.problems.find((x) => x.param === param);
    expect(p?.reason).toContain(reason);
  });
});

// the solver's own tests: tests/engines/models/fairness/minimumPotentialDelay.test.ts
describe('Annex B’s law on a network (the wpf view’s fourth allocation)', () => {
  it('Fig. 6: x = gain(N)/√q with both links full, and the MulTCP(4) below the TCP on link 1', () => {
    const rows = wpfRows(
      [10, 2],
      decode('lab=multcp&flows=a:1-2:4,b:1:1,c:2:1&links=10,2').scenario.flows,
      null,
    );
    const [a, b, c] = rows.map((r) => r.annexB);
    expect(a + b).toBeCloseTo(10, 8);
    expect(a + c).toBeCloseTo(2, 8);
    expect(a).toBeLessThan(b);
    expect(rows[0].weighted + rows[1].weighted).toBeCloseTo(10, 9);
  });
});
