/** Opens compare mode with a copy of the scenario beside it (labs that have a compare page). */
export function CompareButton({ start }: { start: (() => void) | undefined }) {
  if (!start) return null;
  return (
    <button type="button" className="compare-open" data-testid="compare.open" onClick={start}>
      Compare with another scenario
    </button>
  );
}
