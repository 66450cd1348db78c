import type { AimdSummary } from '../../../engines/aimd/statistics';
import { checkedFigure, type HeadlineFigure } from '../../../worker/headline';

/**
 * The AIMD run's headline: its utilization E[X]/c after the warm-up, with the 95 % batch-means
 * interval (null during the warm-up). The same function reads the live run's summary and the
 * command line's report (whose `summary` is the engine's).
 */
export function utilizationFigure(
  summary: Pick<AimdSummary, 'utilization' | 'utilizationCI95'>,
): HeadlineFigure | null {
  if (summary.utilization === null) return null;
  return checkedFigure({ value: summary.utilization, interval: summary.utilizationCI95 });
}
