import type { SpeedMenu } from '../kit/live/speedMenu';
import type { HorizonSpeed } from '../../worker/pacedClock';

/** Playback: the whole run in this many wall-clock seconds, or as fast as the worker goes. */
export const SPEEDS = { slow: 20, normal: 6, fast: 2, instant: 0 } as const;
export type SpeedName = keyof typeof SPEEDS;

const SPEED_LABELS: Record<SpeedName, string> = {
  slow: 'slow (20 s)',
  normal: 'normal (6 s)',
  fast: 'fast (2 s)',
  instant: 'instant',
};

/** The run bar's playback menu, the same at both levels, and the URL's `speed`. */
export const PLAYBACK: SpeedMenu<SpeedName> = {
  control: 'select',
  caption: 'playback',
  choices: Object.keys(SPEEDS) as SpeedName[],
  label: (name) => SPEED_LABELS[name],
};

/** The worker's speed for a playback: linear, or (`axis.log`) even on a log axis from `from`. */
export function playbackSpeed(
  name: SpeedName,
  axis?: { log: boolean; from: number },
): 'max' | HorizonSpeed {
  const seconds = SPEEDS[name];
  if (seconds === 0) return 'max';
  return axis ? { seconds, ...axis } : { seconds, log: false };
}
