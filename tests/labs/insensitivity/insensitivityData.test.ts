import '../families/aimd/sweepLabs';
import { describe, expect, it } from 'vitest';
import {
  comparisonRows,
  hasTheorem2,
  meanSummary,
  policyHistograms,
  seedsNote,
  utilizationBars,
} from '../../../src/labs/insensitivity/comparisonData';
import {
  classLabel,
  commonTheory,
  example1Rows,
  example1View,
} from '../../../src/labs/insensitivity/example1Data';
import {
  comparisonChanges,
  example1Changes,
} from '../../../src/labs/insensitivity/InsensitivityControls';
import {
  liveScenario,
  liveSigmaOf,
  sigmaCaption,
  snapSigma,
  withLiveSigma,
} from '../../../src/labs/insensitivity/liveScenario';
import { INSENSITIVITY_PRESETS } from '../../../src/labs/insensitivity/presets';
import { editSweep } from '../../../src/labs/families/aimd/sweepUi/sweepEdit';
import { AIMD_SCHEMA } from '../../../src/labs/families/aimd/scenario';
import { decodeQuery, encodeQuery } from '../../../src/scenario/codec';
import {
  decodeSweep,
  encodeSweepQuery,
  enumeratePoints,
  pointSeeds,
  runnableSweep,
  runPoint,
  sweepCsv,
} from '../../../src/labs/families/aimd/sweep';

const run = (query: string) => {
  const decoded = decodeSweep(query);
  expect(decoded.problems).toEqual([]);
  const spec = decoded.scenario;
  return { spec, results: enumeratePoints(spec).map((p) => runPoint(spec, p)) };
};

describe('Example 1 view', () => {
  const { spec, results } = run('lab=insensitivity&sweep=sigma:0.1..0.9/5&reps=2&events=4000');

  it('draws the two classes and the aggregate against sigma, with Theorem 1 and the live sigma', () => {
    const view = example1View(spec, results, 0.125);
    expect(view.xLabel).toBe('σ (bias of class 1)');
    expect(view.xDomain).toEqual([0, 1]);
    expect(view.series.map((s) => s.label)).toEqual([
      'class 1 (flows 1–2)',
      'class 2 (flows 3–4)',
      'aggregate E[X]/c',
    ]);
    for (const s of view.series) {
      expect(s.points).toHaveLength(10);
      expect(Array.from(s.points).every(Number.isFinite)).toBe(true);
      expect(s.details).toHaveLength(5);
    }
    // the classes add up to the aggregate at every sigma
    const [c1, c2, agg] = view.series;
    for (let k = 1; k < 10; k += 2)
      expect(c1.points[k] + c2.points[k]).toBeCloseTo(agg.points[k], 9);
    // class 1 loses throughput as it is picked more often
    expect(c1.points[1]).toBeGreaterThan(c1.points[9]);
    expect(view.references).toEqual([
      { y: 1 - 1 / 13, label: 'Theorem 1: 0.92308' },
      { x: 0.125, label: 'σ = 0.125 (live run)', color: 'var(--muted)' },
    ]);
    expect(commonTheory(results)).toBeCloseTo(12 / 13, 15);
  });

  it('hover rows: Theorem 1 and the difference for the aggregate, the share for a class', () => {
    const r = results[0];
    expect(example1Rows(r, 'aggregate')[0]).toEqual({ label: 'Theorem 1', value: '0.92308' });
    expect(example1Rows(r, 'class1')[0].label).toBe('share of the aggregate');
    expect(example1Rows(r, 'class1')[0].value).toMatch(/^\d+\.\d %$/);
    // every vertex names the point's replications and their seeds
    const seeds = r.runs.map((x) => x.seed).join(' ');
    for (const part of ['aggregate', 'class1', 'class2'] as const)
      expect(example1Rows(r, part).slice(-2)).toEqual([
        { label: 'replications', value: String(r.runs.length) },
        { label: 'seeds', value: seeds },
      ]);
    expect(classLabel('class2', 5)).toBe('class 2 (flows 3–5)');
    expect(classLabel('class1', 2)).toBe('class 1 (flow 1)');
  });
});

describe('policy comparison', () => {
  const { spec, results } = run(
    'lab=insensitivity&n=2&sweep=none&policies=all&reps=2&events=20000',
  );

  it('has six rows: equal means for the one-flow policies, eq. (6), none for independent', () => {
    const rows = comparisonRows(spec, results);
    expect(rows.map((r) => r.policy)).toEqual([
      'rate-proportional',
      'largest-rate',
      'rate-independent',
      'beatdown',
      'synchronized',
      'independent',
    ]);
    expect(rows[0].theory).toBe('Theorem 1: 0.85714');
    expect(rows[4].theory).toBe('eq. (6): 0.75000');
    expect(rows[5].theory).toBe('none: can cut several flows');
    expect(rows[5].difference).toBe('—');
    for (const r of rows) expect(JSON.stringify(r)).not.toContain('NaN');
  });

  it("gives Theorem 2's values for N = 2, beta = 1/2, paper and exact", () => {
    expect(hasTheorem2(results)).toBe(true);
    const rows = comparisonRows(spec, results);
    const by = (p: string) => rows.find((r) => r.policy === p)!;
    expect(by('rate-independent').paper).toBe('5/24 ≈ 0.20833');
    expect(by('rate-proportional').paper).toBe('679/3396 ≈ 0.19994');
    expect(by('largest-rate').exact).toBe('4/21 ≈ 0.19048');
    expect(by('beatdown').paper).toBe('1/3 ≈ 0.33333');
    expect(by('beatdown').exact).toBe('28/111 ≈ 0.25225');
    expect(by('synchronized').paper).toBe('—');
  });

  it('bars, histograms and the summary sentence', () => {
    const bars = utilizationBars(results);
    expect(bars.categories).toEqual([
      'rate-prop.',
      'largest-rate',
      'rate-indep.',
      'beatdown',
      'independent',
      'synchronized',
    ]);
    expect(bars.references.map((r) => r.label)).toEqual(['Theorem 1: 0.85714', 'eq. (6): 0.75000']);
    const h = policyHistograms(results, 'flow1');
    expect(h).toHaveLength(6);
    expect(h[0].fractions.length).toBeGreaterThan(10);
    const sum = Array.from(h[0].fractions).reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 6);
    expect(meanSummary(results)).toBe(
      'The 4 policies that cut one flow per event share the mean of Theorem 1 (0.85714), whichever flow they cut. ' +
        'Synchronized cuts every flow: eq. (6), 0.75000. ' +
        'Independent can cut several flows per event: no closed form for its mean.',
    );
  });

  it('names the seeds: the same for every policy, each bar its own on hover', () => {
    const seeds = pointSeeds(spec, enumeratePoints(spec)[0]);
    expect(seeds).toHaveLength(2);
    for (const r of results) expect(r.runs.map((x) => x.seed)).toEqual(seeds);
    expect(seedsNote(results)).toBe(
      `2 replications per policy, on the same seeds ${seeds[0]} ${seeds[1]} for every policy (each replays alone in the Loss-policies lab with seed=).`,
    );
    const bars = utilizationBars(results);
    expect(bars.details).toHaveLength(6);
    expect(bars.details[0]).toEqual([
      { label: 'replications', value: '2' },
      { label: 'seeds', value: `${seeds[0]} ${seeds[1]}` },
    ]);
    expect(seedsNote([])).toBe('');
  });

  it('one run, one policy: its seed', () => {
    const one = run('lab=insensitivity&n=3&sweep=none&policies=largest-rate&reps=1&events=2000');
    const seed = one.results[0].runs[0].seed;
    expect(seedsNote(one.results)).toBe(
      `One run per policy, seed ${seed} (each replays alone in the Loss-policies lab with seed=).`,
    );
  });

  it('without N = 2 there is no Theorem 2 to compare with', () => {
    const n3 = run('lab=insensitivity&n=3&sweep=none&policies=largest-rate&reps=2&events=2000');
    expect(hasTheorem2(n3.results)).toBe(false);
    expect(comparisonRows(n3.spec, n3.results)[0].paper).toBe('—');
  });
});

describe('switching views and the live run', () => {
  const spec = decodeSweep('lab=insensitivity').scenario;

  it('switches between Example 1 and the comparison through the schema', () => {
    const cmp = editSweep(spec, comparisonChanges);
    expect(cmp.problems).toEqual([]);
    expect(cmp.scenario.sweep).toBeNull();
    expect(cmp.scenario.policies).toHaveLength(6);
    const back = editSweep(cmp.scenario, example1Changes(cmp.scenario)).scenario;
    expect(back).toEqual(spec);
  });

  it("replays the first replication of the sweep's point at sigma", () => {
    const s = liveScenario(spec, 0.125);
    expect(s).toMatchObject({ n: 4, policy: 'rate-independent', sigma: 0.125, weights: null });
    const point = { index: 0, series: 'rate-independent' as const, coords: [0.125] };
    expect(s.seed).toBe(pointSeeds(spec, point)[0]);
    // a valid Loss-policies link
    const q = encodeQuery(AIMD_SCHEMA, s);
    expect(decodeQuery(AIMD_SCHEMA, q).problems).toEqual([]);
  });

  it("keeps the slider's sigma in the URL without touching the sweep", () => {
    expect(liveSigmaOf(spec)).toBe(0.125); // Fig. 4's right panel by default
    const moved = withLiveSigma(spec, 0.3);
    const query = encodeSweepQuery(moved);
    expect(query).toBe('lab=insensitivity&sigma=0.3');
    const back = decodeSweep(query);
    expect(back.problems).toEqual([]);
    expect(liveSigmaOf(back.scenario)).toBe(0.3);
    // the sweep runs (and its CSV reads) the same with the slider anywhere
    expect(runnableSweep(back.scenario)).toEqual(spec);
    const small = decodeSweep(
      'lab=insensitivity&sweep=sigma:0.25..0.75/2&reps=1&events=2000',
    ).scenario;
    const csv = (s: typeof small) =>
      sweepCsv(
        s,
        enumeratePoints(s).map((p) => runPoint(s, p)),
      );
    expect(csv(withLiveSigma(small, 0.7))).toBe(csv(small));
    // without a sigma sweep, sigma is a real parameter of the runs
    const bySize = decodeSweep('lab=insensitivity&sigma=0.3&sweep=n:2..3').scenario;
    expect(runnableSweep(bySize)).toBe(bySize);
  });

  it('snaps the slider inside (0, 1) and explains the probabilities', () => {
    expect(snapSigma(0.1251)).toBe(0.125);
    expect(snapSigma(0)).toBe(0.005);
    expect(snapSigma(1)).toBe(0.995);
    expect(snapSigma(NaN)).toBe(0.5);
    expect(sigmaCaption(4, 0.125)).toBe(
      'flows 1–2 each picked with probability 0.0625; flows 3–4 each with 0.4375',
    );
  });

  it('presets are valid links of the lab', () => {
    for (const p of INSENSITIVITY_PRESETS) {
      const d = decodeSweep(p.query);
      expect(d.problems, p.id).toEqual([]);
      expect(d.scenario.lab).toBe('insensitivity');
    }
  });
});
