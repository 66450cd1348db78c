import type { CongestionLevel } from '../../engines/models/illinois';

/** A typed handle for end-to-end tests: the lab's state without reading pixels. */
export interface IllinoisTestApi {
  view: string;
  /** 'done' once the view's numbers are on screen; the SMM view is 'running' meanwhile */
  status: 'running' | 'done' | 'cancelled' | 'idle';
  /** the SMM's μ per level in the basis shown (null until it is known, or with equal RTTs) */
  mu: Record<CongestionLevel, number | null>;
  muHalfWidth: Record<CongestionLevel, number | null>;
  basis: string;
}

declare global {
  interface Window {
    __illinoisLab?: IllinoisTestApi;
  }
}

const none = (): Record<CongestionLevel, number | null> => ({
  light: null,
  medium: null,
  heavy: null,
});

/** Merges `patch` into window.__illinoisLab (creating it on first use). */
export function updateHandle(patch: Partial<IllinoisTestApi>): void {
  const api = window.__illinoisLab ?? {
    view: 'curves',
    status: 'idle',
    mu: none(),
    muHalfWidth: none(),
    basis: 'events',
  };
  window.__illinoisLab = { ...api, ...patch };
}
