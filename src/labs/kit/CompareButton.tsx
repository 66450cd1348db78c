import type { HistoryMode } from './contract';

/** Opens compare mode with a copy of the scenario beside it (labs that have a compare page). */
export function CompareButton({ start }: { start: (() => void) | undefined }) {
  if (!start) return null;
  return (
    <button type="button" className="compare-open" data-testid="compare.open" onClick={start}>
      Compare with another scenario
    </button>
  );
}

/** Compare mode's own buttons: swap the two scenarios, or leave with A (history entries both). */
export function CompareActions<S>({
  a,
  b,
  setPair,
}: {
  a: S;
  b: S;
  setPair: (a: S, b: S | null, history?: HistoryMode) => void;
}) {
  return (
    <>
      <button type="button" data-testid="compare.swap" onClick={() => setPair(b, a, 'push')}>
        Swap A and B
      </button>
      <button type="button" data-testid="compare.close" onClick={() => setPair(a, null, 'push')}>
        Leave compare mode
      </button>
    </>
  );
}
