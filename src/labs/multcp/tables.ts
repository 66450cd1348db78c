import { toCsv, type CsvValue } from '../../charts/toCsv';
import { CRITERIA, type FairnessResult } from './fairness';
import { gainRows, type GainRow } from './gain';
import { linkId } from './network';
import { bufferGrid, rbufferView, throughputAt } from './rbuffer';
import type { MultcpScenario } from './scenario';
import type { SlowStartRound } from '../../engines/models/multcp';

/**
 * The lab's tables as CSV: what `npm run sim -- … --format csv` prints and what each chart's CSV
 * button downloads (a chart's CSV is the columns it draws, so both come from here).
 */
const GAIN_COLUMNS: readonly (keyof GainRow)[] = [
  'n',
  'gain',
  'ideal',
  'multcpUtilization',
  'parallelUtilization',
  'ratio',
  'difference',
];
const SNAKE: Record<keyof GainRow, string> = {
  n: 'n',
  gain: 'gain',
  ideal: 'ideal',
  multcpUtilization: 'multcp_utilization',
  parallelUtilization: 'parallel_utilization',
  ratio: 'ratio',
  difference: 'difference',
};

/** Rows of N with the chosen columns (all of them by default). */
export function gainCsv(rows: readonly GainRow[], columns = GAIN_COLUMNS): string {
  return toCsv(
    columns.map((c) => SNAKE[c]),
    rows.map((r) => columns.map((c) => r[c])),
  );
}

export function slowStartCsv(rounds: readonly SlowStartRound[]): string {
  return toCsv(
    ['rtt', 'multcp_window', 'n_tcps_window'],
    rounds.map((r) => [r.k, r.multcp, r.tcps]),
  );
}

const CSV_NAME = {
  weighted: 'weighted_proportional',
  proportional: 'proportional',
  maxMin: 'max_min',
};

/** Per flow: its route, N_i, the three rates and its bottlenecks under each. */
export function flowsCsv(r: FairnessResult): string {
  const ids = (ls: readonly number[]) => ls.map(linkId).join(' ');
  return toCsv(
    [
      'flow',
      'links',
      'weight',
      ...CRITERIA.map((c) => CSV_NAME[c]),
      ...CRITERIA.map((c) => `bottleneck_${CSV_NAME[c]}`),
    ],
    r.net.flows.map((f, i): CsvValue[] => [
      f.id,
      ids(f.links),
      f.weight ?? 1,
      ...CRITERIA.map((c) => r[c].rates[i]),
      ...CRITERIA.map((c) => ids(r.bottlenecks[c][i])),
    ]),
  );
}

/** Per link: capacity, the three loads, and the two proportional criteria's prices. */
export function linksCsv(r: FairnessResult): string {
  return toCsv(
    [
      'link',
      'capacity_mbps',
      ...CRITERIA.map((c) => `load_${CSV_NAME[c]}`),
      'price_weighted_proportional',
      'price_proportional',
    ],
    r.net.links.map((l, k): CsvValue[] => [
      l.id,
      l.capacityMbps,
      ...CRITERIA.map((c) => r[c].loads[k]),
      r.weighted.prices[k],
      r.proportional.prices[k],
    ]),
  );
}

/** The flows' table, a blank line, the links' table. */
export const fairnessCsv = (r: FairnessResult): string => `${flowsCsv(r)}\n${linksCsv(r)}`;

/** T(B_R) for one TCP (and MulTCP(N) when N > 1) over the buffer axis, knees included. */
export function rbufferCsv(s: MultcpScenario): string {
  const v = rbufferView(s);
  const cols = ['buffer_kb', 'tcp_kBps', ...(v.multcp ? ['multcp_kBps'] : [])];
  return toCsv(
    cols,
    bufferGrid(v).map((b) => [
      b,
      throughputAt(b, v.tcp, s.rtt),
      ...(v.multcp ? [throughputAt(b, v.multcp, s.rtt)] : []),
    ]),
  );
}

export const allGainCsv = (s: MultcpScenario): string => gainCsv(gainRows(s));
