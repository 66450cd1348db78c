import '../families/aimd/sweepLabs';
import { describe, expect, it } from 'vitest';
import { readoutLines, simulatedText } from '../../../src/labs/sockets/readoutView';
import {
  pointRows,
  sharedYDomain,
  socketsView,
  theoryName,
  EQ6_COLOR,
} from '../../../src/labs/sockets/socketsData';
import { SOCKETS_PRESETS } from '../../../src/labs/sockets/presets';
import { presetSpec } from '../../../src/labs/families/aimd/sweepUi/PresetLinks';
import {
  decodeSweep,
  enumeratePoints,
  runPoint,
  type PointResult,
} from '../../../src/labs/families/aimd/sweep';

const run = (query: string) => {
  const decoded = decodeSweep(query);
  expect(decoded.problems).toEqual([]);
  const spec = decoded.scenario;
  const results = enumeratePoints(spec).map((p) => runPoint(spec, p));
  return { spec, results };
};

const finite = (a: ArrayLike<number>) => Array.from(a).every(Number.isFinite);

describe('socketsView', () => {
  const { spec, results } = run('lab=sockets&sweep=n:1..4&reps=2&events=3000');

  it('draws each policy as points with error bars, then the theory curves over them, not hoverable', () => {
    const view = socketsView(spec, results);
    expect(view.panels).toHaveLength(1);
    expect(view.key).toEqual([]);
    expect(view.xLabel).toBe('N (parallel flows)');
    const [panel] = view.panels;
    expect(panel.series.map((s) => s.id)).toEqual([
      'policy-rate-proportional',
      'policy-synchronized',
      'theorem1-0.5',
      'multcp-0.5',
    ]);
    expect(panel.series.slice(2).every((s) => s.hoverable === false && s.dashed)).toBe(true);
    const rp = panel.series[0];
    expect(Array.from(rp.points.filter((_, k) => k % 2 === 0))).toEqual([1, 2, 3, 4]);
    expect(rp.errors).toHaveLength(rp.points.length);
    expect(rp.details).toHaveLength(4);
    for (const s of panel.series) expect(finite(s.points), s.id).toBe(true);
    expect(panel.references).toEqual([
      { y: 0.75, color: EQ6_COLOR, label: 'eq. (6), synchronized: (1 + β)/2 = 0.75' },
    ]);
    // the legend's dashed theory line (Theorem 1) and eq. (6)'s line differ in colour
    expect(EQ6_COLOR).not.toBe(panel.series[2].color);
    // room below eq. (6), whose points would otherwise sit on the frame
    expect(view.yDomain).toEqual([0.7, 1]);
    // Theorem 1 over every N of the span: 1 - 1/(1 + 3N) for beta = 1/2
    expect(panel.series[2].points[5]).toBeCloseTo(0.9, 12);
  });

  it('shows partial results: only the completed points, still sorted by N', () => {
    const some = [results[6], results[0], results[2]];
    const rp = socketsView(spec, some).panels[0].series[0];
    expect(Array.from(rp.points.filter((_, k) => k % 2 === 0))).toEqual([1, 2, 4]);
  });

  it('hover rows: theory, difference, replications and their seeds; "none" where no theory applies', () => {
    const r = results[0];
    const rows = pointRows(r);
    expect(rows[0]).toEqual({ label: 'theory (Theorem 1)', value: '0.75000' });
    expect(rows[1].label).toBe('difference');
    expect(rows[1].value).toMatch(/^[+−]\d\.\d{5} \([+−]\d\.\d{3} %\)$/);
    expect(rows[2]).toEqual({ label: 'replications', value: '2' });
    // the seeds the point ran, as the CSV's seeds column writes them
    const seeds = r.runs.map((x) => x.seed);
    expect(seeds).toHaveLength(2);
    expect(rows[3]).toEqual({ label: 'seeds', value: `${seeds[0]} ${seeds[1]}` });
    const one = pointRows({ ...r, runs: [r.runs[0]] });
    expect(one.slice(2)).toEqual([
      { label: 'replications', value: '1' },
      { label: 'seed', value: String(seeds[0]) },
    ]);
    const none = pointRows({ ...r, policy: 'independent', theory: null });
    expect(none[0]).toEqual({ label: 'theory', value: 'none (several cuts per event)' });
    expect(theoryName('synchronized')).toBe('eq. (6)');
  });

  it('a family of beta: one panel each, its own theory, a shared key and y range', () => {
    const fam = run('lab=sockets&sweep=n:1..3&sweep2=beta:0.3,0.8&reps=2&events=2000');
    const view = socketsView(fam.spec, fam.results);
    expect(view.panels.map((p) => p.title)).toEqual(['β = 0.3', 'β = 0.8']);
    expect(view.panels[1].references[0]).toMatchObject({ y: 0.9, label: 'eq. (6): 0.9' });
    expect(view.key.map((k) => k.label)).toEqual([
      'rate-proportional',
      'synchronized',
      'Theorem 1 (one flow cut per event)',
      'MulTCP 1 − (1 − β)/(2N)',
      'eq. (6), synchronized: (1 + β)/2',
    ]);
    expect(view.yDomain).toEqual([0.6, 1]);
    expect(sharedYDomain([])).toBeNull();
  });

  it('without n on the x axis, each policy gets its theory at its points', () => {
    const b = run('lab=sockets&sweep=beta:0.3,0.6&n=3&reps=2&events=2000');
    const panel = socketsView(b.spec, b.results).panels[0];
    expect(panel.references).toEqual([]);
    const theory = panel.series.filter((s) => s.dashed);
    expect(theory.map((s) => s.label)).toEqual([
      'rate-proportional: Theorem 1',
      'synchronized: eq. (6)',
    ]);
    expect(Array.from(theory[1].points)).toEqual([0.3, 0.65, 0.6, 0.8]);
  });
});

describe('readoutLines', () => {
  it('answers the lecture question from theory and from the points', () => {
    const { spec, results } = run('lab=sockets&sweep=n:1..8&reps=3&events=20000');
    const byIndex: PointResult[] = [];
    for (const r of results) byIndex[r.index] = r;
    const lines = readoutLines(spec, byIndex);
    expect(lines.map((l) => [l.policy, l.target, l.theory, l.simulated, l.multcp])).toEqual([
      ['rate-proportional', '90 %', '3 (Theorem 1)', '3', '3'],
      ['rate-proportional', '95 %', '7 (Theorem 1)', '7', '5'],
      ['synchronized', '90 %', 'never (eq. (6): 75.0 %)', 'not up to N = 8', '3'],
      ['synchronized', '95 %', 'never (eq. (6): 75.0 %)', 'not up to N = 8', '5'],
    ]);
    expect(lines[0].agrees).toBe(true);
    // a running sweep: an answer waits for the points that could change it
    const partial = [...byIndex];
    delete partial[0];
    expect(readoutLines(spec, partial)[0].simulated).toBe('…');
  });

  it('reaches exactly-at-target deterministic points (beta = 0.8 at N = 1 is 90 %)', () => {
    const { spec, results } = run('lab=sockets&sweep=n:1..2&beta=0.8&reps=2&events=5000');
    const lines = readoutLines(spec, results);
    expect(lines.find((l) => l.policy === 'synchronized' && l.target === '90 %')).toMatchObject({
      theory: '1 (eq. (6))',
      simulated: '1',
    });
  });

  it('is empty without n swept, and names a missing answer', () => {
    const { spec, results } = run('lab=sockets&sweep=beta:0.3,0.6&reps=2&events=2000');
    expect(readoutLines(spec, results)).toEqual([]);
    const row = {
      policy: 'independent' as const,
      series: null,
      target: 0.9,
      theoryApplies: false,
      theory: null,
      multcp: 3,
      simulated: null,
      complete: true,
    };
    expect(simulatedText(row, 20)).toBe('not up to N = 20');
  });
});

describe('presets', () => {
  it('are valid sweep links of the lab', () => {
    for (const p of SOCKETS_PRESETS) {
      const d = decodeSweep(p.query);
      expect(d.problems, p.id).toEqual([]);
      expect(presetSpec(p).lab).toBe('sockets');
    }
  });
});
