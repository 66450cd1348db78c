import type { Problem } from '../../../scenario/problems';
import { fitWarmup, ratioRule } from '../../../scenario/rules';
import type { ExperimentFields } from './fields';

export const EXPERIMENT_VIEWS = ['buffers', 'longfat', 'rttfair', 'friendly', 'noise'] as const;
export type ExperimentView = (typeof EXPERIMENT_VIEWS)[number];

/** Paper 003 Sec. 6 compares Illinois with Reno, HS-TCP, BIC-TCP, C-TCP and Vegas; CUBIC added. */
export const ALGORITHMS = [
  'illinois',
  'reno',
  'highspeed',
  'cubic',
  'bic',
  'compound',
  'vegas',
] as const;
export type Algorithm = (typeof ALGORITHMS)[number];

/** The views that run the packet engine: the experiments, and the lossy link with sim=1. */
export type PacketView = ExperimentView | 'lossy';

export interface ViewDefaults {
  cc: readonly Algorithm[];
  cap: number;
  tp: number;
  /** null: the view sweeps `buffers` */
  buffer: number | null;
  t: number;
  warmup: number;
  reps: number;
}

/**
 * Each experiment's setup (Sec. 6) and run lengths. The lengths are what keeps each average
 * stable to about 1 % (tens of congestion epochs after the warm-up; see the tests) while a default
 * sweep stays under ~30 s on two cores: 300 s at 10 Mbit/s (a Reno epoch is 3-6 s), 600 s for
 * one flow at 100 Mbit/s (an epoch is ~70 s: 7 of them, 0.5 % from a 1000-s run), 300-400 s for
 * two or four flows there (their epochs are 2-4x shorter; replications give the spread). Fig. 8
 * runs three replications (a 95 % interval for each algorithm): its twelve runs take ~42 s of CPU,
 * 21-46 s on two cores shared with other work (one replication: 10 s).
 */
export const VIEW_DEFAULTS: Readonly<Record<PacketView, ViewDefaults>> = {
  buffers: {
    cc: ['illinois', 'reno'],
    cap: 10,
    tp: 60,
    buffer: null,
    t: 300,
    warmup: 100,
    reps: 3,
  },
  longfat: {
    cc: ['illinois', 'reno', 'highspeed', 'cubic'],
    cap: 100,
    tp: 100,
    buffer: 100,
    t: 600,
    warmup: 100,
    reps: 3,
  },
  rttfair: {
    cc: ['illinois', 'reno'],
    cap: 100,
    tp: 100,
    buffer: 100,
    t: 400,
    warmup: 100,
    reps: 1,
  },
  friendly: {
    cc: ['illinois', 'highspeed', 'cubic'],
    cap: 100,
    tp: 100,
    buffer: 100,
    t: 300,
    warmup: 100,
    reps: 4,
  },
  lossy: { cc: ['illinois', 'reno'], cap: 40, tp: 100, buffer: 200, t: 300, warmup: 50, reps: 4 },
  noise: {
    cc: ['illinois', 'vegas', 'reno'],
    cap: 10,
    tp: 60,
    buffer: 50,
    t: 300,
    warmup: 100,
    reps: 2,
  },
};

export interface WithView extends ExperimentFields {
  view: string;
}

/** The packet view shown, or null (the model views, and the lossy link without sim=1). */
export function packetView(s: WithView): PacketView | null {
  if ((EXPERIMENT_VIEWS as readonly string[]).includes(s.view)) return s.view as ExperimentView;
  return s.view === 'lossy' && s.sim ? 'lossy' : null;
}

/** An `inactive` rule: true outside these packet views. */
export const outside =
  (...views: PacketView[]) =>
  (s: WithView) => {
    const v = packetView(s);
    return v === null || !views.includes(v);
  };
export const notPacket = (s: WithView) => packetView(s) === null;
export const ALL_BUT_LOSSY: PacketView[] = [...EXPERIMENT_VIEWS];

/** The algorithms compared in a packet view (lossy: Illinois and Reno, always). */
export function algorithmsOf(s: WithView): readonly Algorithm[] {
  const v = packetView(s);
  if (v === null) return [];
  if (v === 'lossy') return VIEW_DEFAULTS.lossy.cc;
  return s.cc ?? VIEW_DEFAULTS[v].cc;
}

/** The resolved run length of a packet view. */
export function runLength(s: WithView): { t: number; warmup: number; reps: number } | null {
  const v = packetView(s);
  if (v === null) return null;
  const d = VIEW_DEFAULTS[v];
  return { t: s.simT ?? d.t, warmup: s.simWarmup ?? d.warmup, reps: s.simReps ?? d.reps };
}

/** The longest run of a packet view, s (the t field's bound). */
export const MAX_SIM_T = 1e5;

/**
 * The experiments' cross-field rules: a warm-up shorter than the run (the one the user did not
 * write keeps the view's ratio to the other), no algorithm twice.
 */
export function refineExperiment(
  s: WithView,
  given: ReadonlySet<string>,
  problems: Problem[],
): void {
  if (s.cc !== null && new Set(s.cc).size !== s.cc.length) {
    const once = [...new Set(s.cc)];
    problems.push({ param: 'cc', reason: 'lists an algorithm twice', used: once.join(',') });
    s.cc = once;
  }
  for (const key of ['buffers', 'sigma', 'gamma'] as const) {
    const v = s[key];
    if (new Set(v).size === v.length) continue;
    const once = [...new Set(v)];
    problems.push({ param: key, reason: 'lists a value twice', used: once.join(',') });
    s[key] = once;
  }
  s.buffers = [...s.buffers].sort((a, b) => a - b);
  s.sigma = [...s.sigma].sort((a, b) => a - b);
  const run = runLength(s);
  const view = packetView(s);
  if (run === null || view === null || run.warmup < run.t) return;
  const d = VIEW_DEFAULTS[view];
  const fitted = fitWarmup(
    { param: 'twarm', value: run.warmup, given: given.has('simWarmup') },
    { param: 't', value: run.t, given: given.has('simT') },
    ratioRule(' s', 't', { warmup: d.warmup, run: d.t }, MAX_SIM_T),
    problems,
  );
  s.simWarmup = fitted.warmup;
  s.simT = fitted.run;
}
