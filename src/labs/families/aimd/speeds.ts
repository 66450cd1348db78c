import { rateSlider } from '../../kit/live/speedMenu';

/**
 * The AIMD live run's speeds: factors of the scenario's own speed (defaultSpeed: a flow's
 * sawtooth in about half a second at ×1), or 'max'. The run bar's slider and the URL's `speed`.
 */
export const AIMD_SPEEDS = rateSlider([1 / 16, 1 / 8, 1 / 4, 1 / 2, 1, 2, 4, 8, 16, 64, 256]);

/** A speed of the run bar: a factor of the scenario's own speed, or 'max'. */
export type AimdSpeed = number | 'max';
