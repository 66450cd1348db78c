import { useEffect } from 'react';
import type { FairnessResult } from './fairness';
import type { MultcpView } from './scenario';

/**
 * `window.__multcpLab`: what the end-to-end tests read (the view on screen, its query, and the
 * numbers the charts draw), so that a test checks the page's state rather than its pixels.
 */
export interface MultcpTestApi {
  view: MultcpView;
  query: string;
  /** the fairness view's rates per flow, null in the other views */
  allocations: { weighted: number[]; proportional: number[]; maxMin: number[] } | null;
  /** the gain view's T(N)/T_1 at the chosen N, null in the other views */
  gain: number | null;
  /** the receive-buffer view's knee (one TCP), kB, null in the other views */
  knee: number | null;
}

declare global {
  interface Window {
    __multcpLab?: MultcpTestApi;
  }
}

export function useTestApi(
  view: MultcpView,
  query: string,
  fairness: FairnessResult | null,
  gain: number | null,
  knee: number | null,
): void {
  useEffect(() => {
    window.__multcpLab = {
      view,
      query,
      allocations: fairness
        ? {
            weighted: fairness.weighted.rates,
            proportional: fairness.proportional.rates,
            maxMin: fairness.maxMin.rates,
          }
        : null,
      gain,
      knee,
    };
  }, [view, query, fairness, gain, knee]);
  useEffect(() => () => void delete window.__multcpLab, []);
}
