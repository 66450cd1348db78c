import type { ReactNode } from 'react';
import type { HeadlineState } from '../../worker/headline';
import type { LabHeadline } from './contract';
import { headlineText, progressText } from './headline';
import './headline.css';

interface Props<S> {
  /** what the lab's headline is (its LabDefinition's) */
  headline: LabHeadline<S>;
  scenario: S;
  state: HeadlineState;
  /** what the figure stands against, after it ("Theorem 1: 0.90000") */
  note?: ReactNode;
}

/**
 * The lab's headline: its name, then the figure in the one element marked `data-headline` (its
 * text the number with its interval; data-value, data-low and data-high the numbers themselves,
 * data-headline-state final or provisional). Until there is a figure, no such element: a reader
 * waiting for the headline waits for it.
 */
export function Headline<S>({ headline, scenario, state, note }: Props<S>) {
  const { figure, final, progress } = state;
  const format = (v: number) => headline.format(v, scenario);
  return (
    <div className="headline" data-testid="headline">
      <span className="headline-label">{headline.label(scenario)}</span>
      {figure === null ? (
        <span className="headline-value headline-pending">…</span>
      ) : (
        <strong
          className="headline-value"
          data-headline=""
          data-headline-state={final ? 'final' : 'provisional'}
          data-value={figure.value ?? undefined}
          data-low={figure.interval?.[0]}
          data-high={figure.interval?.[1]}
        >
          {headlineText(figure, format)}
        </strong>
      )}
      {!final && (
        <span className="headline-progress" data-testid="headline.progress">
          {figure === null ? 'working it out' : 'so far'}: {progressText(progress)}
        </span>
      )}
      {note && <span className="headline-note">{note}</span>}
    </div>
  );
}
