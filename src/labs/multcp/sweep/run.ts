import { multcpGain, multcpUtilization, parallelUtilization } from '../../../engines/models/multcp';
import type { Flavour } from '../../../engines/packet/params';
import { acrossReps, FRACTION, NONNEGATIVE } from '../../../sweep/aggregate';
import { pointSeeds, type SweepPoint } from '../../../sweep/plan';
import { fig4Run, fig5Run, rwndRun, utilRun, wpfRun } from '../packet/experiments';
import { parseSeries, runnableSpec } from '../packet/views';
import { wpfFlows } from '../packet/wpf';
import { rbufferView, throughputAt } from '../rbuffer';
import { MULTCP_DEFAULTS, type MultcpScenario } from '../scenario';
import type { MultcpPointResult } from './results';

const mean = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;

function empty(s: MultcpScenario, point: SweepPoint): MultcpPointResult {
  return {
    index: point.index,
    coords: point.coords.slice(),
    view: s.view as MultcpPointResult['view'],
    series: point.series,
    value: null,
    pairSpread: null,
    theory: null,
    mbps: null,
    refMbps: null,
    timeouts: null,
    refTimeouts: null,
    utilization: null,
    flowsPerEvent: null,
    dropsPerEvent: null,
    flows: null,
    bufferKB: null,
    note: null,
    runs: [],
  };
}

/** N separate TCPs need a whole N: the point is left empty, and says why. */
const fractional = (r: MultcpPointResult, n: number): MultcpPointResult => ({
  ...r,
  theory: n,
  note: `N = ${n}: N separate TCPs need a whole N`,
});

/**
 * One point of a packet view: its replications one after the other (seeds from the sweep's seed
 * and the point's values, shared by the series: the flavours are compared under the same start
 * times and RED draws), combined as a mean with a 95 % interval. Pure: the browser's workers, the
 * CLI's threads and the tests call it, and a point gives the same numbers wherever it runs.
 */
export function runPoint(spec: MultcpScenario, point: SweepPoint): MultcpPointResult {
  const s = runnableSpec(spec, MULTCP_DEFAULTS);
  const seeds = pointSeeds(s, point);
  const out = empty(s, point);
  const x = point.coords[0];
  const { multcp, flavour } = parseSeries(point.series);
  const fl = (flavour ?? s.tcp) as Flavour;
  switch (s.view) {
    case 'fig4': {
      if (!multcp && !Number.isInteger(x)) return fractional(out, x);
      const runs = seeds.map((seed) => fig4Run(s, x, fl, !multcp, seed));
      return {
        ...out,
        value: acrossReps(
          runs.map((r) => r.gain),
          NONNEGATIVE,
        ),
        theory: multcp ? multcpGain(x) : x,
        mbps: mean(runs.map((r) => r.multcp)),
        refMbps: mean(runs.map((r) => r.tcp)),
        timeouts: mean(runs.map((r) => r.multcpTimeouts)),
        refTimeouts: mean(runs.map((r) => r.tcpTimeouts)),
        utilization: mean(runs.map((r) => r.utilization)),
        runs: runs.map((r, k) => ({ seed: seeds[k], value: r.gain })),
      };
    }
    case 'fig5': {
      const runs = seeds.map((seed) => fig5Run(s, x, fl, seed));
      return {
        ...out,
        value: acrossReps(
          runs.map((r) => r.spread),
          NONNEGATIVE,
        ),
        pairSpread: acrossReps(
          runs.map((r) => r.pairSpread),
          NONNEGATIVE,
        ),
        mbps: mean(runs.map((r) => r.meanMbps)),
        timeouts: mean(runs.map((r) => r.timeouts)),
        utilization: mean(runs.map((r) => r.utilization)),
        runs: runs.map((r, k) => ({ seed: seeds[k], value: r.spread })),
      };
    }
    case 'util': {
      if (!multcp && !Number.isInteger(x)) return fractional(out, x);
      const runs = seeds.map((seed) => utilRun(s, x, fl, !multcp, seed));
      return {
        ...out,
        value: acrossReps(
          runs.map((r) => r.utilization),
          FRACTION,
        ),
        theory: multcp ? multcpUtilization(x, 0.5) : parallelUtilization(x, 0.5),
        timeouts: mean(runs.map((r) => r.timeouts)),
        flowsPerEvent: mean(runs.map((r) => r.flowsPerEvent)),
        dropsPerEvent: mean(runs.map((r) => r.dropsPerEvent)),
        runs: runs.map((r, k) => ({ seed: seeds[k], value: r.utilization })),
      };
    }
    case 'wpf': {
      const net = { ...s, flows: wpfFlows(s.flows) };
      const runs = seeds.map((seed) => wpfRun(net, seed));
      const flows = net.flows.map((_, f) =>
        acrossReps(
          runs.map((r) => r.mbps[f]),
          NONNEGATIVE,
        ),
      );
      return {
        ...out,
        flows,
        timeouts: mean(runs.map((r) => r.timeouts.reduce((a, t) => a + t, 0))),
        flowsPerEvent: mean(runs.map((r) => r.flowsPerEvent)),
        runs: runs.map((r, k) => ({ seed: seeds[k], value: r.mbps.reduce((a, v) => a + v, 0) })),
      };
    }
    case 'rwnd': {
      const runs = seeds.map((seed) => rwndRun(s, x, multcp, seed));
      const bufferKB = (x * s.pkt) / 1000;
      const v = rbufferView(s);
      const curve = multcp && v.multcp ? v.multcp : v.tcp;
      return {
        ...out,
        value: acrossReps(
          runs.map((r) => r.kBps),
          NONNEGATIVE,
        ),
        theory: throughputAt(bufferKB, curve, s.rtt),
        timeouts: mean(runs.map((r) => r.timeouts)),
        bufferKB,
        runs: runs.map((r, k) => ({ seed: seeds[k], value: r.kBps })),
      };
    }
    default:
      return { ...out, note: `view=${s.view} is a closed form: nothing to simulate` };
  }
}
