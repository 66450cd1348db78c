import { describe, expect, it } from 'vitest';
import { flowColor, OKABE_ITO, PALETTE } from '../../src/charts/palette';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const c = [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16) / 255);
  const lin = c.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2];
}
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (hi + 0.05) / (lo + 0.05);
};

describe('PALETTE', () => {
  it('holds distinct colours', () => {
    expect(new Set(PALETTE.map((c) => c.toLowerCase())).size).toBe(PALETTE.length);
    expect(PALETTE.length).toBeGreaterThanOrEqual(7);
  });

  it('is drawn from the Okabe-Ito palette', () => {
    const okabeIto = new Set<string>(Object.values(OKABE_ITO));
    for (const c of PALETTE) expect(okabeIto.has(c)).toBe(true);
  });

  it('leaves out yellow and black, which vanish on the light and the dark theme', () => {
    expect(PALETTE).not.toContain(OKABE_ITO.yellow);
    expect(PALETTE).not.toContain(OKABE_ITO.black);
  });

  it('keeps every colour visible as a line on both the light and the dark chart background', () => {
    for (const c of PALETTE) {
      expect(contrast(c, '#ffffff'), c).toBeGreaterThan(1.9);
      expect(contrast(c, '#1c2027'), c).toBeGreaterThan(2.5);
    }
  });
});

describe('flowColor', () => {
  it('gives flows their palette colour in order and repeats after the last', () => {
    PALETTE.forEach((c, i) => expect(flowColor(i)).toBe(c));
    expect(flowColor(PALETTE.length)).toBe(PALETTE[0]);
    expect(flowColor(2 * PALETTE.length + 3)).toBe(PALETTE[3]);
  });

  it('gives neighbouring flows different colours', () => {
    for (let i = 0; i < 50; i++) expect(flowColor(i)).not.toBe(flowColor(i + 1));
  });

  it('returns a colour for any input', () => {
    expect(PALETTE).toContain(flowColor(-1));
    expect(PALETTE).toContain(flowColor(Number.NaN));
    expect(PALETTE).toContain(flowColor(2.7));
  });
});
