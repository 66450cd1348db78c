import { csvText, type CsvCell } from '../format/csv';
import type { Finding } from '../labs/kit/claim';
import { atlasTryThis } from './index';
import { recordedLink } from './measured';
import type { AtlasKind, AtlasPaper } from './types';

/**
 * The atlas with the app's numbers: what `npm run sim -- "atlas=000"` prints (worked out then,
 * run.ts) and what the page offers as CSV (the recorded numbers, the same when the tests pass).
 */

export interface MeasuredLink {
  lab: string;
  id: string;
  /** the link's query (no "?") */
  query: string;
  findings: Finding[];
}

export interface MeasuredItem {
  id: string;
  label: string;
  caption: string;
  kind: AtlasKind;
  paper: string;
  differs: string | null;
  links: MeasuredLink[];
}

export interface AtlasReport {
  papers: { id: string; title: string; items: MeasuredItem[] }[];
}

/** The papers with the numbers recorded in measured.json (what the page shows). */
export function recordedReport(papers: readonly AtlasPaper[]): AtlasReport {
  return {
    papers: papers.map((p) => ({
      id: p.id,
      title: p.title,
      items: p.items.map((item) => ({
        id: item.id,
        label: item.label,
        caption: item.caption,
        kind: item.kind,
        paper: item.paper,
        differs: item.differs,
        links: item.links.map((l) => ({
          lab: l.lab,
          id: l.id,
          query: recordedLink(l)?.query ?? atlasTryThis(l)?.query ?? '',
          findings: recordedLink(l)?.findings ?? [],
        })),
      })),
    })),
  };
}

const CSV_HEADER = [
  'paper',
  'item',
  'kind',
  'lab',
  'link',
  'query',
  'measure',
  'value',
  'bound',
  'holds',
  'paper_says',
  'differs',
];

/** The report as CSV: one row per finding (an item without links: one row, no measure). */
export function atlasCsv(report: AtlasReport): string {
  const rows: CsvCell[][] = [CSV_HEADER];
  for (const p of report.papers)
    for (const item of p.items) {
      const base = (cells: CsvCell[]) => [p.id, item.label, item.kind, ...cells];
      const tail = [item.paper, item.differs ?? ''];
      const measured = item.links.some((l) => l.findings.length > 0);
      if (!measured) rows.push([...base(['', '', '', '', '', '', '']), ...tail]);
      for (const l of item.links)
        for (const f of l.findings)
          rows.push([
            ...base([l.lab, l.id, l.query, f.what]),
            f.value === null ? '' : String(f.value),
            f.bound,
            f.holds ? 'yes' : 'no',
            ...tail,
          ]);
    }
  return csvText(rows);
}
