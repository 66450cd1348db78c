import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_WORKERS, browserCores, workerCount } from '../../src/worker/cores';

describe('worker count', () => {
  afterEach(() => vi.unstubAllGlobals());
  const cores = (n: unknown) => vi.stubGlobal('navigator', { hardwareConcurrency: n });

  it('uses every core the browser reports, up to the bound', () => {
    cores(8);
    expect(workerCount()).toBe(8);
    expect(workerCount(1)).toBe(7);
    cores(128);
    expect(workerCount()).toBe(MAX_WORKERS);
  });

  it('keeps at least one worker, and one core when the browser does not say', () => {
    cores(1);
    expect(workerCount(1)).toBe(1);
    for (const n of [undefined, 0, NaN, -4, '8']) {
      cores(n);
      expect(browserCores()).toBe(1);
    }
  });
});
