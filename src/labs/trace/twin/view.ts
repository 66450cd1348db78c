import type { TwinLines } from './lines';
import type { TwinReport } from './report';

/** What the page gets of a twin: the report the command line prints, and the lines to draw. */
export interface TwinView {
  report: TwinReport;
  lines: TwinLines[];
}
