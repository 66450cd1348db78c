import type { PacketSummary } from '../../../engines/packet';
import { runSchema } from '../../kit/live/speedField';
import { encodeJson } from '../../../scenario/codec';
import { flagImpossible } from '../../kit/impossible';
import { dynamicSetup } from '../comparison';
import { fluidAlg } from '../labAlgorithms';
import type { MetricsReport } from '../report';
import { MPTCP_SCHEMA, type MptcpScenario } from '../scenario';
import { packetNotes } from './packetNotes';
import { responsivenessOf, tcpRatioOf, type PacketResponsiveness, type TcpRatio } from './measures';
import { ccSpecOf, scenarioSetup, type PacketSetup } from './setup';
import { convergenceSeeds, seedConvergence, type SeedConvergence } from './seedConvergence';
import { binEnd, THROUGHPUT_BIN, WindowRun } from './windowRun';

/**
 * The window level's report, shaped as the fluid one so that the two compare field by field:
 * `packet` in place of `equilibrium` (per source its routes and total, Mbit/s on the wire after the
 * warm-up), `metrics.friendliness` with the same keys, `metrics.oscillation` measured (D per
 * source: the mean relative drop of its total rate per window reduction, eq. 11's quantity),
 * `responsiveness` for net=responsiveness (footnote 2 on 1 s bins: this run's time, and in
 * `convergenceOverSeeds` the time of each of the `seeds` seeds from this one on with their mean
 * and range). `--path`: the window traces and the per-bin throughput.
 */
export interface PacketLevelReport {
  lab: 'mptcp';
  scenario: Record<string, unknown>;
  packet: {
    /** time reached, s */
    at: number;
    warmup: number;
    measured: number;
    sources: {
      id: string;
      algorithm: string;
      module: string;
      active: boolean;
      routes: {
        links: string[];
        rttMs: number;
        rate: number;
        cwnd: number;
        drops: number;
        timeouts: number;
      }[];
      total: number;
      /** over the time it was active after the warm-up (a source that starts or stops) */
      activeTotal: number;
    }[];
    links: { id: string; capacity: number; load: number; buffer: number }[];
    drops: number;
    timeouts: number;
    events: number;
  };
  metrics: {
    friendliness: MetricsReport['friendliness'];
    oscillation: { source: string; D: number; losses: number; timeouts: number }[];
    tcpRatio: TcpRatio | null;
  };
  run: {
    horizon: number;
    warmup: number;
    traceInterval: number;
    bin: number;
    seed: number;
    queue: string;
  };
  responsiveness?: ReportResponsiveness;
  notes: string[];
  path?: WindowPath;
  impossible?: string[];
}

/**
 * Table IV at window level: this run's measures (its convergence time is the first seed's of the
 * statistic), and the convergence time over the seeds. Without the other seeds' times (a report
 * built for the headline's figure only) there is no statistic.
 */
export interface ReportResponsiveness extends PacketResponsiveness {
  convergenceOverSeeds?: SeedConvergence;
}

export interface WindowPath {
  time: number[];
  cwnd: { source: string; route: number; values: number[] }[];
  bins: { time: number[]; rates: { source: string; route: number; values: number[] }[] };
}

const moduleText = (spec: Record<string, unknown>): string =>
  Object.entries(spec)
    .map(([k, v]) => (k === 'name' ? String(v) : `${k}=${String(v)}`))
    .join(' ');

/** Runs the scenario at window level to its end (the CLI; the worker slices the same run). */
export function runPacketScenario(s: MptcpScenario, keepPath = false): WindowRun {
  const run = new WindowRun(scenarioSetup(s), { keepPath });
  run.finish();
  return run;
}

/** Flows of the MP-TCP routes sharing a link with a single-path source, and those sources' flows. */
export function responsivenessFlows(s: MptcpScenario, setup: PacketSetup) {
  const dyn = dynamicSetup(s, fluidAlg(s.alg));
  if (typeof dyn === 'string') return null;
  return { watched: dyn.watched, single: dyn.single.flatMap((k) => setup.sources[k].flows) };
}

/**
 * The report of a run of `s` to its end. `otherSeeds`: the convergence times of the other seeds of
 * the statistic (seed + 1, …: OtherSeedRuns), or null for a report whose statistic is not wanted.
 */
export function buildPacketReport(
  s: MptcpScenario,
  run: WindowRun,
  summary: PacketSummary,
  withPath: boolean,
  otherSeeds: readonly (number | null)[] | null,
): PacketLevelReport {
  const setup = run.setup;
  const at = summary.time;
  const sources = setup.sources.map((src, k) => ({
    id: src.id,
    algorithm: src.algorithm,
    module: moduleText(ccSpecOf(src.algorithm, s)),
    active: src.startS <= at && src.stopS > at,
    routes: src.flows.map((f, j) => ({
      links: src.routes[j].links,
      rttMs: src.routes[j].rttMs,
      rate: summary.flows[f].throughput,
      cwnd: summary.flows[f].cwnd,
      drops: summary.flows[f].drops,
      timeouts: summary.flows[f].timeouts,
    })),
    total: summary.sources[k].throughput,
    activeTotal: summary.sources[k].activeThroughput,
  }));
  const kind = (mp: boolean) => sources.filter((_, k) => setup.sources[k].multipath === mp);
  const total = (xs: { total: number }[]) => xs.reduce((a, x) => a + x.total, 0);
  const mp = kind(true);
  const sp = kind(false);
  const groups = (m: boolean) => setup.sources.filter((x) => x.multipath === m).map((x) => x.flows);
  const report: PacketLevelReport = {
    lab: 'mptcp',
    scenario: encodeJson(runSchema(MPTCP_SCHEMA), s),
    packet: {
      at,
      warmup: setup.warmup,
      measured: summary.measuredTime,
      sources,
      links: setup.links.map((l) => ({
        id: l.id,
        capacity: l.capacity,
        load: sources.reduce(
          (a, src) => a + src.routes.reduce((x, r) => x + (r.links.includes(l.id) ? r.rate : 0), 0),
          0,
        ),
        buffer: l.buffer,
      })),
      drops: summary.drops,
      timeouts: summary.timeouts,
      events: summary.events,
    },
    metrics: {
      friendliness: {
        mpShare: total(mp) / (total(mp) + total(sp)),
        mpMean: total(mp) / mp.length,
        spMean: total(sp) / sp.length,
        mpTotal: total(mp),
        spTotal: total(sp),
      },
      oscillation: setup.sources.map((src) => ({ source: src.id, ...run.log.sourceD(src.flows) })),
      tcpRatio: tcpRatioOf(run, groups(true), groups(false)),
    },
    run: {
      horizon: setup.horizon,
      warmup: setup.warmup,
      traceInterval: setup.interval,
      bin: THROUGHPUT_BIN,
      seed: s.seed,
      queue: s.queue,
    },
    notes: packetNotes(s, setup),
  };
  if (s.net === 'responsiveness') {
    const flows = responsivenessFlows(s, setup);
    if (flows) {
      const own = responsivenessOf(run, flows.watched, flows.single);
      report.responsiveness =
        otherSeeds === null
          ? own
          : {
              ...own,
              convergenceOverSeeds: seedConvergence(convergenceSeeds(s), [
                own.convergenceTime,
                ...otherSeeds,
              ]),
            };
    }
  }
  if (withPath && run.path) report.path = windowPath(run);
  return flagImpossible(report);
}

function windowPath(run: WindowRun): WindowPath {
  const { setup, path } = run;
  const n = run.flows;
  const label = (f: number) => ({
    source: setup.sources[setup.flowSource[f]].id,
    route: setup.flowRoute[f] + 1,
  });
  const flows = Array.from({ length: n }, (_, f) => f);
  const bins = Array.from({ length: run.binsDone }, (_, b) => b);
  return {
    time: path!.t,
    cwnd: flows.map((f) => ({ ...label(f), values: path!.t.map((_, k) => path!.cwnd[k * n + f]) })),
    bins: {
      time: bins.map(binEnd),
      rates: flows.map((f) => ({ ...label(f), values: bins.map((b) => run.rate(b, f)) })),
    },
  };
}
