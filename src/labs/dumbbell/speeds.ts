import { rateLabel, rateSlider } from '../kit/live/speedMenu';

/**
 * The live run's speeds: simulated seconds per wall-clock second (×1 is real time), or 'max'.
 * The run bar's slider and the URL's `speed`.
 */
export const DUMBBELL_SPEEDS = rateSlider([1 / 16, 1 / 8, 1 / 4, 1 / 2, 1, 2, 4, 8, 16, 32, 64], {
  title: 'Simulated seconds per second of wall time',
  label: (s) => (s === 1 ? '×1 (real time)' : rateLabel(s)),
});

/** Simulated seconds per wall-clock second (finite, > 0), or as fast as the worker can go. */
export type DumbbellSpeed = number | 'max';
