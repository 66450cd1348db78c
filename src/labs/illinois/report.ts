import { encodeJson } from '../../scenario/codec';
import { flagImpossible, type Flagged } from '../kit/impossible';
import { curvesReport, type CurvesReport } from './curvesReport';
import { lossyReport, type LossyReport } from './lossyReport';
import { ILLINOIS_SCHEMA, type IllinoisScenario } from './scenario';
import { levelSummary, levelsOf, runSmmLevel, type SmmSummary } from './smmReport';

/**
 * What `npm run sim -- "lab=illinois&…"` prints as JSON: the scenario file (every parameter) and
 * the view's numbers. The SMM gives `summary` for one congestion level, `levels` for all three.
 */
export interface SmmReport {
  view: 'smm';
  basis: IllinoisScenario['basis'];
  summary?: SmmSummary;
  levels?: SmmSummary[];
}

export type IllinoisReport = { lab: 'illinois'; scenario: Record<string, unknown> } & (
  CurvesReport | SmmReport | LossyReport
);

export function smmReport(s: IllinoisScenario): SmmReport {
  const levels = levelsOf(s).map((l) => levelSummary(runSmmLevel(s, l), s.basis));
  return s.congestion === 'all'
    ? { view: 'smm', basis: s.basis, levels }
    : { view: 'smm', basis: s.basis, summary: levels[0] };
}

export function illinoisReport(s: IllinoisScenario): IllinoisReport & Flagged {
  const head = { lab: 'illinois' as const, scenario: encodeJson(ILLINOIS_SCHEMA, s) };
  if (s.view === 'curves') return flagImpossible({ ...head, ...curvesReport(s) });
  if (s.view === 'lossy') return flagImpossible({ ...head, ...lossyReport(s) });
  return flagImpossible({ ...head, ...smmReport(s) });
}
