import { analyze, type Analysis } from '../../engines/fluid/analysis';
import type { ConditionChecks } from '../../engines/fluid/conditions';
import { convergenceTime, sourceTotals } from '../../engines/fluid/metrics';
import { compileNetwork, pktsToMbps, type CompiledNetwork } from '../../engines/fluid/network';
import { RESPONSIVENESS_TIMING } from '../../engines/fluid/presets';
import { simulate, type Trajectory } from '../../engines/fluid/simulation';
import { runSchema } from '../kit/live/speedField';
import { encodeJson } from '../../scenario/codec';
import { flagImpossible } from '../kit/impossible';
import { FLUID_QUANTITIES } from './priceRange';
import {
  MPTCP_SCHEMA,
  horizonOf,
  sampleIntervalOf,
  toNetwork,
  type MptcpScenario,
} from './scenario';

/**
 * The lab's results as the CLI prints them and the browser exports them: the equilibrium of
 * (6)-(7) with its residual, the metrics, a trajectory check, and optionally the sampled path.
 * Rates in Mbit/s, prices as loss probabilities, times in seconds.
 */
export interface MptcpReport {
  lab: 'mptcp';
  scenario: Record<string, unknown>;
  equilibrium: EquilibriumReport;
  metrics: MetricsReport;
  trajectory: TrajectoryReport;
  responsiveness?: ResponsivenessReport;
  notes: string[];
  path?: PathTable;
  impossible?: string[];
}

export interface EquilibriumReport {
  /** time whose active sources it is for (the end of the run) */
  at: number;
  sources: {
    id: string;
    algorithm: string;
    active: boolean;
    routes: { links: string[]; rttMs: number; rate: number; phi: number; q: number }[];
    total: number;
  }[];
  links: { id: string; capacity: number; load: number; price: number }[];
  residual: number;
  converged: boolean;
  iterations: number;
  nonUnique: { kind: 'split' | 'totals'; note: string } | null;
  boundaryRoutes: { source: string; route: number }[];
}

export interface MetricsReport {
  friendliness: {
    mpShare: number;
    mpMean: number;
    spMean: number;
    mpTotal: number;
    spTotal: number;
  };
  oscillation: { source: string; D: number }[];
  jacobian: {
    spectralAbscissa: number;
    lambdaBar: number;
    lambdaMin: number;
    eigenvalues: { re: number; im: number }[];
  };
  conditions: ConditionChecks[];
  routingFullRowRank: boolean;
}

export interface TrajectoryReport {
  horizon: number;
  steps: number;
  failure: string | null;
  /** max over sources of |total(t end) - total at equilibrium| / total at equilibrium */
  finalTotalsDeviation: number;
}

export interface ResponsivenessReport {
  /** footnote 2: seconds after 80 s until the second route stays within 10 % of its final average */
  convergenceTime: number | null;
  finalAverage: number;
  resolution: number;
  /** the single-path flow's average over [40 s, 80 s) (Table IV's second row) and its equilibrium */
  spAverage: number;
  spEquilibrium: number;
}

export interface PathTable {
  time: number[];
  rates: { source: string; route: number; values: number[] }[];
  prices: { link: string; values: number[] }[];
}

const mbps = (n: CompiledNetwork, v: number) => pktsToMbps(v, n.pktBytes);

export interface MptcpRun {
  scenario: MptcpScenario;
  network: CompiledNetwork;
  analysis: Analysis;
  trajectory: Trajectory;
  /** keep every `stride`-th sample for the path */
  stride: number;
}

/** Solves, simulates and measures a (decoded, hence valid) scenario. */
export function runScenario(s: MptcpScenario): MptcpRun {
  const network = compileNetwork(toNetwork(s));
  const horizon = horizonOf(s);
  const dt = sampleIntervalOf(s);
  // footnote 2's convergence times are fractions of a second in the fluid model: sample finely
  const fine = s.net === 'responsiveness' ? Math.min(dt, 0.005) : dt;
  const stride = Math.max(1, Math.round(dt / fine));
  const trajectory = simulate(network, { horizon, sampleInterval: dt / stride });
  return { scenario: s, network, analysis: analyze(network, horizon), trajectory, stride };
}

export function buildReport(run: MptcpRun, withPath: boolean): MptcpReport {
  const { network: n, analysis: a, trajectory: tr, scenario: s } = run;
  const eq = a.equilibrium;
  const notes: string[] = [];
  const report: MptcpReport = {
    lab: 'mptcp',
    scenario: encodeJson(runSchema(MPTCP_SCHEMA), s),
    equilibrium: {
      at: eq.at,
      sources: n.net.sources.map((src, i) => ({
        id: src.id,
        algorithm: n.algorithms[i].spec.name,
        active: eq.activeSources[i] === 1,
        routes: src.routes.map((route, j) => {
          const r = n.srcStart[i] + j;
          return {
            links: route.links.map((l) => n.net.links[l].id),
            rttMs: n.tau[r] * 1000,
            rate: mbps(n, eq.x[r]),
            phi: eq.activeSources[i] ? eq.phi[r] : 0,
            q: eq.q[r],
          };
        }),
        total: mbps(n, a.totals[i]),
      })),
      links: n.net.links.map((l, i) => {
        let load = 0;
        for (let r = 0; r < n.nR; r++)
          for (let k = n.linkPtr[r]; k < n.linkPtr[r + 1]; k++)
            if (n.linkIdx[k] === i) load += eq.x[r];
        return { id: l.id, capacity: l.capacityMbps, load: mbps(n, load), price: eq.p[i] };
      }),
      residual: eq.residual,
      converged: eq.converged,
      iterations: eq.iterations,
      nonUnique: eq.nonUnique ? { kind: eq.nonUnique.kind, note: eq.nonUnique.note } : null,
      boundaryRoutes: eq.boundaryRoutes.map((r) => ({
        source: n.net.sources[n.routeSource[r]].id,
        route: r - n.srcStart[n.routeSource[r]] + 1,
      })),
    },
    metrics: {
      friendliness: {
        mpShare: a.friendliness.mpShare,
        mpMean: mbps(n, a.friendliness.mpMean),
        spMean: mbps(n, a.friendliness.spMean),
        mpTotal: mbps(n, a.friendliness.mpTotal),
        spTotal: mbps(n, a.friendliness.spTotal),
      },
      oscillation: n.net.sources
        .map((src, i) => ({ source: src.id, D: a.oscillation[i] }))
        .filter((o) => !Number.isNaN(o.D)),
      jacobian: {
        spectralAbscissa: a.spectrum.spectralAbscissa,
        lambdaBar: a.spectrum.lambdaBar,
        lambdaMin: a.spectrum.lambdaMin,
        eigenvalues: a.spectrum.re.map((re, i) => ({ re, im: a.spectrum.im[i] })),
      },
      conditions: a.conditions,
      routingFullRowRank: a.routingFullRowRank,
    },
    trajectory: {
      horizon: horizonOf(s),
      steps: tr.steps,
      failure: tr.failure,
      finalTotalsDeviation: finalDeviation(run),
    },
    notes,
  };
  if (!eq.converged) notes.push(`equilibrium: ${eq.message}`);
  if (eq.nonUnique) notes.push(eq.nonUnique.note);
  if (eq.boundaryRoutes.length > 0)
    notes.push(
      'some routes are unused at equilibrium with phi_r = q_r (boundaryRoutes): a trajectory approaches them slowly (Coupled: like t^-1/2; like 1/t where phi_r < q_r strictly), so compare totals there',
    );
  if (a.spectrum.spectralAbscissa > 1e-9 * Math.abs(a.spectrum.lambdaMin))
    notes.push(
      'J* has an eigenvalue with a positive real part: this equilibrium is unstable and trajectories leave it (balia-window on Fig. 1 settles at a 4:1 split instead)',
    );
  if (report.trajectory.finalTotalsDeviation > 0.005 && !report.trajectory.failure)
    notes.push(
      `at t = ${report.trajectory.horizon} s the trajectory's totals are still ${(100 * report.trajectory.finalTotalsDeviation).toPrecision(2)} % from the equilibrium's` +
        slowestModeHint(a.spectrum.spectralAbscissa, report.trajectory.horizon),
    );
  if (tr.failure) notes.push(`trajectory: ${tr.failure}`);
  if (s.net === 'two-links' || s.net === 'responsiveness')
    notes.push(
      "the paper does not give the single-path flows' RTT on Fig. 2: they use the RTT of link 2's route",
    );
  if (s.net === 'responsiveness') report.responsiveness = responsiveness(run);
  if (withPath) report.path = pathTable(run);
  return flagImpossible(report, FLUID_QUANTITIES);
}

/**
 * Why a trajectory has not settled, when J* says so: its slowest mode decays like e^(-|a| t), a the
 * spectral abscissa (a Reno source alone decays at 1/(tau^2 c): slow for a large bandwidth-delay
 * product), and a horizon long enough to see the end.
 */
export function slowestModeHint(abscissa: number, horizon: number): string {
  if (!(abscissa < 0)) return '';
  const tau = 1 / -abscissa;
  if (tau * 5 <= horizon) return '';
  const t = Math.min(1e4, niceUp(Math.max(2 * horizon, 8 * tau)));
  return `: J*'s slowest mode decays with a time constant of ${tau.toPrecision(2)} s (try t=${t})`;
}

/** The smallest 1, 2 or 5 times a power of ten that is >= x. */
function niceUp(x: number): number {
  const p = 10 ** Math.floor(Math.log10(x));
  return ([1, 2, 5, 10].find((k) => k * p >= x) ?? 10) * p;
}

function finalDeviation(run: MptcpRun): number {
  const { network: n, trajectory: tr, analysis: a } = run;
  if (tr.count === 0) return Infinity;
  const last = tr.x.subarray((tr.count - 1) * n.nR, tr.count * n.nR);
  const tot = sourceTotals(n, last);
  let dev = 0;
  for (let s = 0; s < n.nS; s++)
    if (a.totals[s] > 0) dev = Math.max(dev, Math.abs(tot[s] - a.totals[s]) / a.totals[s]);
  return dev;
}

function responsiveness(run: MptcpRun): ResponsivenessReport {
  const { network: n, trajectory: tr } = run;
  const x2 = Float64Array.from({ length: tr.count }, (_, k) => tr.x[k * n.nR + 1]);
  const ct = convergenceTime(tr.t, x2, RESPONSIVENESS_TIMING.spStopS);
  let sum = 0;
  let count = 0;
  for (let k = 0; k < tr.count; k++)
    if (tr.t[k] >= RESPONSIVENESS_TIMING.spStartS && tr.t[k] < RESPONSIVENESS_TIMING.spStopS) {
      sum += tr.x[k * n.nR + 2];
      count++;
    }
  const during = analyze(n, RESPONSIVENESS_TIMING.spStartS).equilibrium;
  return {
    convergenceTime: ct.time,
    finalAverage: mbps(n, ct.finalAverage),
    resolution: tr.count > 1 ? tr.t[1] - tr.t[0] : 0,
    spAverage: mbps(n, count > 0 ? sum / count : NaN),
    spEquilibrium: mbps(n, during.x[2]),
  };
}

export function pathTable(run: MptcpRun): PathTable {
  const { network: n, trajectory: tr, stride } = run;
  const keep: number[] = [];
  for (let k = 0; k < tr.count; k++) if (k % stride === 0 || k === tr.count - 1) keep.push(k);
  const rates: PathTable['rates'] = [];
  n.net.sources.forEach((src, i) =>
    src.routes.forEach((_, j) => {
      const r = n.srcStart[i] + j;
      rates.push({
        source: src.id,
        route: j + 1,
        values: keep.map((k) => mbps(n, tr.x[k * n.nR + r])),
      });
    }),
  );
  return {
    time: keep.map((k) => tr.t[k]),
    rates,
    prices: n.net.links.map((l, i) => ({
      link: l.id,
      values: keep.map((k) => tr.p[k * n.nL + i]),
    })),
  };
}
