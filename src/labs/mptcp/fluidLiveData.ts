import type { AnalysisView } from './analysisView';
import type { ComparisonResult } from './comparisonPlan';
import { LiveTrajectory } from './liveTrajectory';
import type { MptcpFrame, ReportOutput } from './worker/protocol';

/**
 * What the page has received of a fluid-model run: the equilibrium's analysis (first), the
 * trajectory, the comparison rows as they finish, and the CLI's report at the end.
 */
export class FluidLiveData {
  readonly trajectory: LiveTrajectory;
  analysis: AnalysisView | null = null;
  report: ReportOutput | null = null;
  /** a new array when rows come, so that the tables' memo sees them */
  comparison: readonly ComparisonResult[] = [];
  comparisonDone = false;
  /** the simulated time reached, s */
  time = 0;

  constructor(nR: number, nL: number) {
    this.trajectory = new LiveTrajectory(nR, nL);
  }

  /** Takes a frame (the reducer of useMptcpRun's live run). */
  push(f: MptcpFrame): void {
    if (f.samples) this.trajectory.push(f.samples);
    if (f.analysis) this.analysis = f.analysis;
    if (f.report) this.report = f.report;
    if (f.comparison.length > 0) this.comparison = [...this.comparison, ...f.comparison];
    this.comparisonDone = f.comparisonDone;
    this.time = f.time;
  }
}
