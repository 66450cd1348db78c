import { POLICIES, type AimdParams, type PolicyName } from '../src/engines/aimd/params';
import { AimdSimulation } from '../src/engines/aimd/simulation';
import { LargestRate } from '../src/engines/aimd/policies/largestRate';

/**
 * Events per second of the AIMD engine, per policy and N, with statistics on (as in the app).
 * Each case runs for about `budgetMs` after a short JIT warm-up.
 */
function params(n: number, policy: PolicyName, unequalEta: boolean): AimdParams {
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
    events: Number.MAX_SAFE_INTEGER,
    warmup: 0,
    bins: 100,
  };
}

interface Row {
  policy: string;
  n: number;
  events: number;
  perSecond: number;
  nsPerEvent: number;
  note: string;
}

function measure(n: number, policy: PolicyName, unequalEta: boolean, budgetMs: number): Row {
  const sim = new AimdSimulation(params(n, policy, unequalEta));
  sim.run(Math.max(1000, 4 * n)); // warm-up: JIT and the initial transient
  const tree = (sim as unknown as { policy: unknown }).policy;
  const kinetic = tree instanceof LargestRate ? tree.tree : null;
  const before = kinetic?.recomputations ?? 0;
  const start0 = sim.eventsDone;
  const t0 = performance.now();
  let batch = 1000;
  while (performance.now() - t0 < budgetMs) {
    sim.run(batch);
    batch = Math.min(batch * 2, 1 << 20);
  }
  const ms = performance.now() - t0;
  const events = sim.eventsDone - start0;
  let note = '';
  if (kinetic)
    note = `${((kinetic.recomputations - before) / events).toFixed(1)} tree-node evaluations/event`;
  if (policy === 'beatdown') note = 'event = one tagging (an infinite accumulation of cuts)';
  if (policy === 'synchronized') note = 'cuts all N flows: O(N) per event by nature';
  if (policy === 'independent') note = `p = ${Math.min(0.5, 4 / n)}: O((1 + pN) log N) per event`;
  return {
    policy: policy + (unequalEta ? ' (unequal eta)' : ''),
    n,
    events,
    perSecond: (events / ms) * 1000,
    nsPerEvent: (ms * 1e6) / events,
    note,
  };
}

export function benchAimdEngine(budgetMs = 400): Row[] {
  const rows: Row[] = [];
  for (const policy of POLICIES) {
    for (const n of [10, 1000, 10_000]) rows.push(measure(n, policy, false, budgetMs));
  }
  for (const n of [10, 1000, 10_000]) rows.push(measure(n, 'largest-rate', true, budgetMs));
  for (const n of [10, 1000, 10_000]) rows.push(measure(n, 'beatdown', true, budgetMs));
  return rows;
}

export function printRows(rows: Row[]): void {
  const fmt = (x: number) =>
    x >= 1e6 ? `${(x / 1e6).toFixed(2)} M` : x >= 1e3 ? `${(x / 1e3).toFixed(1)} k` : x.toFixed(0);
  console.log('AIMD engine: events per second (statistics on, one core)');
  console.log(
    `${'policy'.padEnd(30)} ${'N'.padStart(6)} ${'events/s'.padStart(10)} ${'ns/event'.padStart(9)}  note`,
  );
  for (const r of rows) {
    console.log(
      `${r.policy.padEnd(30)} ${String(r.n).padStart(6)} ${fmt(r.perSecond).padStart(10)} ${r.nsPerEvent.toFixed(1).padStart(9)}  ${r.note}`,
    );
  }
}
