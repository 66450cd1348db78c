/**
 * A lab's headline: the one number the lab is about (a simulated utilization, a ratio, an
 * equilibrium rate), with its 95 % interval where it has one. The page shows it in one element
 * marked `data-headline` (the kit's Headline); the lab also says where the command line's report
 * of the same URL holds it (LabHeadline in the kit's contract), so that the two can be held
 * against each other: the same link, the same figure.
 */
export interface HeadlineFigure {
  /** null when the answer is not a number; `text` then says what it is */
  value: number | null;
  /** the 95 % interval, [low, high]; null without one */
  interval: readonly [number, number] | null;
  /** what stands for a missing value ("not reached up to N = 20") */
  text?: string;
}

/** A headline as a page shows it: the figure so far, and whether it is the final one. */
export interface HeadlineState {
  /** null until there is a figure (a run still in its warm-up, a sweep before its first point) */
  figure: HeadlineFigure | null;
  /** the whole run's (or sweep's) figure, what `npm run sim` prints; else the figure so far */
  final: boolean;
  /** how much of the work behind the figure is done, 0..1 (1 when final) */
  progress: number;
}

/** Nothing yet. */
export const NO_HEADLINE: HeadlineState = { figure: null, final: false, progress: 0 };

/**
 * Where a live run's headline comes from (LiveRunner.headline). The live API gives it the time a
 * frame leaves after the runner's own work, and every frame carries its state, so the figure is
 * worked out at the worker's pace whatever the speed of the animation (or its pause).
 */
export interface HeadlineSource {
  /** true once the figure is final: nothing more to work out */
  readonly final: boolean;
  /** works toward the figure until the wall clock reads `deadline` (ms) */
  advance(deadline: number): void;
  current(): HeadlineState;
}

/** A figure fit to show: a value or an interval that is not finite is dropped, never shown. */
export function checkedFigure(f: HeadlineFigure): HeadlineFigure {
  const finite = (x: number) => Number.isFinite(x);
  if (f.value !== null && !finite(f.value)) return { value: null, interval: null, text: 'n/a' };
  if (f.interval && !(finite(f.interval[0]) && finite(f.interval[1])))
    return { ...f, interval: null };
  return f;
}
