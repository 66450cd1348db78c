/**
 * Where the labels of horizontal reference lines go: above their line, unless that would overlap
 * the label placed just above it (two lines a few pixels apart, e.g. the capacity c and a mean at
 * 0.9 c), in which case below its line, and lower still if need be. Returns each label's baseline,
 * in the order of `ys` (the lines' pixel positions, smaller is higher).
 */
export function referenceLabelBaselines(ys: readonly number[], fontSize: number): number[] {
  const order = ys.map((_, i) => i).sort((a, b) => ys[a] - ys[b]);
  const out = new Array<number>(ys.length);
  const gap = fontSize + 2;
  let previous = -Infinity;
  for (const i of order) {
    const above = ys[i] - 7;
    const below = ys[i] + fontSize + 5;
    let y = above - previous >= gap ? above : Math.max(below, previous + gap);
    if (y < above) y = above;
    out[i] = y;
    previous = y;
  }
  return out;
}

/**
 * Where a vertical line's label goes: right of the line when it fits in the plot, else left of it
 * when that fits, else on the side with more room, kept inside the plot (small charts side by side).
 */
export function verticalLabelPlace(
  px: number,
  labelWidth: number,
  plotWidth: number,
): { x: number; anchor: 'start' | 'end' } {
  const gap = 6;
  if (px + gap + labelWidth <= plotWidth) return { x: px + gap, anchor: 'start' };
  if (px - gap - labelWidth >= 0) return { x: px - gap, anchor: 'end' };
  return plotWidth - px >= px
    ? { x: Math.max(0, Math.min(px + gap, plotWidth - labelWidth)), anchor: 'start' }
    : { x: Math.min(plotWidth, Math.max(px - gap, labelWidth)), anchor: 'end' };
}
