import type { ComponentType } from 'react';
import type { ScenarioSchema } from '../scenario/codec';
import type { Problem } from '../scenario/problems';

export type HistoryMode = 'push' | 'replace';

/** What the shell hands a lab page. */
export interface LabPageProps<S> {
  scenario: S;
  /** Replaces the scenario; the shell mirrors it into the URL. */
  setScenario: (s: S, history?: HistoryMode) => void;
  /** Reports problems (bad values typed or imported) to the shell's notice area. */
  report: (problems: Problem[], source: string) => void;
  embed: boolean;
  present: boolean;
  /** Opens compare mode with a copy of this scenario beside it (labs that have a compare page). */
  startCompare?: () => void;
}

/** What the shell hands a lab's compare page: two scenarios of the lab, shown side by side. */
export interface ComparePageProps<S> {
  a: S;
  b: S;
  /** Replaces the pair; b = null leaves compare mode. */
  setPair: (a: S, b: S | null, history?: HistoryMode) => void;
  report: (problems: Problem[], source: string) => void;
  embed: boolean;
  present: boolean;
}

/** A lab: its schema, its page, and its place in the lab switcher. */
export interface LabDefinition<S extends object> {
  id: string;
  title: string;
  schema: ScenarioSchema<S>;
  Page: ComponentType<LabPageProps<S>>;
  ComparePage?: ComponentType<ComparePageProps<S>>;
}
