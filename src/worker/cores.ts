/**
 * How many simulation workers a page starts: the cores the browser reports
 * (navigator.hardwareConcurrency; 1 when it does not say), at most MAX_WORKERS. Every core helps
 * a sweep (the points are independent), but each worker holds its own copy of the engine and its
 * runs' memory, so a 128-core workstation should not start 128 of them.
 */
export const MAX_WORKERS = 32;

export function browserCores(): number {
  const n = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency : undefined;
  return typeof n === 'number' && Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1;
}

/** Workers for a pool that shares the machine with `reserved` other busy threads (at least 1). */
export function workerCount(reserved = 0): number {
  return Math.max(1, Math.min(MAX_WORKERS, browserCores() - reserved));
}
