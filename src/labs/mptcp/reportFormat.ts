import type { MptcpReport } from './report';

/** The report as text: JSON (non-finite numbers as null) and CSV (route table, then the path). */
const finite = (v: number): number | null => (Number.isFinite(v) ? v : null);

/** JSON.stringify with non-finite numbers as null (JSON has no Infinity or NaN). */
export function reportJson(report: MptcpReport): string {
  return JSON.stringify(report, (_k, v) => (typeof v === 'number' ? finite(v) : v));
}

/** The route table; with a path, a blank line and the wide trajectory table. */
export function reportCsv(report: MptcpReport): string {
  const lines = ['source,algorithm,active,route,links,rtt_ms,rate_mbps,total_mbps,phi,q'];
  for (const src of report.equilibrium.sources)
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
          r.phi,
          r.q,
        ].join(','),
      ),
    );
  let out = lines.join('\n') + '\n';
  const path = report.path;
  if (path) {
    const head = [
      'time',
      ...path.rates.map((r) => `${r.source}/${r.route}`),
      ...path.prices.map((p) => `price:${p.link}`),
    ];
    const rows = path.time.map((t, k) =>
      [t, ...path.rates.map((r) => r.values[k]), ...path.prices.map((p) => p.values[k])].join(','),
    );
    out += '\n' + [head.join(','), ...rows].join('\n') + '\n';
  }
  return out;
}
