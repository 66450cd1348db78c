import { horizonOf, sampleIntervalOf, toNetwork, type MptcpScenario } from './scenario';

/** The page gets at most this many evenly spaced trajectory samples (plus the early step ends). */
export const DEFAULT_MAX_SAMPLES = 2000;

/**
 * Sampling of a scenario's run: report.ts's rule (t/1000, refined to 5 ms for responsiveness, one
 * in `stride` samples kept for the path) and the page's share of it (one in `display`).
 */
export function sampling(s: MptcpScenario, maxSamples = DEFAULT_MAX_SAMPLES) {
  const horizon = horizonOf(s);
  const dt = sampleIntervalOf(s);
  const fine = s.net === 'responsiveness' ? Math.min(dt, 0.005) : dt;
  const stride = Math.max(1, Math.round(dt / fine));
  const interval = dt / stride;
  const count = Math.floor(horizon / interval + 1e-9) + 1;
  const coarse = Math.ceil(count / stride);
  const display = stride * Math.max(1, Math.ceil(coarse / maxSamples));
  return { horizon, interval, stride, count, display };
}

/** The first time after 0 the page shows: where a log time axis starts. */
export function firstShown(s: MptcpScenario): number {
  const p = sampling(s);
  return p.display * p.interval;
}

export type TimeAxis = 'linear' | 'log';

/**
 * A log time axis when nothing starts or stops (the transient is over within a second or two of a
 * minute), a linear one when flows come and go.
 */
export function defaultAxis(s: MptcpScenario): TimeAxis {
  const net = toNetwork(s);
  const timed = net.sources.some((src) => (src.startS ?? 0) > 0 || src.stopS !== undefined);
  return !timed && horizonOf(s) / firstShown(s) >= 100 ? 'log' : 'linear';
}
