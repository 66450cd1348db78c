import { beforeAll, describe, expect, it } from 'vitest';
import { flowColor } from '../../../src/charts/palette';
import type { AnalysisView } from '../../../src/labs/mptcp/analysisView';
import { FluidLiveData } from '../../../src/labs/mptcp/fluidLiveData';
import { routeClasses, sourceGroups } from '../../../src/labs/mptcp/groups';
import { LiveTrajectory } from '../../../src/labs/mptcp/liveTrajectory';
import { LiveWindows } from '../../../src/labs/mptcp/packet/liveWindows';
import { SUM_COLOR, throughputSeries } from '../../../src/labs/mptcp/packet/windowSeries';
import { rateSeries } from '../../../src/labs/mptcp/chartSeries';
import { MPTCP_SCHEMA, toNetwork, type MptcpScenario } from '../../../src/labs/mptcp/scenario';
import {
  summedLine,
  userBinLine,
  userBinSeries,
  userBinsCsv,
  userEquilibrium,
  userLine,
  userSeries,
  usersCsv,
  usersOf,
  type User,
} from '../../../src/labs/mptcp/userTotals';
import { MptcpRunner } from '../../../src/labs/mptcp/worker/runner';
import { PacketRunner } from '../../../src/labs/mptcp/worker/packetRunner';
import { drawnFlows } from '../../../src/labs/mptcp/packet/companion';
import { packetHorizon } from '../../../src/labs/mptcp/packetScenario';
import { decodeQuery } from '../../../src/scenario/codec';

const scenario = (q: string): MptcpScenario => {
  const d = decodeQuery(MPTCP_SCHEMA, q);
  expect(d.problems).toEqual([]);
  return d.scenario;
};

function usersFor(s: MptcpScenario) {
  const net = toNetwork(s);
  const groups = sourceGroups(net);
  const classes = routeClasses(net, groups);
  return { net, groups, classes, users: usersOf(groups, classes) };
}

const pairs = (a: Float64Array) => Array.from(a);

/** The fluid run as the page receives it: the runner's frames, in small chunks, into the page's store. */
function fluidRun(q: string): FluidLiveData {
  const s = scenario(q);
  let now = 0;
  const clock = () => (now += 1);
  const r = new MptcpRunner(1, s, { speed: 'max', workMs: 3, compare: false }, clock);
  const data = new FluidLiveData(r.n.nR, r.n.nL);
  for (let k = 0; k < 1e6 && r.busy; k++) {
    const f = r.tick(clock());
    if (f) data.push(f);
  }
  return data;
}

/** The window-level run as the page receives it: the runner's frames into the page's store. */
function windowRun(q: string): LiveWindows {
  const s = scenario(q);
  const net = toNetwork(s);
  const drawn = drawnFlows(s, net);
  let now = 0;
  const clock = () => (now += 1);
  const r = new PacketRunner(1, s, { speed: 'max', drawn: [...drawn.mp, ...drawn.sp] }, clock);
  const flows = net.sources.reduce((a, x) => a + x.routes.length, 0);
  const data = new LiveWindows(drawn.mp.length + drawn.sp.length, flows, packetHorizon(s));
  for (let k = 0; k < 1e6 && r.busy; k++) {
    const f = r.tick(clock());
    if (f) data.push(f);
  }
  return data;
}

/** The value of interleaved (t, y) points at time t: the last point at or before it. */
function valueAt(line: Float64Array, t: number): number {
  let v = NaN;
  for (let k = 0; k < line.length && line[k] <= t; k += 2) v = line[k + 1];
  return v;
}

/** Mean of the points with t in [from, to). */
function meanOver(line: Float64Array, from: number, to: number): number {
  let sum = 0;
  let n = 0;
  for (let k = 0; k < line.length; k += 2)
    if (line[k] >= from && line[k] < to) {
      sum += line[k + 1];
      n++;
    }
  return sum / n;
}

/**
 * Seconds after `from` until the line stays within `band` of `level` to its end (null if its last
 * point is outside): the time of the first point of that final stretch.
 */
function recoveryTime(line: Float64Array, level: number, from: number, band = 0.1): number | null {
  let first: number | null = null;
  for (let k = line.length - 2; k >= 0 && line[k] >= from; k -= 2) {
    if (Math.abs(line[k + 1] - level) > band * level) break;
    first = line[k];
  }
  return first === null ? null : first - from;
}

describe('each user’s total throughput (Figs. 3 and 5, the lower and right panels)', () => {
  it('adds the routes of each sample by hand: an MP-TCP source and a single-path one', () => {
    const { users } = usersFor(scenario('lab=mptcp&net=responsiveness'));
    expect(users.map((u) => u.label)).toEqual(['mp (sum of 2 routes)', 'sp (link2)']);
    const data = new LiveTrajectory(3, 2);
    // rates of mp route 1, mp route 2, sp at t = 0, 1, 2; pushed in two chunks as the worker does
    data.push({
      t: Float64Array.of(0, 1),
      x: Float64Array.of(1, 2, 0, 4, 5, 6),
      p: new Float64Array(4),
    });
    data.push({ t: Float64Array.of(2), x: Float64Array.of(7, 8, 9), p: new Float64Array(2) });
    expect(pairs(userLine(data, users[0]))).toEqual([0, 3, 1, 9, 2, 15]);
    expect(pairs(userLine(data, users[1]))).toEqual([0, 0, 1, 6, 2, 9]);
    // from t = 1 on (a log axis' start): the same samples as the route lines
    expect(pairs(userLine(data, users[0], 0.5))).toEqual([1, 9, 2, 15]);
    expect(usersCsv(data, users)).toBe(
      'time_s,mp (sum of 2 routes) total (Mbit/s),sp (link2) total (Mbit/s)\n0,3,0\n1,9,6\n2,15,9\n',
    );
  });

  it('sums any columns of row-major samples, scaled, from a row on', () => {
    const rows = { count: 3, width: 2, values: [1, 2, 3, 4, 5, 6], time: (k: number) => 10 * k };
    expect(pairs(summedLine(rows, [0, 1]))).toEqual([0, 3, 10, 7, 20, 11]);
    expect(pairs(summedLine(rows, [1], 0.5, 1))).toEqual([10, 2, 20, 3]);
    expect(pairs(summedLine(rows, [0], 1, 5))).toEqual([]);
  });

  it('at window level, the mean over a group’s copies of each copy’s routes, per bin', () => {
    const { users } = usersFor(scenario('lab=mptcp&n1=2&n2=1'));
    // flows: mp1 route 1, mp1 route 2, mp2 route 1, mp2 route 2, sp
    expect(users.map((u) => u.classes.map((c) => c.flat))).toEqual([
      [
        [0, 2],
        [1, 3],
      ],
      [[4]],
    ]);
    const data = new LiveWindows(3, 5, 3);
    data.pushBins({ from: 0, rates: Float64Array.of(1, 2, 3, 4, 5) });
    data.pushBins({ from: 1, rates: Float64Array.of(10, 20, 30, 40, 50) });
    expect(pairs(userBinLine(data, users[0]))).toEqual([1, 5, 2, 50]);
    expect(pairs(userBinLine(data, users[1]))).toEqual([1, 5, 2, 50]);
    expect(userBinsCsv(data, users)).toBe(
      'bin_end_s,mp (sum of 2 routes) total (Mbit/s),sp (link2) total (Mbit/s)\n1,5,5\n2,50,50\n',
    );
  });

  it('draws the equilibrium per phase as the sum of the source’s routes there, dashed', () => {
    const { users } = usersFor(scenario('lab=mptcp&net=responsiveness'));
    const phase = (from: number, to: number, x: number[]) => ({
      from,
      to,
      x: Float64Array.from(x),
      p: new Float64Array(2),
    });
    const view = {
      phases: [phase(0, 40, [2, 2, 0]), phase(40, 80, [2, 0.4, 1.6])],
    } as unknown as AnalysisView;
    expect(pairs(userEquilibrium(view, users[0]))).toEqual([
      0,
      4,
      40,
      4,
      40,
      NaN,
      40,
      2.4,
      80,
      2.4,
    ]);
    const data = new LiveTrajectory(3, 2);
    data.push({ t: Float64Array.of(0), x: Float64Array.of(1, 1, 0), p: new Float64Array(2) });
    const series = userSeries(data, users, view);
    expect(series.map((s) => [s.id, s.color, s.dashed ?? false, s.hideInLegend ?? false])).toEqual([
      ['user-0', SUM_COLOR, false, false],
      ['user-0-eq', SUM_COLOR, true, true],
      ['user-1', users[1].classes[0].color, false, false],
      ['user-1-eq', users[1].classes[0].color, true, true],
    ]);
  });

  it('colours a one-route user as its route, the first MP-TCP user as the sum of the subflows', () => {
    const custom = {
      links: [
        [10, 10],
        [10, 10],
      ],
      sources: [
        { id: 'a', routes: [[1], [2]] },
        { id: 'tcp', routes: [[1]] },
        { id: 'b', routes: [[2], [1]] },
      ],
    };
    const q = `lab=mptcp&net=custom&network=${encodeURIComponent(JSON.stringify(custom))}`;
    const { classes, users } = usersFor(scenario(q));
    expect(classes).toHaveLength(5);
    expect(users.map((u) => u.color)).toEqual([SUM_COLOR, classes[2].color, flowColor(5)]);
    expect(new Set([...classes.map((c) => c.color), SUM_COLOR, flowColor(5)]).size).toBe(7);
  });

  it('on a real fluid run (Fig. 3, Max, 10 / 50 ms) the totals are the drawn routes added up, sample by sample', () => {
    const q = 'lab=mptcp&net=two-links&alg=max&rtt1=10&rtt2=50';
    const { groups, classes, users } = usersFor(scenario(q));
    const data = fluidRun(q);
    const traj = data.trajectory;
    expect(traj.count).toBeGreaterThan(1000);
    const routes = rateSeries(traj, classes, data.analysis).filter((s) => !s.dashed);
    for (const u of users) {
      const total = userLine(traj, u);
      expect(total.length).toBe(2 * traj.count);
      const mine = routes.filter((_, k) => classes[k].group === u.group);
      for (let k = 0; k < traj.count; k++) {
        expect(total[2 * k]).toBe(traj.t[k]);
        expect(total[2 * k + 1]).toBe(mine.reduce((a, s) => a + s.points[2 * k + 1], 0));
      }
      // at the end of the run the total is at its equilibrium (the dashed line)
      const eq = userEquilibrium(data.analysis!, u);
      expect(total.at(-1)!).toBeCloseTo(eq.at(-1)!, 3);
      expect(eq.at(-1)!).toBeCloseTo(data.analysis!.totals[groups[u.group].members[0]], 9);
    }
    // the chart's series: one solid line and one dashed equilibrium per user
    expect(userSeries(traj, users, data.analysis).map((s) => s.id)).toEqual([
      'user-0',
      'user-0-eq',
      'user-1',
      'user-1-eq',
    ]);
  });

  it('on a real window-level run the totals are the drawn route throughputs added up, bin by bin', () => {
    const q = 'lab=mptcp&level=packet&n1=2&n2=2&t=20&warmup=5&seeds=1';
    const { classes, users } = usersFor(scenario(q));
    const data = windowRun(q);
    expect(data.bins).toBe(20);
    const routes = throughputSeries(data, classes, null);
    for (const u of users) {
      const total = userBinLine(data, u);
      const mine = routes.filter((_, k) => classes[k].group === u.group);
      for (let b = 0; b < data.bins; b++) {
        expect(total[2 * b]).toBe(b + 1);
        expect(total[2 * b + 1]).toBeCloseTo(
          mine.reduce((a, x) => a + x.points[2 * b + 1], 0),
          12,
        );
      }
    }
    expect(userBinSeries(data, users, null).every((x) => !x.dashed)).toBe(true);
  });
});

describe('Fig. 5 in the fluid model: the MP-TCP user’s total while a TCP flow visits link 2 (40-80 s)', () => {
  const run = (alg: string) => {
    const q = `lab=mptcp&net=responsiveness&alg=${alg}`;
    const { users } = usersFor(scenario(q));
    const mp: User = users.find((u) => u.classes.length > 1)!;
    const total = userLine(fluidRun(q).trajectory, mp);
    const before = meanOver(total, 30, 40);
    return {
      before,
      during: meanOver(total, 50, 80),
      end: valueAt(total, 150),
      recovery: recoveryTime(total, before, 80),
    };
  };
  let coupled: ReturnType<typeof run>;
  let balia: ReturnType<typeof run>;
  beforeAll(() => {
    coupled = run('coupled');
    balia = run('balia');
  });

  it('dips while the TCP flow is there and returns within 10 % of its level before 40 s', () => {
    for (const r of [coupled, balia]) {
      expect(r.during).toBeLessThan(0.9 * r.before);
      expect(r.recovery).not.toBeNull();
      expect(Math.abs(r.end - r.before)).toBeLessThan(0.1 * r.before);
    }
  });

  it('returns later with Coupled than with Balia (Table IV’s slow recovery)', () => {
    expect(coupled.recovery!).toBeGreaterThan(balia.recovery!);
  });
});

describe('Fig. 5 at window level (the drawn run, seed 1; 1 s bins)', () => {
  const run = (alg: string) => {
    const q = `lab=mptcp&net=responsiveness&alg=${alg}&level=packet&seeds=1`;
    const { users } = usersFor(scenario(q));
    const mp = users.find((u) => u.classes.length > 1)!;
    // a bin's point is at its end: the bins ending in (30, 40] are the ten seconds before 40 s
    const total = userBinLine(windowRun(q), mp);
    const before = meanOver(total, 31, 41);
    return { before, during: meanOver(total, 51, 81), recovery: recoveryTime(total, before, 80) };
  };
  let coupled: ReturnType<typeof run>;
  let balia: ReturnType<typeof run>;
  beforeAll(() => {
    coupled = run('coupled');
    balia = run('balia');
  });

  it('dips while the TCP flow is there, and returns within 10 % later with Coupled than with Balia', () => {
    for (const r of [coupled, balia]) {
      expect(r.during).toBeLessThan(0.9 * r.before);
      expect(r.recovery).not.toBeNull();
    }
    expect(coupled.recovery!).toBeGreaterThan(balia.recovery!);
  });
});
