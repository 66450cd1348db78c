import { loadavg } from 'node:os';
import { POLICIES, type AimdParams, type PolicyName } from '../src/engines/aimd/params';
import { AimdSimulation } from '../src/engines/aimd/simulation';
import { LargestRate } from '../src/engines/aimd/policies/largestRate';
import { NativeEngine, type NativePolicy, type NativeResult } from './c/native';

/**
 * Events per second of the AIMD engine, per policy and N, with statistics on (as in the app).
 * Each case runs for about `budgetMs` after a JIT warm-up. Both wall-clock and CPU time are
 * reported: on a shared machine the CPU time of the process is the steadier of the two.
 *
 * Rate-proportional and largest-rate are also run in C (bench/c/aimd.c: the same event loop, the
 * same statistics, the same generator), right after the TypeScript case so that both see the same
 * load, when gcc is available. The utilization of the first CHECK_EVENTS events must be the same to
 * the last digit in both: then the comparison is of the same work.
 */
const CHECK_EVENTS = 100_000;
const WARMUP_MS = 150;

function params(n: number, policy: PolicyName, unequalEta: boolean, events: number): AimdParams {
  return {
    n,
    c: 1,
    beta: new Float64Array(n).fill(0.5),
    eta: unequalEta
      ? Float64Array.from({ length: n }, (_, i) => 1 + (i % 7) * 0.37)
      : new Float64Array(n).fill(1),
    policy,
    weights: new Float64Array(n).fill(1),
    p: new Float64Array(n).fill(Math.min(0.5, 4 / n)),
    x0: new Float64Array(n),
    seed: 1,
    events,
    warmup: 0,
    bins: 100,
  };
}

interface Native {
  result: NativeResult | string;
  /** the same events in TypeScript */
  utilization: string;
  /** C with the kinetic tournament over all flows (largest-rate's previous algorithm) */
  kinetic: NativeResult | string | null;
}

interface Row {
  policy: string;
  n: number;
  events: number;
  perSecond: number;
  cpuPerSecond: number;
  nsPerEvent: number;
  note: string;
  native: Native | null;
}

function treeNote(sim: AimdSimulation, events: number, headsBefore: number): string {
  const policy = (sim as unknown as { policy: unknown }).policy;
  if (!(policy instanceof LargestRate)) return '';
  const tree = policy.tree;
  const levels = Array.from({ length: tree.classes }, (_, k) => tree.levels(k));
  const heads = (tree.headEvaluations - headsBefore) / events;
  return (
    `${tree.classes} eta class${tree.classes > 1 ? 'es' : ''}: ${Math.max(...levels)} levels` +
    (tree.classes > 1 ? `, ${heads.toFixed(1)} head-tree evaluations/event` : '')
  );
}

function headEvaluations(sim: AimdSimulation): number {
  const policy = (sim as unknown as { policy: unknown }).policy;
  return policy instanceof LargestRate ? policy.tree.headEvaluations : 0;
}

function measure(n: number, policy: PolicyName, unequalEta: boolean, budgetMs: number): Row {
  const sim = new AimdSimulation(params(n, policy, unequalEta, Number.MAX_SAFE_INTEGER));
  // Warm-up: the initial transient, and WARMUP_MS for the JIT to settle (its compiler threads'
  // CPU time would otherwise count in the first part of the measurement).
  const w0 = performance.now();
  sim.run(Math.max(1000, 4 * n));
  while (performance.now() - w0 < WARMUP_MS) sim.run(10_000);
  const headsBefore = headEvaluations(sim);
  const start0 = sim.eventsDone;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let batch = 1000;
  while (performance.now() - t0 < budgetMs) {
    sim.run(batch);
    batch = Math.min(batch * 2, 1 << 20);
  }
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const events = sim.eventsDone - start0;
  let note = treeNote(sim, events, headsBefore);
  if (policy === 'beatdown') note = 'event = one tagging (an infinite accumulation of cuts)';
  if (policy === 'synchronized') note = 'cuts all N flows: O(N) per event by nature';
  if (policy === 'independent') note = `p = ${Math.min(0.5, 4 / n)}: O((1 + pN) log N) per event`;
  return {
    policy: policy + (unequalEta ? ' (unequal eta)' : ''),
    n,
    events,
    perSecond: (events / ms) * 1000,
    cpuPerSecond: (events / cpuMs) * 1000,
    nsPerEvent: (ms * 1e6) / events,
    note,
    native: null,
  };
}

/** Utilization after CHECK_EVENTS events in TypeScript, with 17 significant digits as C prints. */
function utilization(n: number, policy: PolicyName, unequalEta: boolean): string {
  const sim = new AimdSimulation(params(n, policy, unequalEta, CHECK_EVENTS));
  sim.run(Infinity);
  return (sim.summary().utilization as number).toPrecision(17);
}

function compareWithC(row: Row, c: NativeEngine, unequalEta: boolean, budgetMs: number): void {
  const policy = row.policy.split(' ')[0] as NativePolicy;
  const run = (p: NativePolicy) => c.run(p, row.n, unequalEta, CHECK_EVENTS, budgetMs);
  row.native = {
    result: run(policy),
    utilization: utilization(row.n, policy as PolicyName, unequalEta),
    kinetic: policy === 'largest-rate' ? run('largest-rate-kinetic') : null,
  };
}

export function benchAimdEngine(budgetMs = 400): Row[] {
  const native = NativeEngine.compile();
  const c = typeof native === 'string' ? null : native;
  if (typeof native === 'string') console.log(`C comparison skipped: ${native}`);
  const rows: Row[] = [];
  const add = (n: number, policy: PolicyName, unequalEta: boolean) => {
    const row = measure(n, policy, unequalEta, budgetMs);
    const compared = policy === 'rate-proportional' || policy === 'largest-rate';
    if (c && compared) compareWithC(row, c, unequalEta, budgetMs);
    rows.push(row);
  };
  for (const policy of POLICIES) for (const n of [10, 1000, 10_000]) add(n, policy, false);
  for (const n of [10, 1000, 10_000]) add(n, 'largest-rate', true);
  for (const n of [10, 1000, 10_000]) add(n, 'beatdown', true);
  c?.dispose();
  return rows;
}

const fmt = (x: number) =>
  x >= 1e6 ? `${(x / 1e6).toFixed(2)} M` : x >= 1e3 ? `${(x / 1e3).toFixed(1)} k` : x.toFixed(0);

export function printRows(rows: Row[]): void {
  const load = loadavg()
    .map((x) => x.toFixed(2))
    .join(', ');
  console.log(`AIMD engine: events per second (statistics on, one core; load average ${load})`);
  console.log(
    `${'policy'.padEnd(30)} ${'N'.padStart(6)} ${'wall ev/s'.padStart(10)} ${'ns/event'.padStart(9)}` +
      ` ${'CPU ev/s'.padStart(10)} ${'C CPU ev/s'.padStart(11)} ${'TS/C'.padStart(5)}  note`,
  );
  for (const r of rows) {
    const c = r.native && typeof r.native.result !== 'string' ? r.native.result : null;
    console.log(
      `${r.policy.padEnd(30)} ${String(r.n).padStart(6)} ${fmt(r.perSecond).padStart(10)}` +
        ` ${r.nsPerEvent.toFixed(1).padStart(9)} ${fmt(r.cpuPerSecond).padStart(10)}` +
        ` ${(c ? fmt(c.cpuPerSecond) : '').padStart(11)}` +
        ` ${(c ? (r.cpuPerSecond / c.cpuPerSecond).toFixed(2) : '').padStart(5)}  ${r.note}`,
    );
  }
  const compared = rows.filter((r) => r.native);
  if (compared.length === 0) return;
  console.log(
    `\nSame work in C and TS: utilization after ${CHECK_EVENTS} events (seed 1); C wall-clock ev/s;` +
      ' largest-rate in C with the kinetic tournament it used before',
  );
  for (const r of compared) {
    const { result, utilization: ts, kinetic } = r.native as Native;
    if (typeof result === 'string') {
      console.log(`${r.policy.padEnd(30)} ${String(r.n).padStart(6)}  ${result}`);
      continue;
    }
    // compared as numbers: C's %.17g drops trailing zeros that toPrecision(17) keeps
    const same = Number(result.utilization) === Number(ts) ? 'same' : 'DIFFERENT';
    const old =
      kinetic === null
        ? ''
        : typeof kinetic === 'string'
          ? kinetic
          : `kinetic C: ${fmt(kinetic.cpuPerSecond)} CPU ev/s (TS/C ${(r.cpuPerSecond / kinetic.cpuPerSecond).toFixed(2)})`;
    console.log(
      `${r.policy.padEnd(30)} ${String(r.n).padStart(6)}  TS ${ts}  C ${result.utilization}  ${same}` +
        `  C wall ${fmt(result.wallPerSecond)} ev/s  ${old}`,
    );
  }
}
