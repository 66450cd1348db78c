import { describe, expect, it } from 'vitest';
import type { ReferenceLine } from '../../src/charts/chartTypes';
import type { LegendItem } from '../../src/charts/legendLayout';
import type { PlotLayout } from '../../src/charts/plotLayout';
import type { Box } from '../../src/charts/referenceLabels';
import {
  placeReferences,
  referenceLegendItem,
  type LabelMemory,
} from '../../src/charts/referencePlacement';

const FRESH: LabelMemory = { named: new Set(), strip: false };

const series: LegendItem = { id: 's', label: 'simulated', color: '#000', swatch: 'line' };
const options = {
  width: 600,
  height: 300,
  autoYDomain: () => [0, 1] as const,
  legendItems: [series],
};
const theory: ReferenceLine = { y: 0.5, label: 'theory: mean' };
const cap: ReferenceLine = { y: 1, label: 'capacity c', color: '#777' };
/** Data in a band of y from 0.3 to 0.7: a label beside the line at 0.5 covers it anywhere. */
const bandGeometry = (l: PlotLayout) => ({
  y: l.y,
  covers: (b: Box) => b.y < l.y(0.3) && b.y + b.height > l.y(0.7),
});
const emptyGeometry = (l: PlotLayout) => ({ y: l.y, covers: () => false });

describe('placeReferences', () => {
  it('labels a line beside it where that covers no data, with no legend for one series', () => {
    const p = placeReferences(options, [theory], emptyGeometry, FRESH);
    expect(p.places[0]).not.toBeNull();
    expect(p.layout.legend).toBeNull();
    expect(p.named.size).toBe(0);
  });

  it('moves a label with no free place to the legend, and the plot makes room for it', () => {
    const without = placeReferences(options, [theory], emptyGeometry, FRESH);
    const p = placeReferences(options, [theory, cap], bandGeometry, FRESH);
    expect(p.places[0]).toBeNull();
    expect(p.places[1]).not.toBeNull();
    expect([...p.named]).toEqual(['theory: mean']);
    expect(p.layout.legendItems).toEqual([series, referenceLegendItem(theory)]);
    expect(p.layout.legend?.rows).toBe(1);
    expect(p.layout.innerH).toBeLessThan(without.layout.innerH);
    expect(referenceLegendItem(theory)).toMatchObject({ swatch: 'dashed' });
    expect(referenceLegendItem({ ...cap, dashed: false }).swatch).toBe('line');
  });

  it('keeps a label in the legend once it was moved there, even where it would fit again', () => {
    const p = placeReferences(options, [theory], emptyGeometry, {
      named: new Set(['theory: mean']),
      strip: false,
    });
    expect(p.places[0]).toBeNull();
    expect(p.layout.legendItems.map((i) => i.label)).toEqual(['simulated', 'theory: mean']);
  });

  it('moves nothing before the chart is measured, nor into a legend that is turned off', () => {
    const unmeasured = placeReferences({ ...options, width: 0 }, [theory], bandGeometry, FRESH);
    expect(unmeasured.named.size).toBe(0);
    const off = placeReferences({ ...options, legend: false }, [theory], bandGeometry, FRESH);
    expect(off.places[0]).toBeNull();
    expect(off.layout.legend).toBeNull();
    expect(off.named.size).toBe(0);
  });

  it('opens a strip above the plot for a vertical line’s label with no room in the plot', () => {
    const full = (l: PlotLayout) => ({ x: l.y, y: l.y, covers: () => true });
    const line: ReferenceLine = { x: 0.5, label: 'k_N = 3.42' };
    const without = placeReferences(options, [], full, FRESH);
    const p = placeReferences(options, [line], full, FRESH);
    expect(p.strip).toBe(true);
    expect(p.places[0]!.box.y).toBeLessThan(0);
    expect(p.layout.top).toBeGreaterThan(without.layout.top);
    expect(p.named.size).toBe(0);
    // kept open once opened, even with nothing to put in it
    expect(placeReferences(options, [], full, { ...FRESH, strip: true }).layout.top).toBe(
      p.layout.top,
    );
  });

  it('never lists a line without a label (drawn unlabelled)', () => {
    const p = placeReferences(options, [{ y: 0.5, label: '' }], bandGeometry, FRESH);
    expect(p.named.size).toBe(0);
    expect(p.layout.legend).toBeNull();
  });

  it('neither labels nor lists a line outside the plot', () => {
    const p = placeReferences(options, [{ y: 5, label: 'far' }], bandGeometry, FRESH);
    expect(p.places).toEqual([null]);
    expect(p.named.size).toBe(0);
  });
});
