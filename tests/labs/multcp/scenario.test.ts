import { describe, expect, it } from 'vitest';
import { decodeJson, decodeQuery, encodeJson, encodeQuery } from '../../../src/scenario/codec';
import { MULTCP_PRESETS } from '../../../src/labs/multcp/presets';
import { MULTCP_DEFAULTS, MULTCP_SCHEMA } from '../../../src/labs/multcp/scenario';
import { formatFlows } from '../../../src/labs/multcp/network';

const decode = (q: string) => decodeQuery(MULTCP_SCHEMA, q);

describe('the MulTCP lab scenario', () => {
  it('omits the defaults: the default scenario is lab=multcp', () => {
    const d = decode('lab=multcp');
    expect(d.problems).toEqual([]);
    expect(d.scenario).toEqual(MULTCP_DEFAULTS);
    expect(encodeQuery(MULTCP_SCHEMA, d.scenario)).toBe('lab=multcp');
  });

  it('round-trips every field through the URL and through a scenario file', () => {
    const q =
      'lab=multcp&view=fairness&n=2.5&nmax=30&beta=0.3&p=0.002&rtt=40&pkt=1460' +
      '&links=10,2.5&flows=a:1-2:4,b:1:1,long_name:2:0.5&rn=3&brmax=64';
    const d = decode(q);
    expect(d.problems).toEqual([]);
    expect(d.scenario.flows).toEqual([
      { id: 'a', route: [1, 2], weight: 4 },
      { id: 'b', route: [1], weight: 1 },
      { id: 'long_name', route: [2], weight: 0.5 },
    ]);
    expect(encodeQuery(MULTCP_SCHEMA, d.scenario)).toBe(q);
    const file = encodeJson(MULTCP_SCHEMA, d.scenario);
    expect(file.flows).toEqual([
      { id: 'a', links: [1, 2], weight: 4 },
      { id: 'b', links: [1], weight: 1 },
      { id: 'long_name', links: [2], weight: 0.5 },
    ]);
    expect(file.links).toEqual([10, 2.5]);
    const back = decodeJson(MULTCP_SCHEMA, JSON.stringify(file));
    expect(back.problems).toEqual([]);
    expect(back.scenario).toEqual(d.scenario);
  });

  it('reads a flow without a weight as N = 1, and the compact form inside a file', () => {
    const d = decodeJson(
      MULTCP_SCHEMA,
      JSON.stringify({ lab: 'multcp', links: '10,5', flows: 'x:1-2,y:2:3' }),
    );
    expect(d.problems).toEqual([]);
    expect(d.scenario.flows).toEqual([
      { id: 'x', route: [1, 2], weight: 1 },
      { id: 'y', route: [2], weight: 3 },
    ]);
  });

  it('names each bad value and what was used instead', () => {
    const d = decode('lab=multcp&view=nope&p=2&nmax=1.5&beta=1&n=0.5&pkt=0');
    const by = Object.fromEntries(d.problems.map((p) => [p.param, p]));
    expect(Object.keys(by).sort()).toEqual(['beta', 'n', 'nmax', 'p', 'pkt', 'view']);
    expect(by.view.reason).toContain('gain, fairness, rbuffer');
    expect(by.view.used).toBe('the default gain');
    expect(by.p.reason).toContain('(0, 1)');
    expect(by.p.used).toBe('the default 0.01');
    expect(by.nmax.reason).toContain('integer');
    expect(d.scenario).toEqual(MULTCP_DEFAULTS);
  });

  it.each([
    ['flows=a:1-x:1', 'flows', 'flow 1: route "1-x": "x" is not a link number'],
    ['flows=a:1:1,a:1:2', 'flows', 'the name "a" is used twice'],
    ['flows=a:1-1:1', 'flows', 'crosses link 1 twice'],
    ['flows=a:1:-2', 'flows', 'the weight N must be in (0, 1000000], got -2'],
    ['flows=a', 'flows', 'is not name:route:weight'],
    ['flows=9a:1:1', 'flows', 'must start with a letter'],
    ['links=10,0', 'links', 'link 2: must be in (0, 1000000] Mbit/s, got 0'],
    ['links=' + Array(13).fill(1).join(','), 'links', 'at most 12 links in this lab, got 13'],
    [
      'flows=' + Array.from({ length: 31 }, (_, k) => `f${k}:1:1`).join(','),
      'flows',
      'at most 30 flows in this lab, got 31',
    ],
  ])('a malformed network: %s is reported on %s', (q, param, reason) => {
    const d = decode(`lab=multcp&view=fairness&${q}`);
    expect(d.problems).toHaveLength(1);
    expect(d.problems[0].param).toBe(param);
    expect(d.problems[0].reason).toContain(reason);
    expect(d.problems[0].used).toContain('the default');
  });

  it('links and flows that disagree: the network is named, the default network runs', () => {
    const missing = decode('lab=multcp&links=10&flows=a:1-2:1');
    expect(missing.problems).toHaveLength(1);
    expect(missing.problems[0]).toMatchObject({ param: 'flows' });
    expect(missing.problems[0].reason).toContain('flow a crosses link 2, but there is 1 link');
    expect(missing.problems[0].used).toContain('the default network');
    expect(missing.scenario.links).toEqual([12]);
    expect(missing.scenario.flows.map((f) => f.weight)).toEqual([1, 2, 3]);
    // both written and link 2 left uncrossed: links is named
    const unused = decode('lab=multcp&links=10,5&flows=a:1:1');
    expect(unused.problems).toHaveLength(1);
    expect(unused.problems[0]).toMatchObject({ param: 'flows' });
    expect(unused.problems[0].reason).toContain('link 2 is crossed by no flow');
  });

  it('the side of the network the user did not write gives way to the other (a note)', () => {
    // links alone: the default flows cross link 1 only; one flow of weight 1 joins on link 2
    const links = decode('lab=multcp&links=10,5');
    expect(links.problems.map((p) => [p.param, p.note])).toEqual([['flows', true]]);
    expect(formatFlows(links.scenario.flows)).toBe('a:1:1,b:1:2,c:1:3,f2:2:1');
    // flows alone: the default single link grows to the two they cross, 12 Mbit/s each
    const flows = decode('lab=multcp&flows=a:1-2:4,b:1:1,c:2:1');
    expect(flows.problems.map((p) => [p.param, p.note])).toEqual([['links', true]]);
    expect(flows.scenario.links).toEqual([12, 12]);
  });

  it('the wpf view names a weight below 1 (MulTCP(N) needs N >= 1) and runs it as 1', () => {
    const q = 'lab=multcp&view=wpf&links=10,2&flows=a:1-2:0.5,b:1:1,c:2:0.25';
    const d = decode(q);
    expect(d.problems).toHaveLength(1);
    expect(d.problems[0]).toMatchObject({ param: 'flows', used: 'N = 1 for a, c' });
    expect(d.problems[0].reason).toContain('needs N >= 1 (a: 0.5, c: 0.25)');
    expect(d.scenario.flows.map((f) => f.weight)).toEqual([1, 1, 1]);
    // the fairness view's weights only need to be positive
    expect(decode(q.replace('view=wpf', 'view=fairness')).problems).toEqual([]);
  });

  it('a JSON flow with an unknown key is refused with the key named', () => {
    const d = decodeJson(
      MULTCP_SCHEMA,
      JSON.stringify({ lab: 'multcp', flows: [{ id: 'a', links: [1], n: 2 }] }),
    );
    expect(d.problems[0].param).toBe('flows');
    expect(d.problems[0].reason).toContain('unknown key "n"');
  });

  it('every preset is canonical and opens the view it is listed for', () => {
    for (const p of MULTCP_PRESETS) {
      const d = decode(p.query);
      expect(d.problems, p.id).toEqual([]);
      expect(encodeQuery(MULTCP_SCHEMA, d.scenario)).toBe(p.query);
      expect(d.scenario.view).toBe(p.view);
    }
  });
});
