import { scaleLinear } from 'd3';
import { describe, expect, it } from 'vitest';
import { lineHover } from '../../src/charts/lineHover';
import type { LineChartProps } from '../../src/charts';

// The two additions to the line chart's hover the sweep pages rely on: extra rows per vertex,
// and series the hover never picks (theory curves under the points they explain).
const x = scaleLinear().domain([0, 10]).range([0, 100]);
const y = scaleLinear().domain([0, 1]).range([100, 0]);
const f = (v: number) => v.toFixed(2);

const props = (hoverable: boolean): LineChartProps => ({
  title: 't',
  testid: 't',
  height: 100,
  xLabel: 'N',
  yLabel: 'utilization',
  series: [
    {
      id: 'theory',
      label: 'Theorem 1',
      color: 'red',
      points: Float64Array.from([5, 0.5]),
      hoverable,
    },
    {
      id: 'data',
      label: 'rate-proportional',
      color: 'blue',
      points: Float64Array.from([5, 0.6]),
      errors: Float64Array.from([0.55, 0.65]),
      details: [[{ label: 'theory', value: '0.50' }]],
    },
  ],
});

describe('lineHover', () => {
  it("appends a vertex's detail rows after its interval", () => {
    const tip = lineHover(props(true), 50, 40, x, y, { width: 100, height: 100 }, f, f);
    expect(tip?.title).toBe('rate-proportional');
    expect(tip?.rows.map((r) => r.label)).toEqual(['N', 'utilization', 'interval', 'theory']);
  });

  it('never picks a series marked hoverable: false', () => {
    const near = lineHover(props(true), 50, 50, x, y, { width: 100, height: 100 }, f, f);
    expect(near?.title).toBe('Theorem 1');
    const skipped = lineHover(props(false), 50, 50, x, y, { width: 100, height: 100 }, f, f);
    expect(skipped?.title).toBe('rate-proportional');
  });
});
