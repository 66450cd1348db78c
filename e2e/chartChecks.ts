import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * What a class sees wrong on a chart, read from the page as drawn (boxes, computed styles, the
 * canvas's pixels), each returned as a list of descriptions (empty: nothing wrong). They look at
 * every chart on the page, so that a lab round (e2e/labs.spec.ts) checks every chart of every lab.
 */

/** Chart text (axis titles, ticks, legend, labels) that runs off its chart's SVG, or was cut. */
export async function clippedChartText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const svg of document.querySelectorAll<SVGSVGElement>('svg[data-chart-svg]')) {
      const s = svg.getBoundingClientRect();
      if (s.width === 0) continue;
      const chart = svg.getAttribute('data-testid') ?? '?';
      for (const t of svg.querySelectorAll<SVGTextElement>('text')) {
        const b = t.getBoundingClientRect();
        if (b.width === 0 || !t.textContent) continue;
        const outside =
          b.left < s.left - 1 ||
          b.right > s.right + 1 ||
          b.top < s.top - 1 ||
          b.bottom > s.bottom + 1;
        if (outside) out.push(`${chart}: "${t.textContent}" runs off the chart`);
      }
      for (const t of svg.querySelectorAll<SVGTextElement>('text[data-axis-title]')) {
        const words = (x: string) => x.split(/\s+/).filter((w) => w !== '');
        const shown = [...t.querySelectorAll('tspan')].flatMap((p) => words(p.textContent ?? ''));
        const whole = words(t.getAttribute('data-label') ?? '');
        if (shown.join(' ') !== whole.join(' '))
          out.push(`${chart}: axis title "${whole.join(' ')}" shown as "${shown.join(' ')}"`);
      }
    }
    return out;
  });
}

/**
 * Legend entries that do not match what the chart draws: each entry (its swatch's colour and
 * look) must be a drawn series, band, mark, histogram, bar or reference line with the same id,
 * colour and look; and no reference line labelled on the plot may look like a legend entry (the
 * legend would then name it wrongly: a dashed theory line in the colour of another theory).
 */
export async function legendMismatches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    interface Look {
      id: string;
      color: string;
      swatch: string;
    }
    const probe = document.createElement('span');
    document.body.appendChild(probe);
    const resolve = (c: string, where: Element): string => {
      where.appendChild(probe);
      probe.style.color = '';
      probe.style.color = c;
      const v = getComputedStyle(probe).color;
      probe.remove();
      return v;
    };
    const dashed = (el: Element) => {
      const d = getComputedStyle(el).strokeDasharray;
      return d !== '' && d !== 'none';
    };
    for (const svg of document.querySelectorAll<SVGSVGElement>('svg[data-chart-svg]')) {
      const root = svg.parentElement;
      if (!root || svg.getBoundingClientRect().width === 0) continue;
      const chart = root.getAttribute('data-testid') ?? '?';
      const drawn: Look[] = [];
      // what the canvas layer and the bars say they draw (each series with its look)
      for (const el of root.querySelectorAll('[data-drawn]'))
        for (const d of JSON.parse(el.getAttribute('data-drawn') ?? '[]') as Look[])
          drawn.push({ ...d, color: resolve(d.color, root) });
      for (const el of svg.querySelectorAll<SVGElement>('[data-series][data-swatch]')) {
        if (el.closest('[data-testid$=".legend"]')) continue;
        const st = getComputedStyle(el);
        const swatch = el.getAttribute('data-swatch') ?? '';
        drawn.push({
          id: el.getAttribute('data-series') ?? '',
          color: swatch === 'area' ? st.fill : st.stroke,
          swatch,
        });
      }
      const references: (Look & { labelled: boolean })[] = [];
      for (const g of svg.querySelectorAll('[data-testid$=".reference"]')) {
        const line = g.querySelector('line');
        if (!line) continue;
        const look = {
          id: `reference:${g.getAttribute('data-label') ?? ''}`,
          color: getComputedStyle(line).stroke,
          swatch: dashed(line) ? 'dashed' : 'line',
        };
        drawn.push(look);
        references.push({ ...look, labelled: g.querySelector('text') !== null });
      }
      const entries: (Look & { label: string })[] = [];
      for (const item of svg.querySelectorAll('[data-testid$=".legend.item"]')) {
        const sw = item.firstElementChild;
        if (!sw) continue;
        const st = getComputedStyle(sw);
        const swatch = item.getAttribute('data-swatch') ?? '';
        const stroked = swatch === 'line' || swatch === 'dashed' || swatch === 'outline';
        const entry = {
          id: item.getAttribute('data-series') ?? '',
          color: stroked ? st.stroke : st.fill,
          swatch,
          label: item.textContent ?? '',
        };
        entries.push(entry);
        const d = drawn.find((x) => x.id === entry.id);
        if (!d) out.push(`${chart}: legend entry "${entry.label}" but no such thing is drawn`);
        else if (d.color !== entry.color || d.swatch !== entry.swatch)
          out.push(
            `${chart}: legend entry "${entry.label}" is ${entry.swatch} ${entry.color}, drawn ${d.swatch} ${d.color}`,
          );
      }
      for (const r of references) {
        if (!r.labelled) continue;
        const twin = entries.find(
          (e) => e.id !== r.id && e.color === r.color && e.swatch === r.swatch,
        );
        if (twin)
          out.push(
            `${chart}: the line "${r.id.slice('reference:'.length)}" looks like legend entry "${twin.label}"`,
          );
      }
    }
    probe.remove();
    return out;
  });
}

/**
 * Reference labels written over data: the canvas pixels under a label (lines and marks; not the
 * grid, nor the translucent bands) and the SVG data under it (histograms, curves, bars), sampled
 * every 2 px over the label's box.
 */
export async function labelsOverData(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const rgb = (c: string): number[] => (c.match(/[\d.]+/g) ?? []).map(Number);
    for (const svg of document.querySelectorAll<SVGSVGElement>('svg[data-chart-svg]')) {
      const root = svg.parentElement;
      if (!root) continue;
      const chart = root.getAttribute('data-testid') ?? '?';
      const canvas = root.querySelector<HTMLCanvasElement>('canvas[data-chart-canvas]');
      const probe = document.createElement('span');
      probe.style.color = 'var(--chart-grid, #e6e8ec)';
      root.appendChild(probe);
      const gridRgb = rgb(getComputedStyle(probe).color);
      probe.remove();
      const shapes = [...svg.querySelectorAll<SVGGeometryElement>('[data-series]')].filter(
        (el) => !el.closest('[data-testid$=".legend"]') && 'isPointInFill' in el,
      );
      for (const label of svg.querySelectorAll<SVGTextElement>('text[data-reference-label]')) {
        const b = label.getBoundingClientRect();
        const name = label.textContent ?? '';
        let hits = 0;
        if (canvas && canvas.width > 0) {
          const c = canvas.getBoundingClientRect();
          const kx = canvas.width / c.width;
          const ky = canvas.height / c.height;
          const x0 = Math.max(b.left, c.left);
          const x1 = Math.min(b.right, c.right);
          const y0 = Math.max(b.top, c.top);
          const y1 = Math.min(b.bottom, c.bottom);
          if (x1 > x0 && y1 > y0) {
            const ctx = canvas.getContext('2d');
            const img = ctx?.getImageData(
              Math.floor((x0 - c.left) * kx),
              Math.floor((y0 - c.top) * ky),
              Math.max(1, Math.floor((x1 - x0) * kx)),
              Math.max(1, Math.floor((y1 - y0) * ky)),
            );
            const d = img?.data ?? new Uint8ClampedArray();
            for (let i = 0; i < d.length; i += 4) {
              if (d[i + 3] < 160) continue;
              const far =
                Math.abs(d[i] - gridRgb[0]) +
                Math.abs(d[i + 1] - gridRgb[1]) +
                Math.abs(d[i + 2] - gridRgb[2]);
              if (far > 40) hits++;
            }
          }
        }
        for (const el of shapes) {
          const m = el.getScreenCTM()?.inverse();
          if (!m) continue;
          const fills = getComputedStyle(el).fill !== 'none';
          for (let x = b.left + 1; x < b.right - 1; x += 2)
            for (let y = b.top + 1; y < b.bottom - 1; y += 2) {
              const p = new DOMPoint(x, y).matrixTransform(m);
              if (el.isPointInStroke(p) || (fills && el.isPointInFill(p))) hits++;
            }
        }
        // a few pixels of a line's anti-aliased edge at the box's rim are not writing over it
        if (hits > 6) out.push(`${chart}: label "${name}" is written over data (${hits} px)`);
      }
    }
    return out;
  });
}

/** The font sizes of chart text, by kind: the smallest of each kind, and of all. */
export interface ChartTextSizes {
  tick: number;
  axisTitle: number;
  legend: number;
  label: number;
  all: number;
}

export async function chartTextSizes(page: Page): Promise<ChartTextSizes> {
  return page.evaluate(() => {
    const smallest = (selector: string): number => {
      let m = Infinity;
      for (const t of document.querySelectorAll<SVGTextElement>(selector)) {
        if (!t.textContent || t.getBoundingClientRect().width === 0) continue;
        m = Math.min(m, parseFloat(getComputedStyle(t).fontSize));
      }
      return m;
    };
    const chart = 'svg[data-chart-svg]';
    return {
      tick: smallest(`${chart} .tick text`),
      axisTitle: smallest(`${chart} text[data-axis-title]`),
      legend: smallest(`${chart} [data-testid$=".legend.item"] text`),
      label: smallest(`${chart} text[data-reference-label]`),
      all: smallest(`${chart} text`),
    };
  });
}

/** The box of the page's first chart frame (the lab's main chart), in the viewport's pixels. */
export async function mainChartBox(
  page: Page,
): Promise<{ testid: string; top: number; bottom: number; left: number; right: number } | null> {
  return page.evaluate(() => {
    const frame = document.querySelector<HTMLElement>('figure[data-empty]');
    if (!frame) return null;
    const b = frame.getBoundingClientRect();
    return {
      testid: frame.getAttribute('data-testid') ?? '?',
      top: b.top,
      bottom: b.bottom,
      left: b.left,
      right: b.right,
    };
  });
}

/** The charts (their frames' testids) that the element found by `selector` covers. */
export async function chartsCoveredBy(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return [];
    const a = el.getBoundingClientRect();
    return [...document.querySelectorAll('figure[data-empty]')]
      .filter((f) => {
        const b = f.getBoundingClientRect();
        return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      })
      .map((f) => f.getAttribute('data-testid') ?? '?');
  }, selector);
}

/**
 * Small multiples whose last row is less than half as full as the first (four panels as three
 * and one left alone): described by their rows' counts.
 */
export async function unevenSmallMultiples(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const grid of document.querySelectorAll<HTMLElement>('.small-multiples')) {
      const rows = new Map<number, number>();
      for (const panel of grid.children) {
        const top = Math.round((panel as HTMLElement).getBoundingClientRect().top);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      const counts = [...rows.entries()].sort((a, b) => a[0] - b[0]).map((r) => r[1]);
      if (counts.length > 1 && 2 * counts[counts.length - 1] < counts[0])
        out.push(
          `${grid.parentElement?.getAttribute('data-testid') ?? '?'}: rows of ${counts.join(', ')}`,
        );
    }
    return out;
  });
}

/**
 * No chart text cut off, a legend that names what is drawn, no label over the data, small
 * multiples in even rows: the checks every page with charts passes (`where`: the screen or mode).
 */
export async function expectReadableCharts(page: Page, where: string): Promise<void> {
  await expect.poll(() => clippedChartText(page), { message: `clipped, ${where}` }).toEqual([]);
  await expect.poll(() => legendMismatches(page), { message: `legend, ${where}` }).toEqual([]);
  await expect.poll(() => labelsOverData(page), { message: `labels, ${where}` }).toEqual([]);
  expect(await unevenSmallMultiples(page), `panels, ${where}`).toEqual([]);
}
