import { jsonWithNulls, routeTableCsv, wideCsv } from '../reportFormat';
import type { PacketLevelReport } from './packetReport';

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
 * The route table (the fluid table's first columns, then the measured window, drops and timeouts);
 * with a path, a blank line and the window traces (cwnd, packets), then a blank line and the
 * throughput per 1 s bin (Mbit/s, at each bin's end).
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
  return out;
}
