import type { MptcpReport } from './report';

/** The report as text: JSON (non-finite numbers as null) and CSV (route table, then the path). */
const finite = (v: number): number | null => (Number.isFinite(v) ? v : null);

/** JSON.stringify with non-finite numbers as null (JSON has no Infinity or NaN). */
export function jsonWithNulls(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'number' ? finite(v) : v));
}

export const reportJson = (report: MptcpReport): string => jsonWithNulls(report);

interface RouteRow {
  links: readonly string[];
  rttMs: number;
  rate: number;
}

/**
 * The route table of both levels: one row per source and route, its first columns shared (source,
 * algorithm, active, route, links, rtt_ms, rate_mbps, total_mbps), then the level's own `extra`
 * columns from `cells`.
 */
export function routeTableCsv<R extends RouteRow>(
  extra: readonly string[],
  sources: readonly {
    id: string;
    algorithm: string;
    active: boolean;
    total: number;
    routes: readonly R[];
  }[],
  cells: (route: R) => readonly unknown[],
): string {
  const head = ['source', 'algorithm', 'active', 'route', 'links', 'rtt_ms', 'rate_mbps'];
  const lines = [[...head, 'total_mbps', ...extra].join(',')];
  for (const src of sources)
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
          ...cells(r),
        ].join(','),
      ),
    );
  return lines.join('\n') + '\n';
}

/** The route table; with a path, a blank line and the wide trajectory table. */
export function reportCsv(report: MptcpReport): string {
  let out = routeTableCsv(['phi', 'q'], report.equilibrium.sources, (r) => [r.phi, r.q]);
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
