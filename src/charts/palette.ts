/**
 * Colours for data: the Okabe-Ito palette (Okabe & Ito, "Color Universal Design", 2008), which
 * stays distinguishable under the common colour-vision deficiencies.
 */
export const OKABE_ITO = {
  orange: '#E69F00',
  skyBlue: '#56B4E9',
  bluishGreen: '#009E73',
  yellow: '#F0E442',
  blue: '#0072B2',
  vermillion: '#D55E00',
  reddishPurple: '#CC79A7',
  black: '#000000',
  grey: '#999999',
} as const;

/**
 * Line and bar colours for flows, in order. Yellow is left out (1.3:1 against white: invisible as
 * a line on the light theme) and black is replaced by grey (black vanishes on the dark theme), so
 * every entry reads on both backgrounds.
 */
export const PALETTE: readonly string[] = [
  OKABE_ITO.orange,
  OKABE_ITO.skyBlue,
  OKABE_ITO.bluishGreen,
  OKABE_ITO.blue,
  OKABE_ITO.vermillion,
  OKABE_ITO.reddishPurple,
  OKABE_ITO.grey,
];

/** The colour of flow i (0-based); the palette repeats after PALETTE.length flows. */
export function flowColor(i: number): string {
  const n = PALETTE.length;
  const k = Number.isFinite(i) ? Math.trunc(i) : 0;
  return PALETTE[((k % n) + n) % n];
}

/**
 * Theme colours as CSS custom properties with fallbacks (the shell defines them per theme). Use
 * these in SVG styles and HTML; canvas needs resolved values (see readCssColor).
 */
export const CHART_FG = 'var(--chart-fg, #1c1f24)';
export const CHART_BG = 'var(--chart-bg, #ffffff)';
export const CHART_GRID = 'var(--chart-grid, #e6e8ec)';
export const CHART_MUTED = 'var(--chart-muted, #6b7280)';
/** Theory and reference lines: the shell's accent for theory, never a flow colour. */
export const THEORY_COLOR = 'var(--theory, var(--chart-fg, #1c1f24))';

/** Fallbacks used where a custom property cannot be resolved (canvas, exports). */
export const FALLBACK = {
  fg: '#1c1f24',
  bg: '#ffffff',
  grid: '#e6e8ec',
  muted: '#6b7280',
} as const;

/** The resolved value of a custom property on an element (for canvas), or the fallback. */
export function readCssColor(el: Element, name: string, fallback: string): string {
  const v = getComputedStyle(el).getPropertyValue(name).trim();
  return v === '' ? fallback : v;
}

const themeCache = new WeakMap<Element, { version: number; grid: string; bg: string }>();

/**
 * The grid and background colours for a canvas layer, read once per theme version (reading
 * computed styles on every frame would force a style recalculation each time).
 */
export function canvasThemeColors(el: Element, version: number): { grid: string; bg: string } {
  const hit = themeCache.get(el);
  if (hit && hit.version === version) return hit;
  const colors = {
    version,
    grid: readCssColor(el, '--chart-grid', FALLBACK.grid),
    bg: readCssColor(el, '--chart-bg', FALLBACK.bg),
  };
  themeCache.set(el, colors);
  return colors;
}

const resolved = new Map<string, string>();
let resolvedVersion = -1;

/**
 * A colour canvas can use: CSS custom properties ("var(--chart-fg, #1c1f24)") are resolved against
 * `el` (canvas ignores them and would keep the previous stroke colour); plain colours pass through.
 * Cached per theme version.
 */
export function canvasColor(el: Element, color: string, version: number): string {
  if (!color.includes('var(')) return color;
  if (version !== resolvedVersion) {
    resolved.clear();
    resolvedVersion = version;
  }
  const hit = resolved.get(color);
  if (hit !== undefined) return hit;
  const probe = document.createElement('span');
  probe.style.color = color;
  probe.style.display = 'none';
  el.appendChild(probe);
  const value = getComputedStyle(probe).color || FALLBACK.fg;
  probe.remove();
  resolved.set(color, value);
  return value;
}
