/**
 * Where the labels of reference lines go: beside their line, at the first place along it where
 * the label covers no data and no other label; nowhere (null), when no such place exists, and the
 * line is then named in the legend instead. A label written over the curves it explains is what
 * a class cannot read.
 */

/** A rectangle in plot coordinates (pixels from the plot's top-left). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A label to place: beside a horizontal line at pixel `at` (y), or a vertical one (x). */
export interface LabelRequest {
  orient: 'h' | 'v';
  at: number;
  /** the label's width estimate in pixels */
  width: number;
}

export interface LabelPlace {
  /** the text's anchor point and baseline */
  x: number;
  y: number;
  anchor: 'start' | 'end';
  box: Box;
}

/** How far a label keeps from its line and from the plot's edges, per unit of font size. */
const GAP = 0.4;
/** Ascent and descent of the chart font, per unit of font size. */
const ASCENT = 0.8;
const DESCENT = 0.25;

export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The label's box for an anchor point and baseline. */
function boxAt(x: number, baseline: number, anchor: 'start' | 'end', w: number, f: number): Box {
  return {
    x: anchor === 'start' ? x : x - w,
    y: baseline - ASCENT * f,
    width: w,
    height: (ASCENT + DESCENT) * f,
  };
}

/**
 * The candidate places of one label, best first: a horizontal line's label at its right end
 * (above, then below the line), at its left end, then at steps along it; a vertical line's at the
 * top of the plot (right, then left of the line), at the bottom, then at steps down the line.
 */
function candidates(
  r: LabelRequest,
  plot: { width: number; height: number },
  f: number,
): LabelPlace[] {
  const gap = GAP * f;
  const out: LabelPlace[] = [];
  const add = (x: number, baseline: number, anchor: 'start' | 'end') =>
    out.push({ x, y: baseline, anchor, box: boxAt(x, baseline, anchor, r.width, f) });
  if (r.orient === 'h') {
    const above = r.at - gap - DESCENT * f;
    const below = r.at + gap + ASCENT * f;
    const xs = [plot.width - gap];
    const left = gap + r.width;
    const steps = Math.max(0, Math.floor((xs[0] - left) / (r.width / 2)));
    for (let k = steps; k >= 1; k--) xs.push(left + ((xs[0] - left) * (k - 1)) / steps);
    for (const x of xs) {
      add(x, above, 'end');
      add(x, below, 'end');
    }
  } else {
    const top = gap + ASCENT * f;
    const bottom = plot.height - gap - DESCENT * f;
    const ys = [top, bottom];
    for (let y = top + 1.5 * f; y < bottom; y += 1.5 * f) ys.push(y);
    for (const y of ys) {
      add(r.at + gap, y, 'start');
      add(r.at - gap, y, 'end');
    }
  }
  return out;
}

const inside = (b: Box, plot: { width: number; height: number }): boolean =>
  b.x >= 0 && b.y >= 0 && b.x + b.width <= plot.width && b.y + b.height <= plot.height;

/**
 * A strip above the plot (negative y in plot coordinates) where the labels of vertical lines can
 * go when the plot has no room for them: no data is drawn there.
 */
export interface LabelStrip {
  height: number;
  /** how far the strip reaches left and right of the plot (the chart's margins) */
  left: number;
  right: number;
}

/** The strip's height for labels of this font size. */
export const stripHeight = (fontSize: number): number =>
  Math.ceil((ASCENT + DESCENT + GAP) * fontSize);

/** A vertical line's label in the strip: beside the line's top, right of it, else left of it. */
function stripPlace(
  r: LabelRequest,
  plotWidth: number,
  f: number,
  strip: LabelStrip,
  placed: readonly Box[],
): LabelPlace | null {
  const gap = GAP * f;
  const baseline = -DESCENT * f - gap / 2;
  for (const [x, anchor] of [
    [r.at + gap, 'start'],
    [r.at - gap, 'end'],
  ] as const) {
    const box = boxAt(x, baseline, anchor, r.width, f);
    const fits = box.x >= -strip.left && box.x + box.width <= plotWidth + strip.right;
    if (fits && box.y >= -strip.height && !placed.some((b) => boxesOverlap(b, box)))
      return { x, y: baseline, anchor, box };
  }
  return null;
}

/** Whether the box straddles the line of request `r` (a label written across another line). */
function crosses(b: Box, r: LabelRequest): boolean {
  return r.orient === 'h'
    ? b.y < r.at && r.at < b.y + b.height
    : b.x < r.at && r.at < b.x + b.width;
}

/**
 * Each label's place, in the order of `requests`, or null where every candidate place leaves the
 * plot, covers data (`covers`), crosses another reference line or overlaps a label placed
 * before it; with a `strip`, a vertical line's label that found no place in the plot goes above
 * it, when it fits there beside the others.
 */
export function placeReferenceLabels(
  requests: readonly LabelRequest[],
  plot: { width: number; height: number },
  fontSize: number,
  covers: (box: Box) => boolean,
  strip?: LabelStrip,
): (LabelPlace | null)[] {
  const placed: Box[] = [];
  return requests.map((r) => {
    if (!Number.isFinite(r.at)) return null;
    for (const c of candidates(r, plot, fontSize)) {
      if (!inside(c.box, plot)) continue;
      if (placed.some((b) => boxesOverlap(b, c.box))) continue;
      if (requests.some((o) => o !== r && crosses(c.box, o))) continue;
      if (covers(c.box)) continue;
      placed.push(c.box);
      return c;
    }
    const above =
      r.orient === 'v' && strip ? stripPlace(r, plot.width, fontSize, strip, placed) : null;
    if (above) placed.push(above.box);
    return above;
  });
}
