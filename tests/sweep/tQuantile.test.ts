import '../labs/families/aimd/sweepLabs';
import { describe, expect, it } from 'vitest';
import { studentTQuantile } from '../../src/engines/common/studentT';
import { tQuantile975 } from '../../src/sweep/aggregate';
import { MAX_REPS } from '../../src/labs/families/aimd/sweep';

// The sweep CSV must be the same bytes in the browser and on the command line. The interval's
// t quantile is the one engine-dependent number in it (studentTQuantile goes through Math.exp, whose last
// bit differs between V8 versions): rounded to 10 digits, it must sit far from any rounding
// boundary, so that an engine's last-bit difference cannot change it.
describe('tQuantile975', () => {
  it('is t(0.975, df) to 10 significant digits (studentTQuantile is good to a few parts in 1e8)', () => {
    expect(tQuantile975(1).toString()).toMatch(/^\d+\.\d{8}$/);
    expect(Math.abs(tQuantile975(1) / 12.706204736174707 - 1)).toBeLessThan(5e-8); // tan(0.475 pi)
    expect(Math.abs(tQuantile975(4) / 2.7764451051977934 - 1)).toBeLessThan(5e-8);
    expect(Math.abs(tQuantile975(999) / 1.9623414611334487 - 1)).toBeLessThan(5e-8);
  });

  it('every df a sweep can have is at least 1,000 ulps from a rounding boundary', () => {
    let worst = Infinity;
    for (let df = 1; df < MAX_REPS; df++) {
      const v = studentTQuantile(0.975, df);
      const step = 10 ** (Math.floor(Math.log10(v)) - 9);
      const offset = Math.abs(v / step - Math.floor(v / step) - 0.5) * step;
      worst = Math.min(worst, offset / (v * Number.EPSILON));
    }
    expect(worst).toBeGreaterThan(1000);
  });
});
