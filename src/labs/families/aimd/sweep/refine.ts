import { AIMD_DEFAULTS, AIMD_SCHEMA, type AimdScenario } from '../scenario';
import type { Problem } from '../../../../scenario/problems';
import { formatNumber } from '../../../../format/numbers';
import { axisValues, formatAxis, type SweepAxis } from '../../../../sweep/axis';
import type { SweepParam, SweepSpec } from './spec';

/**
 * The sweep's cross-field rules. Every point must be a scenario the Loss-policies lab accepts, so
 * the scenario's own rules are applied once, to a probe in which each swept parameter takes its
 * worst value for those rules (the largest n and warm-up, the smallest c and run length): the
 * rules are monotone in each parameter and the points are all combinations of the axes' values,
 * so the probe passes exactly when every point does. The rules the probe cannot express (a swept
 * warm-up, a sigma sweep) come first. (The rules of every sweep, on the axes and on the number of
 * runs, are src/sweep/refine.ts's, around these.)
 */

const PER_FLOW = ['beta', 'eta', 'rtt', 'weights', 'p', 'x0'] as const;
/** The fields the scenario's rules may repair or adapt; they are copied back from the probe. */
const REPAIRABLE = [
  'n',
  'c',
  'beta',
  'eta',
  'rtt',
  'weights',
  'sigma',
  'p',
  'x0',
  'events',
  'warmup',
] as const;

type Report = (param: string, reason: string, used: string, note?: boolean) => void;

const axes = (s: SweepSpec): SweepAxis[] =>
  [s.sweep, s.sweep2].filter((a): a is SweepAxis => a !== null);

const axisOf = (s: SweepSpec, param: SweepParam): SweepAxis | null =>
  axes(s).find((a) => a.param === param) ?? null;

/** Removes an axis; a lone second axis becomes the first. */
function dropAxis(s: SweepSpec, axis: SweepAxis): void {
  if (s.sweep === axis) {
    s.sweep = s.sweep2;
    s.sweep2 = null;
  } else if (s.sweep2 === axis) s.sweep2 = null;
}

const nameOf = (s: SweepSpec, axis: SweepAxis) => (s.sweep === axis ? 'sweep' : 'sweep2');

/** Rules about swept parameters that the probe cannot express. */
function refineSwept(s: SweepSpec, given: ReadonlySet<keyof SweepSpec>, report: Report): void {
  // eta = 1/rtt^2: a swept one replaces the other, whose fixed value would only contradict it.
  if (axisOf(s, 'eta') && s.rtt !== null) {
    report('rtt', 'eta is swept (eta = 1/rtt^2 is one or the other)', 'ignored');
    s.rtt = null;
  }
  // (the default eta is no contradiction: a sweep file writes every field, eta included)
  const defaultEta = s.eta.length === 1 && s.eta[0] === AIMD_DEFAULTS.eta[0];
  if (axisOf(s, 'rtt') && given.has('eta') && !defaultEta) {
    report('eta', 'rtt is swept (eta = 1/rtt^2 is one or the other)', 'ignored');
    s.eta = AIMD_DEFAULTS.eta;
  }
  if (axisOf(s, 'n')) {
    for (const key of PER_FLOW) {
      const v = s[key];
      if (v === null || v.length === 1) continue;
      const def = AIMD_DEFAULTS[key];
      report(
        key,
        `has ${v.length} values but n is swept (give one value for every flow)`,
        def ? `the default ${def.map(formatNumber).join(',')}` : 'ignored',
      );
      (s as unknown as Record<string, unknown>)[key] = def;
    }
  }
  const sigma = axisOf(s, 'sigma');
  // the lab's default sigma sweep gives way to weights or to n = 1 written; a written one does not
  const defaultSweep = sigma !== null && !given.has(nameOf(s, sigma));
  if (sigma && s.weights !== null && defaultSweep) {
    report('sweep', 'the default sigma sweep would set the selection weights', 'no sweep', true);
    dropAxis(s, sigma);
  } else if (sigma && s.weights !== null) {
    report('weights', 'a sigma sweep sets the selection weights', 'ignored');
    s.weights = null;
  }
  const sigmaNow = axisOf(s, 'sigma');
  if (sigmaNow && !axisOf(s, 'n') && s.n < 2) {
    const why = 'a sigma sweep needs n >= 2 (two classes of flows)';
    if (given.has(nameOf(s, sigmaNow))) report(nameOf(s, sigmaNow), why, 'no sweep');
    else report('sweep', `the default ${why}`, 'no sweep', true);
    dropAxis(s, sigmaNow);
  }
  const warmup = axisOf(s, 'warmup');
  if (warmup) {
    const events = axisOf(s, 'events');
    const minEvents = events ? Math.min(...axisValues(events)) : s.events;
    const values = axisValues(warmup);
    const kept = values.filter((w) => w < minEvents);
    if (kept.length < values.length) {
      const axis: SweepAxis | null = kept.length
        ? { param: 'warmup', kind: 'list', values: kept }
        : null;
      report(
        nameOf(s, warmup),
        `warmup values must be less than events (${formatNumber(minEvents)})`,
        axis ? formatAxis(axis) : 'no sweep',
      );
      if (axis === null) dropAxis(s, warmup);
      else if (s.sweep === warmup) s.sweep = axis;
      else s.sweep2 = axis;
    }
  }
}

/** The scenario's rules on a probe at the worst point (see above). */
function refineProbe(s: SweepSpec, given: ReadonlySet<keyof SweepSpec>, problems: Problem[]) {
  const probe = { ...s, policy: AIMD_DEFAULTS.policy } as unknown as AimdScenario;
  // a swept parameter is written: the rules adapt the others to it, never it
  const probeGiven = new Set([...(given as ReadonlySet<string>), ...axes(s).map((a) => a.param)]);
  const skip = new Set<string>();
  for (const axis of axes(s)) {
    const v = axisValues(axis);
    const max = Math.max(...v);
    const min = Math.min(...v);
    skip.add(axis.param);
    switch (axis.param) {
      case 'n':
      case 'warmup':
        probe[axis.param] = max;
        break;
      case 'c':
      case 'events':
        probe[axis.param] = min;
        break;
      case 'sigma':
        probe.sigma = v[0];
        break;
      case 'rtt':
        probe.rtt = [v[0]];
        probeGiven.delete('eta'); // cleared above: the default eta is no conflict
        break;
      case 'beta':
      case 'eta':
      case 'p':
        probe[axis.param] = [v[0]];
    }
  }
  AIMD_SCHEMA.refine(probe, probeGiven as Set<keyof AimdScenario>, problems);
  for (const key of REPAIRABLE) {
    if (!skip.has(key)) (s as unknown as Record<string, unknown>)[key] = probe[key];
  }
}

/** The AIMD rules of a sweep: those the probe cannot express, then the probe's. */
export function refineAimdSweep(
  s: SweepSpec,
  given: ReadonlySet<keyof SweepSpec>,
  problems: Problem[],
): void {
  const report: Report = (param, reason, used, note) =>
    problems.push({ param, reason, used, ...(note && { note }) });
  refineSwept(s, given, report);
  refineProbe(s, given, problems);
}
