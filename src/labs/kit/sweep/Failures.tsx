import type { PointFailure } from '../../../worker/sweepPool';

/** Points that failed for good (after a retry on a fresh worker): the sweep went on without them. */
export function Failures({ failures }: { failures: readonly PointFailure[] }) {
  if (failures.length === 0) return null;
  const first = failures[0];
  return (
    <div className="error-box" role="alert" data-testid="sweep.failures">
      {failures.length === 1 ? 'One point' : `${failures.length} points`} failed and{' '}
      {failures.length === 1 ? 'is' : 'are'} left out (point {first.point.index + 1}:{' '}
      {first.message}).
    </div>
  );
}
