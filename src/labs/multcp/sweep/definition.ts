import type { Problem } from '../../../scenario/problems';
import { csvNumber } from '../../../format/numbers';
import type { SweepDefinition } from '../../../sweep/spec';
import { MULTCP_PARAM_TABLE, refinePacket, runnableSpec, seriesOf } from '../packet/views';
import { refineWpfWeights } from '../packet/wpf';
import { MULTCP_DEFAULTS, MULTCP_SCHEMA, refineNetwork, type MultcpScenario } from '../scenario';
import { sweepExtras } from './extras';
import type { MultcpPointResult } from './results';

/**
 * The MulTCP lab's sweeps: its packet views (fig4, fig5, util, wpf, rwnd), each with its axis, its
 * series and its columns. The schema of the lab is the schema of its sweeps (scenario.ts), so a
 * packet view's URL is a sweep's URL: the page runs it on a pool of workers, `npm run sim` on
 * threads, with the same seeds and the same CSV.
 */

const EST = (name: string) => [name, `${name}_ci95_low`, `${name}_ci95_high`];

const COLUMNS: Record<string, string[]> = {
  fig4: [
    'series',
    ...EST('gain'),
    'theory',
    'multcp_mbps',
    'tcp_mbps',
    'multcp_timeouts',
    'tcp_timeouts',
    'utilization',
  ],
  fig5: [
    'series',
    ...EST('spread'),
    ...EST('pair_spread'),
    'mean_mbps',
    'timeouts_per_flow',
    'utilization',
  ],
  util: [
    'series',
    ...EST('utilization'),
    'theory',
    'timeouts',
    'flows_per_event',
    'drops_per_event',
  ],
  rwnd: ['series', 'buffer_kb', ...EST('throughput_kBps'), 'model_kBps', 'timeouts'],
};

const est = (e: { mean: number; ci95: [number, number] | null } | null) => [
  csvNumber(e?.mean),
  csvNumber(e?.ci95?.[0]),
  csvNumber(e?.ci95?.[1]),
];

function columns(s: MultcpScenario): string[] {
  if (s.view === 'wpf') return s.flows.flatMap((f) => EST(`${f.id}_mbps`)).concat(['timeouts']);
  return COLUMNS[s.view] ?? [];
}

function cells(r: MultcpPointResult): string[] {
  switch (r.view) {
    case 'fig4':
      return [
        r.series ?? '',
        ...est(r.value),
        csvNumber(r.theory),
        csvNumber(r.mbps),
        csvNumber(r.refMbps),
        csvNumber(r.timeouts),
        csvNumber(r.refTimeouts),
        csvNumber(r.utilization),
      ];
    case 'fig5':
      return [
        r.series ?? '',
        ...est(r.value),
        ...est(r.pairSpread),
        csvNumber(r.mbps),
        csvNumber(r.timeouts),
        csvNumber(r.utilization),
      ];
    case 'util':
      return [
        r.series ?? '',
        ...est(r.value),
        csvNumber(r.theory),
        csvNumber(r.timeouts),
        csvNumber(r.flowsPerEvent),
        csvNumber(r.dropsPerEvent),
      ];
    case 'rwnd':
      return [
        r.series ?? '',
        csvNumber(r.bufferKB),
        ...est(r.value),
        csvNumber(r.theory),
        csvNumber(r.timeouts),
      ];
    case 'wpf':
      return [...(r.flows ?? []).flatMap(est), csvNumber(r.timeouts)];
  }
}

function refine(s: MultcpScenario, given: ReadonlySet<keyof MultcpScenario>, problems: Problem[]) {
  refineNetwork(s, given, problems);
  refinePacket(s, given as ReadonlySet<string>, problems);
  refineWpfWeights(s, problems);
}

export const MULTCP_SWEEPS: SweepDefinition<MultcpScenario, MultcpPointResult> = {
  labs: ['multcp'],
  schema: () => MULTCP_SCHEMA,
  params: MULTCP_PARAM_TABLE,
  series: (s) => seriesOf(s),
  refine,
  columns,
  cells,
  seeds: (r) => r.runs.map((x) => x.seed),
  extras: (s, byIndex, sharded) => sweepExtras(runnableSpec(s, MULTCP_DEFAULTS), byIndex, sharded),
  runnable: (s) => runnableSpec(s, MULTCP_DEFAULTS),
};
