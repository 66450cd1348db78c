import { describe, expect, it } from 'vitest';
import { ATLAS, atlasTryThis } from '../../src/atlas';
import { linkKey, recordedLink, recordedLinks } from '../../src/atlas/measured';
import { atlasCsv, recordedReport } from '../../src/atlas/report';
import { atlasSelection } from '../../src/atlas/run';
import { atlasRoute } from '../../src/app/atlas/atlasRoute';
import { csvCells } from '../../src/format/csv';
import { simInProcess } from '../cli/simCommand';

/**
 * Every figure and table each paper has, from its captions (the papers in shared/seeds): the
 * atlas must list each one.
 */
const PAPERS: Record<string, { figures: number; tables: string[] }> = {
  '000': { figures: 19, tables: ['I'] },
  '001': { figures: 5, tables: [] },
  '002': { figures: 5, tables: ['I', 'II', 'III', 'IV'] },
  '003': { figures: 15, tables: [] },
  '004': { figures: 6, tables: [] },
};

/** The figure numbers and tables a label names: "Figs. 15-16" → 15, 16; "Fig. 4(a)" → 4. */
function named(label: string): { figures: number[]; tables: string[] } {
  const figures: number[] = [];
  for (const m of label.matchAll(/(?:Figs?\.|Figures?)\s*(\d+)(?:\s*[-–]\s*(\d+))?/g)) {
    const a = Number(m[1]);
    const b = m[2] ? Number(m[2]) : a;
    for (let k = a; k <= b; k++) figures.push(k);
  }
  const tables = [...label.matchAll(/Tables?\s+([IVX]+)/g)].map((m) => m[1]);
  return { figures, tables };
}

describe('the paper atlas', () => {
  it('has the five papers, each listing every figure and table of the paper', () => {
    expect(ATLAS.map((p) => p.id)).toEqual(Object.keys(PAPERS));
    for (const p of ATLAS) {
      const all = p.items.map((i) => named(i.label));
      const figures = new Set(all.flatMap((n) => n.figures));
      const tables = new Set(all.flatMap((n) => n.tables));
      for (let k = 1; k <= PAPERS[p.id].figures; k++)
        expect(figures.has(k), `paper ${p.id}: Fig. ${k}`).toBe(true);
      for (const t of PAPERS[p.id].tables)
        expect(tables.has(t), `paper ${p.id}: Table ${t}`).toBe(true);
    }
  });

  it('lists each paper’s items once each, with something said on every field', () => {
    for (const p of ATLAS) {
      const ids = p.items.map((i) => i.id);
      expect(new Set(ids).size, `paper ${p.id}`).toBe(ids.length);
      for (const i of p.items) {
        expect(i.caption.length, `${p.id} ${i.id}`).toBeGreaterThan(10);
        expect(i.paper.length, `${p.id} ${i.id}`).toBeGreaterThan(10);
        expect(i.differs === null || i.differs.length > 10, `${p.id} ${i.id}`).toBe(true);
        // an item no link reproduces (and that is not reference data) says why
        if (i.links.length === 0 && !i.reference)
          expect(i.differs, `${p.id} ${i.id}`).not.toBeNull();
        if (i.reference)
          for (const r of i.reference.rows) expect(r).toHaveLength(i.reference.columns.length);
      }
    }
  });

  it('names only "try this" links that exist and make a claim', () => {
    for (const p of ATLAS)
      for (const i of p.items)
        for (const l of i.links) {
          const t = atlasTryThis(l);
          expect(t, `${p.id} ${i.id}: ${linkKey(l)}`).toBeDefined();
          expect(t!.claim, `${p.id} ${i.id}: ${linkKey(l)}`).toBeDefined();
        }
  });

  it('has the app’s numbers recorded for every link, for the link as it is now', () => {
    const named = new Set(ATLAS.flatMap((p) => p.items.flatMap((i) => i.links.map(linkKey))));
    // nothing recorded that no item names (a stale record), nothing named unrecorded
    expect(Object.keys(recordedLinks()).sort()).toEqual([...named].sort());
    for (const p of ATLAS)
      for (const i of p.items)
        for (const l of i.links) {
          const rec = recordedLink(l)!;
          expect(rec.query, `${linkKey(l)}: npm run atlas:record`).toBe(atlasTryThis(l)!.query);
          expect(rec.findings.length).toBeGreaterThan(0);
          // every recorded finding holds (tryThis.test.ts holds the values to the engine's)
          for (const f of rec.findings) expect(f.holds, `${linkKey(l)}: ${f.what}`).toBe(true);
        }
  });

  it('writes a CSV row per finding and one per item without numbers', () => {
    const paper = ATLAS.find((p) => p.id === '000')!;
    const text = atlasCsv(recordedReport([paper]));
    const lines = text.trimEnd().split('\n');
    expect(csvCells(lines[0])).toEqual([
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
    ]);
    const findings = paper.items.reduce(
      (a, i) => a + i.links.reduce((b, l) => b + recordedLink(l)!.findings.length, 0),
      0,
    );
    const bare = paper.items.filter((i) => i.links.length === 0).length;
    expect(lines.length - 1).toBe(findings + bare);
    const table1 = lines.map(csvCells).find((c) => c[1] === 'Table I')!;
    expect(table1.slice(0, 4)).toEqual(['000', 'Table I', 'measurement', '']);
  });

  it('reads the page address: a paper, or the first paper with what was wrong', () => {
    expect(atlasRoute('?lab=aimd')).toBeNull();
    expect(atlasRoute('?atlas=003')).toEqual({ paperId: '003', problem: null });
    const bad = atlasRoute('?atlas=7')!;
    expect(bad.paperId).toBe('000');
    expect(bad.problem).toMatch(/no paper "7".*000, 001, 002, 003, 004.*showing paper 000/);
  });

  it('picks papers on the command line: one, a list or all', () => {
    expect(atlasSelection('all').map((p) => p.id)).toEqual(['000', '001', '002', '003', '004']);
    expect(atlasSelection('002,000').map((p) => p.id)).toEqual(['002', '000']);
    expect(() => atlasSelection('005')).toThrow(/no paper "005"/);
  });

  it('says on the command line what is wrong with an atlas request', async () => {
    const bad = await simInProcess('atlas=9');
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toMatch(
      /atlas: there is no paper "9" \(papers: 000, 001, 002, 003, 004, or all\)/,
    );
    const extra = await simInProcess('atlas=000&n=4');
    expect(extra.code).toBe(2);
    expect(extra.stderr).toMatch(/n: an atlas takes no other parameter/);
    const path = await simInProcess('atlas=000', '--path');
    expect(path.code).toBe(2);
    expect(path.stderr).toMatch(/--path: an atlas has no path/);
  });
});
