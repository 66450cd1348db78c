import { describe, expect, it } from 'vitest';
import { chartSizes, FONT, textWidth } from '../../src/charts/chartLayout';
import type { LegendItem } from '../../src/charts/legendLayout';
import { integerTicks, plotLayout, type PlotLayoutOptions } from '../../src/charts/plotLayout';

const item = (id: string): LegendItem => ({ id, label: id, color: '#000', swatch: 'line' });
const base: PlotLayoutOptions = {
  width: 800,
  height: 300,
  autoYDomain: () => [0, 1],
  legendItems: [item('a')],
};

describe('plotLayout', () => {
  it('fills the chart with the plot area less the margins', () => {
    const l = plotLayout(base);
    expect(l.left + l.innerW + 20).toBe(800);
    expect(l.top).toBe(14);
    expect(l.top + l.innerH + FONT.tick + 20).toBe(300);
    expect(l.y(0)).toBe(l.innerH);
    expect(l.y(1)).toBe(0);
    expect(l.yTicks[0]).toBe(0);
    expect(l.yTicks[l.yTicks.length - 1]).toBe(1);
  });

  it('makes room for the axis titles and for extra lines under the x axis', () => {
    const plain = plotLayout(base);
    const titled = plotLayout({ ...base, xLabel: 'x', yLabel: 'y' });
    expect(titled.innerH).toBe(plain.innerH - FONT.axisLabel - 12);
    expect(titled.left).toBeGreaterThan(plain.left);
    expect(plotLayout({ ...base, extraBottom: 30 }).innerH).toBe(plain.innerH - 30);
  });

  it('shows the legend with more than one item unless told otherwise', () => {
    expect(plotLayout(base).legend).toBeNull();
    const two = plotLayout({ ...base, legendItems: [item('a'), item('b')] });
    expect(two.legend?.rows).toBe(1);
    expect(two.top).toBeGreaterThan(14);
    expect(plotLayout({ ...base, legendItems: [item('a'), item('b')], legend: false }).legend).toBe(
      null,
    );
    expect(plotLayout({ ...base, legend: true }).legend?.rows).toBe(1);
  });

  it('uses the given y range, widened when empty, without asking for the automatic one', () => {
    let asked = 0;
    const autoYDomain = (ticks: number): [number, number] => {
      asked++;
      expect(ticks).toBeGreaterThanOrEqual(2);
      return [0, 5];
    };
    expect(plotLayout({ ...base, autoYDomain, yDomain: [2, 4] }).yDomain).toEqual([2, 4]);
    expect(asked).toBe(0);
    const flat = plotLayout({ ...base, autoYDomain, yDomain: [3, 3] }).yDomain;
    expect(flat[0]).toBeLessThan(3);
    expect(flat[1]).toBeGreaterThan(3);
    expect(plotLayout({ ...base, autoYDomain }).yDomain).toEqual([0, 5]);
    expect(asked).toBe(1);
  });

  it('at projector scale, gives the larger text larger margins and spaces the ticks wider', () => {
    const big = chartSizes(1.5);
    const titled = { ...base, xLabel: 'time t', yLabel: 'rate' };
    const desk = plotLayout(titled);
    const proj = plotLayout({ ...titled, sizes: big });
    expect(proj.sizes).toBe(big);
    expect(proj.left).toBeGreaterThan(desk.left);
    expect(proj.height - proj.top - proj.innerH).toBeGreaterThan(
      desk.height - desk.top - desk.innerH,
    );
    expect(proj.xTickCount).toBeLessThan(desk.xTickCount);
    expect(proj.yTicks.length).toBeLessThanOrEqual(desk.yTicks.length);
  });

  it('wraps a y title longer than the chart is high, and makes room for its lines', () => {
    const label = 'Σ cwnd, packets';
    const low = { ...base, height: textWidth(label, FONT.axisLabel) + 4, yLabel: label };
    const l = plotLayout(low);
    expect(l.yTitle?.lines).toEqual(['Σ cwnd,', 'packets']);
    expect(l.yTitle?.label).toBe(label);
    const oneLine = plotLayout({ ...low, yLabel: 'Σ' });
    expect(l.left - oneLine.left).toBeGreaterThanOrEqual(Math.round(FONT.axisLabel * 1.2) - 1);
  });

  it('keeps a title within the chart: moved along its axis when centring it would not', () => {
    // a 160-px chart with a long y title: centred on the plot it would run off the top
    const l = plotLayout({ ...base, height: 170, yLabel: 'fraction of time' });
    expect(l.yTitle!.lines).toEqual(['fraction of time']);
    const half = textWidth('fraction of time', FONT.axisLabel) / 2;
    expect(l.yTitle!.y - half).toBeGreaterThanOrEqual(0);
    expect(l.yTitle!.y + half).toBeLessThanOrEqual(160);
    const x = plotLayout({ ...base, width: 200, xLabel: 'RTTs since the first packet' });
    const xHalf = Math.max(...x.xTitle!.lines.map((t) => textWidth(t, FONT.axisLabel))) / 2;
    expect(x.xTitle!.x - xHalf).toBeGreaterThanOrEqual(0);
    expect(x.xTitle!.x + xHalf).toBeLessThanOrEqual(200);
  });

  it('grows a chart asked to be lower than its legend and margins need: the plot keeps 60 px', () => {
    const many = Array.from({ length: 12 }, (_, i) => item(`flow ${i + 1}`));
    const l = plotLayout({ ...base, width: 300, height: 120, xLabel: 'N', legendItems: many });
    expect(l.innerH).toBe(60);
    expect(l.height - l.top - l.innerH).toBe(FONT.tick + 20 + FONT.axisLabel + 12);
    expect(l.height).toBeGreaterThan(120);
    // the x title's baseline is still inside the (grown) chart
    expect(l.xTitle!.y).toBeLessThan(l.height);
    const big = plotLayout({ ...base, height: 120, legendItems: many, sizes: chartSizes(1.5) });
    expect(big.innerH).toBe(90);
  });

  it('keeps sizes non-negative before the width is known', () => {
    const l = plotLayout({ ...base, width: 0 });
    expect(l.innerW).toBe(0);
    expect(l.xTickCount).toBe(2);
  });

  it('an axis of counts: ticks at whole numbers only, written as integers', () => {
    // d3 steps a range of one by 0.2 at this height: connections 0.6 to 1.4 do not exist
    const one = { ...base, yDomain: [0.5, 1.5] as const };
    expect(plotLayout(one).yTicks).toEqual([0.6, 0.8, 1, 1.2, 1.4]);
    const counts = plotLayout({ ...one, yIntegerTicks: true });
    expect(counts.yTicks).toEqual([1]);
    expect(counts.yFormat(1)).toBe('1');
    expect(integerTicks([0.5, 1, 1.5, 2])).toEqual([1, 2]);
  });
});
