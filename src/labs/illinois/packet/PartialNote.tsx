import { formatNumber } from '../../../format/numbers';
import type { Results } from '../experiments/analysis';

/** Which numbers on the page are provisional: the points still running, drawn as measured so far. */
export function PartialNote({ results, t }: { results: Results; t: number }) {
  const under = results.filter((r) => r !== undefined && r.partialAt !== undefined);
  if (under.length === 0) return null;
  const at = Math.min(...under.map((r) => r!.partialAt!));
  return (
    <p className="muted illinois-runnote" data-testid="experiment.partial">
      Under way: {under.length === 1 ? 'one point is' : `${under.length} points are`} drawn with
      what {under.length === 1 ? 'its run has' : 'their runs have'} measured so far (t ={' '}
      {formatNumber(Math.round(at))} s of {formatNumber(t)} s); the numbers settle as the runs end.
    </p>
  );
}
