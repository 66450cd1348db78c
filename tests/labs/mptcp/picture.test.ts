import { describe, expect, it } from 'vitest';
import { decodeQuery } from '../../../src/scenario/codec';
import { CUSTOM_EXAMPLE } from '../../../src/labs/mptcp/presets';
import {
  commonLabel,
  groupName,
  routeClasses,
  routeOffsets,
  sourceGroups,
} from '../../../src/labs/mptcp/groups';
import { linkColumns, networkLayout } from '../../../src/labs/mptcp/networkLayout';
import { MPTCP_SCHEMA, toNetwork } from '../../../src/labs/mptcp/scenario';

const netOf = (q: string) => toNetwork(decodeQuery(MPTCP_SCHEMA, q).scenario);
const custom = (n: object) => netOf(`lab=mptcp&network=${encodeURIComponent(JSON.stringify(n))}`);

function picture(q: string) {
  const net = netOf(q);
  const groups = sourceGroups(net);
  const classes = routeClasses(net, groups);
  return { net, groups, classes, lay: networkLayout(net, groups, classes) };
}

const overlap = (
  a: { x: number; y: number; w: number; h: number },
  b: { x: number; y: number; w: number; h: number },
) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('source groups', () => {
  it('draws identical copies once: Fig. 2 with 5 + 5 users is two groups', () => {
    const net = netOf('lab=mptcp');
    const groups = sourceGroups(net);
    expect(groups.map(groupName)).toEqual(['mp ×5', 'sp ×5']);
    expect(groups[0].members).toEqual([0, 1, 2, 3, 4]);
    expect(groups[0].multipath).toBe(true);
    expect(groups[1].multipath).toBe(false);
    const classes = routeClasses(net, groups);
    expect(classes.map((c) => c.label)).toEqual([
      'mp route 1 (link1)',
      'mp route 2 (link2)',
      'sp (link2)',
    ]);
    // flat indices of every copy of a route: the sources' routes are contiguous
    const off = routeOffsets(net);
    expect(classes[1].flat).toEqual([0, 1, 2, 3, 4].map((s) => off[s] + 1));
    expect(new Set(classes.map((c) => c.color)).size).toBe(3);
  });

  it('keeps sources apart that differ in timing, routes or algorithm', () => {
    const net = custom({
      links: [[10, 10]],
      sources: [
        { id: 'a', routes: [[1]] },
        { id: 'b', routes: [[1]], start: 5 },
        { id: 'c', routes: [[1], [1]], alg: 'max' },
        { id: 'd', routes: [[1]] },
      ],
    });
    const groups = sourceGroups(net);
    expect(groups.map((g) => g.members)).toEqual([[0, 3], [1], [2]]);
    expect(groups[1].startS).toBe(5);
  });

  it('names a group by what its members share', () => {
    expect(commonLabel(['mp1', 'mp2', 'mp3'])).toBe('mp');
    expect(commonLabel(['s1-1', 's1-2'])).toBe('s1');
    expect(commonLabel(['mp10', 'mp11'])).toBe('mp');
    expect(commonLabel(['alice', 'bob'])).toBe('alice');
    expect(commonLabel(['only'])).toBe('only');
  });
});

describe('network picture layout', () => {
  for (const q of [
    'lab=mptcp',
    'lab=mptcp&net=friendliness',
    'lab=mptcp&net=responsiveness',
    `lab=mptcp&network=${encodeURIComponent(CUSTOM_EXAMPLE)}`,
  ])
    it(`is finite, inside its box and without overlaps: ${q.slice(0, 40)}`, () => {
      const { net, groups, lay } = picture(q);
      expect(lay.sources).toHaveLength(groups.length);
      expect(lay.links.filter(Boolean)).toHaveLength(net.links.length);
      const boxes = [...lay.sources, ...lay.links];
      for (const b of boxes) {
        for (const v of [b.x, b.y, b.w, b.h]) expect(Number.isFinite(v)).toBe(true);
        expect(b.x).toBeGreaterThanOrEqual(0);
        expect(b.y).toBeGreaterThanOrEqual(0);
        expect(b.x + b.w).toBeLessThanOrEqual(lay.width);
        expect(b.y + b.h).toBeLessThanOrEqual(lay.height);
      }
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i], boxes[j])).toBe(false);
      for (const r of lay.routes) {
        expect(r.d).toMatch(/^M[\d.]+,[\d.]+( [LC][\d., ]+)+$/);
        expect(r.d).not.toContain('NaN');
      }
    });

  it('starts each route at its source and runs it through its links in order', () => {
    const { lay, classes } = picture('lab=mptcp&net=responsiveness');
    const mp = lay.sources[0];
    const [x0, y0] = lay.routes[0].d.slice(1).split(' ')[0].split(',').map(Number);
    expect(x0).toBe(mp.x + mp.w);
    expect(y0).toBeGreaterThan(mp.y);
    expect(y0).toBeLessThan(mp.y + mp.h);
    expect(lay.routes.map((r) => r.multipath)).toEqual([true, true, false]);
    expect(lay.routes.map((r) => r.color)).toEqual(classes.map((c) => c.color));
    expect(lay.sources[1].timing).toBe('on [40, 80) s');
    // both of link 2's routes pass through its pipe, in lanes inside it
    const l2 = lay.links[1];
    for (const r of lay.routes.slice(1)) {
      expect(r.end[1]).toBeGreaterThan(l2.y);
      expect(r.end[1]).toBeLessThan(l2.y + l2.h);
    }
    expect(lay.links[0].label).toBe('link1 · 2 Mbit/s · 10 ms');
  });

  it('puts a link after the links that precede it on a route', () => {
    const net = custom({
      links: [
        [10, 1],
        [10, 1],
        [10, 1],
      ],
      sources: [{ routes: [[3, 1], [2]] }, { routes: [[1, 2]] }],
    });
    const groups = sourceGroups(net);
    expect(linkColumns(net, groups)).toEqual([1, 2, 0]);
    const lay = networkLayout(net, groups, routeClasses(net, groups));
    expect(lay.links[2].x).toBeLessThan(lay.links[0].x);
    expect(lay.links[0].x).toBeLessThan(lay.links[1].x);
  });

  it('survives a cycle between routes (l1 before l2 on one, after it on another)', () => {
    const net = custom({
      links: [
        [10, 1],
        [10, 1],
      ],
      sources: [{ routes: [[1, 2]] }, { routes: [[2, 1]] }],
    });
    const groups = sourceGroups(net);
    const cols = linkColumns(net, groups);
    expect(cols.every((c) => c >= 0 && c < 2)).toBe(true);
    const lay = networkLayout(net, groups, routeClasses(net, groups));
    for (const r of lay.routes) expect(r.d).not.toContain('NaN');
  });
});
