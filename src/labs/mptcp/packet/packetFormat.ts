import type { PacketLevelReport } from './packetReport';

/** The window-level report as text: JSON (non-finite numbers as null) and CSV, as the fluid one. */
const finite = (v: number): number | null => (Number.isFinite(v) ? v : null);

export function packetReportJson(report: PacketLevelReport): string {
  return JSON.stringify(report, (_k, v) => (typeof v === 'number' ? finite(v) : v));
}

type Column = { source: string; route: number; values: number[] };

const wide = (time: number[], cols: Column[], prefix: string): string =>
  [
    ['time', ...cols.map((c) => `${prefix}${c.source}/${c.route}`)].join(','),
    ...time.map((t, k) => [t, ...cols.map((c) => c.values[k])].join(',')),
  ].join('\n') + '\n';

/**
 * The route table (the fluid table's first columns, then the measured window, drops and timeouts);
 * with a path, a blank line and the window traces (cwnd, packets), then a blank line and the
 * throughput per 1 s bin (Mbit/s, at each bin's end).
 */
export function packetReportCsv(report: PacketLevelReport): string {
  const lines = [
    'source,algorithm,active,route,links,rtt_ms,rate_mbps,total_mbps,cwnd,drops,timeouts',
  ];
  for (const src of report.packet.sources)
    src.routes.forEach((r, j) =>
      lines.push(
        [
          src.id,
          src.algorithm,
          src.active,
          j + 1,
          r.links.join(' '),
          r.rttMs,
          r.rate,
          src.total,
          r.cwnd,
          r.drops,
          r.timeouts,
        ].join(','),
      ),
    );
  let out = lines.join('\n') + '\n';
  const path = report.path;
  if (path) {
    out += '\n' + wide(path.time, path.cwnd, 'cwnd:');
    out += '\n' + wide(path.bins.time, path.bins.rates, 'mbps:');
  }
  return out;
}
