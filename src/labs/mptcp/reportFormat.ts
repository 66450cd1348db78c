import { csvText } from '../../format/csv';
import type { MptcpReport } from './report';

/** The report as text: JSON (non-finite numbers as null) and CSV (route table, then the path). */
const finite = (v: number): number | null => (Number.isFinite(v) ? v : null);

/** JSON.stringify with non-finite numbers as null (JSON has no Infinity or NaN). */
export function jsonWithNulls(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'number' ? finite(v) : v));
}

export const reportJson = (report: MptcpReport): string => jsonWithNulls(report);

/** A cell of the CSV tables: numbers and flags as String writes them (NaN too), none empty. */
const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** A wide table: time, then one column per series. */
export function wideCsv(
  head: readonly string[],
  time: readonly number[],
  columns: readonly (readonly number[])[],
): string {
  return csvText([head, ...time.map((t, k) => [t, ...columns.map((c) => c[k])].map(text))]);
}

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
  const rows = sources.flatMap((src) =>
    src.routes.map((r, j) =>
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
      ].map(text),
    ),
  );
  return csvText([[...head, 'total_mbps', ...extra], ...rows]);
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
    const columns = [...path.rates.map((r) => r.values), ...path.prices.map((p) => p.values)];
    out += '\n' + wideCsv(head, path.time, columns);
  }
  return out;
}
