import { jsonWithNulls, routeTableCsv, wideCsv } from '../reportFormat';
import { csvText } from '../../../format/csv';
import type { PacketLevelReport } from './packetReport';
import type { SeedConvergence } from './seedConvergence';

/** The window-level report as text: JSON (non-finite numbers as null) and CSV, as the fluid one. */
export const packetReportJson = (report: PacketLevelReport): string => jsonWithNulls(report);

type Column = { source: string; route: number; values: number[] };

const wide = (time: number[], cols: Column[], prefix: string): string =>
  wideCsv(
    ['time', ...cols.map((c) => `${prefix}${c.source}/${c.route}`)],
    time,
    cols.map((c) => c.values),
  );

/**
 * Table IV's convergence time over the seeds: a row per seed (empty: that run never converged),
 * then its mean, min and max over the seeds that converged (empty when none did).
 */
function seedsCsv(c: SeedConvergence): string {
  const cell = (v: number | null) => (v === null ? '' : String(v));
  return csvText([
    ['seed', 'convergence_s'],
    ...c.seeds.map((seed, k) => [String(seed), cell(c.times[k])]),
    ['mean', cell(c.mean)],
    ['min', cell(c.min)],
    ['max', cell(c.max)],
  ]);
}

/**
 * The route table (the fluid table's first columns, then the measured window, drops and timeouts);
 * with a path, a blank line and the window traces (cwnd, packets), then a blank line and the
 * throughput per 1 s bin (Mbit/s, at each bin's end); for net=responsiveness, last, a blank line
 * and the convergence time per seed with its mean, min and max.
 */
export function packetReportCsv(report: PacketLevelReport): string {
  let out = routeTableCsv(['cwnd', 'drops', 'timeouts'], report.packet.sources, (r) => [
    r.cwnd,
    r.drops,
    r.timeouts,
  ]);
  const path = report.path;
  if (path) {
    out += '\n' + wide(path.time, path.cwnd, 'cwnd:');
    out += '\n' + wide(path.bins.time, path.bins.rates, 'mbps:');
  }
  const seeds = report.responsiveness?.convergenceOverSeeds;
  if (seeds) out += '\n' + seedsCsv(seeds);
  return out;
}
