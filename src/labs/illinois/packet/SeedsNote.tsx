import { useMemo } from 'react';
import type { IllinoisScenario } from '../scenario';
import { seedsNote } from './seedsNote';

/**
 * The seeds every point of the packet view runs with, in one line under its setup; when they are
 * many, the line opens on their list.
 */
export function SeedsNote({ s }: { s: IllinoisScenario }) {
  const note = useMemo(() => seedsNote(s), [s]);
  if (note === null) return null;
  if (note.more === null)
    return (
      <p className="muted illinois-runnote" data-testid="experiment.seeds">
        {note.line}
      </p>
    );
  return (
    <details className="muted illinois-runnote" data-testid="experiment.seeds">
      <summary>{note.line}</summary>
      {note.more}
    </details>
  );
}
