/** The speeds a lab offers in its run bar: a slider over many (slowest first), or a few named. */
export interface SpeedMenu<Speed> {
  control: 'slider' | 'select';
  /** the control's caption ("speed", "playback") */
  caption: string;
  title?: string;
  choices: readonly Speed[];
  label: (speed: Speed) => string;
}

/** A rate as a factor: ×4, ×1/8. */
export const rateLabel = (rate: number): string =>
  rate >= 1 ? `×${rate}` : `×1/${Math.round(1 / rate)}`;

/** A slider over `rates` and, at its end, 'max': as fast as the worker goes. */
export function rateSlider(
  rates: readonly number[],
  options: { title?: string; label?: (rate: number) => string } = {},
): SpeedMenu<number | 'max'> {
  const label = options.label ?? rateLabel;
  return {
    control: 'slider',
    caption: 'speed',
    title: options.title,
    choices: [...rates, 'max'],
    label: (s) => (s === 'max' ? 'max' : label(s)),
  };
}
