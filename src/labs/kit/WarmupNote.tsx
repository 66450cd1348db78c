/** How a chart labels what was measured before the warm-up ended (shown, never counted). */
export const WARM = 'warm-up, not counted';

/**
 * The line under a running statistic during the warm-up: when the measurements start (`until`,
 * "the statistics start after event 100 (35 to go)") and, when there is one, the value of the
 * path so far from t = 0 that the grey curves show.
 */
export function WarmupNote({ until, value }: { until: string; value: string | null }) {
  return (
    <div className="muted" data-testid="readout.warmup">
      Warm-up: {until}.
      {value !== null && (
        <>
          {' '}
          Until then the grey curves show the path so far, from t = 0 (
          <span data-testid="readout.warmup.value">{value}</span>):{' '}
          <span className="warm-tag">{WARM}</span>.
        </>
      )}
    </div>
  );
}
