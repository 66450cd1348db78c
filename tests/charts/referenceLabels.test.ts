import { describe, expect, it } from 'vitest';
import { boxesOverlap, placeReferenceLabels, type Box } from '../../src/charts/referenceLabels';

const plot = { width: 400, height: 200 };
const F = 14;
const free = () => false;
/** Data as boxes: a label covers it when their boxes overlap. */
const covers = (data: Box[]) => (b: Box) => data.some((d) => boxesOverlap(d, b));
const inPlot = (b: Box) =>
  b.x >= 0 && b.y >= 0 && b.x + b.width <= plot.width && b.y + b.height <= plot.height;

describe('placeReferenceLabels', () => {
  it('puts a horizontal line’s label above its right end when nothing is there', () => {
    const [p] = placeReferenceLabels([{ orient: 'h', at: 100, width: 80 }], plot, F, free);
    expect(p).not.toBeNull();
    expect(p!.anchor).toBe('end');
    expect(p!.box.x + p!.box.width).toBeLessThanOrEqual(plot.width);
    expect(p!.box.x + p!.box.width).toBeGreaterThan(plot.width - 10);
    // above the line, clear of it
    expect(p!.box.y + p!.box.height).toBeLessThan(100);
  });

  it('goes below the line, then along it, to a place with no data', () => {
    // data above the line's right end: below it
    const above = covers([{ x: 250, y: 60, width: 150, height: 39 }]);
    const [below] = placeReferenceLabels([{ orient: 'h', at: 100, width: 80 }], plot, F, above);
    expect(below!.box.y).toBeGreaterThan(100);
    // data on both sides of the right half: the label moves left along the line
    const both = covers([{ x: 200, y: 0, width: 200, height: 200 }]);
    const [left] = placeReferenceLabels([{ orient: 'h', at: 100, width: 80 }], plot, F, both);
    expect(left!.box.x + left!.box.width).toBeLessThanOrEqual(200);
    expect(Math.abs(left!.box.y + left!.box.height / 2 - 100)).toBeLessThan(2 * F);
  });

  it('gives null (the legend) when the line is covered everywhere near it', () => {
    const band = covers([{ x: 0, y: 60, width: 400, height: 80 }]);
    expect(placeReferenceLabels([{ orient: 'h', at: 100, width: 80 }], plot, F, band)).toEqual([
      null,
    ]);
  });

  it('never leaves the plot: a line at its top edge is labelled below it', () => {
    const [p] = placeReferenceLabels([{ orient: 'h', at: 2, width: 80 }], plot, F, free);
    expect(inPlot(p!.box)).toBe(true);
    expect(p!.box.y).toBeGreaterThan(2);
  });

  it('labels of close lines neither overlap nor cross the other line', () => {
    // the capacity c and a mean at 0.97 c, a few pixels apart: one above, one below
    const reqs = [
      { orient: 'h' as const, at: 50, width: 90 },
      { orient: 'h' as const, at: 56, width: 90 },
    ];
    const placed = placeReferenceLabels(reqs, plot, F, free);
    const boxes = placed.map((p) => p!.box);
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++)
        expect(boxesOverlap(boxes[i], boxes[j])).toBe(false);
    placed.forEach((p, i) =>
      reqs.forEach((r, j) => {
        if (i !== j) expect(p!.box.y < r.at && r.at < p!.box.y + p!.box.height).toBe(false);
      }),
    );
  });

  it('gives null to a line squeezed between two others (no room above or below it)', () => {
    const reqs = [50, 56, 62].map((at) => ({ orient: 'h' as const, at, width: 90 }));
    const placed = placeReferenceLabels(reqs, plot, F, free);
    expect(placed[0]).not.toBeNull();
    expect(placed[1]).toBeNull();
    expect(placed[2]).not.toBeNull();
  });

  it('puts a vertical line’s label at the top, right of it, else left of it', () => {
    const [right] = placeReferenceLabels([{ orient: 'v', at: 100, width: 60 }], plot, F, free);
    expect(right!.anchor).toBe('start');
    expect(right!.box.x).toBeGreaterThan(100);
    expect(right!.box.y).toBeLessThan(F);
    const [left] = placeReferenceLabels([{ orient: 'v', at: 380, width: 60 }], plot, F, free);
    expect(left!.anchor).toBe('end');
    expect(left!.box.x + left!.box.width).toBeLessThan(380);
  });

  it('moves a vertical line’s label down the line, past data at the top', () => {
    const top = covers([{ x: 0, y: 0, width: 400, height: 60 }]);
    const [p] = placeReferenceLabels([{ orient: 'v', at: 100, width: 60 }], plot, F, top);
    expect(p!.box.y).toBeGreaterThanOrEqual(60);
    expect(inPlot(p!.box)).toBe(true);
  });

  it('with a strip above the plot, puts there a vertical line’s label that has no room in it', () => {
    const everywhere = covers([{ x: 0, y: 0, width: 400, height: 200 }]);
    const req = [{ orient: 'v' as const, at: 100, width: 60 }];
    expect(placeReferenceLabels(req, plot, F, everywhere)).toEqual([null]);
    const strip = { height: 20, left: 50, right: 20 };
    const [p] = placeReferenceLabels(req, plot, F, everywhere, strip);
    expect(p!.box.y).toBeGreaterThanOrEqual(-20);
    expect(p!.box.y + p!.box.height).toBeLessThanOrEqual(0);
    expect(p!.box.x).toBeGreaterThan(100);
    // two lines close together: the second label goes left of its line, beside the first
    const two = placeReferenceLabels(
      [...req, { orient: 'v' as const, at: 110, width: 60 }],
      plot,
      F,
      everywhere,
      strip,
    );
    expect(boxesOverlap(two[0]!.box, two[1]!.box)).toBe(false);
    // a horizontal line's label never goes there
    expect(
      placeReferenceLabels([{ orient: 'h', at: 100, width: 60 }], plot, F, everywhere, strip),
    ).toEqual([null]);
  });

  it('gives null for a line outside the plot (not drawn) or in a plot too small', () => {
    expect(
      placeReferenceLabels([{ orient: 'h', at: Number.NaN, width: 10 }], plot, F, free),
    ).toEqual([null]);
    expect(placeReferenceLabels([{ orient: 'h', at: 5, width: 500 }], plot, F, free)).toEqual([
      null,
    ]);
  });
});
