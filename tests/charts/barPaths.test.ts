import fc from 'fast-check';
import { range, scaleBand, scaleLinear } from 'd3';
import { describe, expect, it } from 'vitest';
import { barPaths, barRects, type BarGrid } from '../../src/charts/barPaths';

const y = scaleLinear().domain([-1, 1]).range([100, 0]);

function grid(n: number, innerW: number): BarGrid {
  const x = scaleBand<number>().domain(range(n)).range([0, innerW]);
  return { n, start: x(0) ?? 0, step: x.step(), offsets: [0], width: x.bandwidth(), zero: y(0), y };
}

const series = (values: readonly (number | null)[], colors = ['red', 'blue']) => [
  { id: 's', value: (i: number) => values[i] ?? null, color: (i: number) => colors[i % 2] },
];

describe('barRects', () => {
  it('one bar per value where categories are a pixel or more apart, at d3 scaleBand positions', () => {
    const values = [0.5, null, -0.25, 1];
    const x = scaleBand<number>().domain(range(4)).range([0, 400]).paddingInner(0.2);
    const g = { ...grid(4, 400), start: x(0)!, step: x.step(), width: x.bandwidth() };
    const bars = barRects(series(values), g);
    expect(bars.map((b) => b.category)).toEqual([0, 2, 3]);
    bars.forEach((b) => expect(b.x).toBeCloseTo(x(b.category)!, 9));
    // from the baseline (y = 50) up to 0.5 (y = 25), down to -0.25 (y = 62.5), up to 1 (y = 0)
    expect(bars.map((b) => [b.y, b.height])).toEqual([
      [25, 25],
      [50, 12.5],
      [0, 50],
    ]);
    expect(bars.map((b) => b.color)).toEqual(['red', 'red', 'blue']);
  });

  it('closer than a pixel: each pixel column is the union of its bars, in the longest bar’s colour', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.double({ min: -1, max: 1, noNaN: true }), { nil: null }), {
          minLength: 50,
          maxLength: 400,
        }),
        fc.integer({ min: 5, max: 40 }),
        (values, innerW) => {
          const g = grid(values.length, innerW);
          const merged = barRects(series(values), g);
          // the same union, column by column, from the bars one by one
          const columns = new Map<number, { top: number; bottom: number; longest: number }>();
          values.forEach((v, i) => {
            if (v === null) return;
            const column = Math.floor(g.start + i * g.step);
            const top = Math.min(y(v), g.zero);
            const bottom = Math.max(y(v), g.zero);
            const c = columns.get(column);
            if (c === undefined) columns.set(column, { top, bottom, longest: bottom - top });
            else {
              c.top = Math.min(c.top, top);
              c.bottom = Math.max(c.bottom, bottom);
            }
          });
          expect(merged.map((b) => b.x)).toEqual([...columns.keys()]);
          for (const b of merged) {
            const c = columns.get(b.x)!;
            expect(b.width).toBe(1);
            expect(b.y).toBeCloseTo(c.top, 9);
            expect(b.y + b.height).toBeCloseTo(c.bottom, 9);
          }
        },
      ),
    );
  });
});

describe('barPaths', () => {
  it('one path per colour with a closed rectangle for each bar of some size', () => {
    const paths = barPaths([
      { x: 0, y: 10, width: 2, height: 5, color: 'red' },
      { x: 3, y: 0, width: 2, height: 15, color: 'blue' },
      { x: 6.004, y: 5, width: 1.333, height: 10, color: 'red' },
      { x: 9, y: 15, width: 2, height: 0, color: 'green' },
    ]);
    expect(paths).toEqual([
      { color: 'red', d: 'M0 10h2v5h-2ZM6 5h1.33v10h-1.33Z' },
      { color: 'blue', d: 'M3 0h2v15h-2Z' },
    ]);
  });
});
