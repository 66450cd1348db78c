/**
 * The paper atlas: each of the five papers, figure by figure and table by table in the paper's
 * order, with the links that reproduce each one, what the paper states, and what the app
 * measures there (the findings of the links' "try this" claims, run as `npm run sim` runs them).
 */

/** What kind of result the paper's item is, which says what "reproduce" can mean for it. */
export type AtlasKind =
  /** a closed form or an exact model the app computes */
  | 'model'
  /** a simulation (the paper's own, or ns-2's) the app's engines run again */
  | 'simulation'
  /** a measurement on real networks: the paper's values are reference data */
  | 'measurement'
  /** a drawing of a setup or a mechanism: the app draws it from its model */
  | 'illustration';

/** One of a lab's "try this" links, by lab and link id. */
export interface AtlasLink {
  lab: string;
  id: string;
}

/** Reference data the paper prints, as a table (a measurement the app cannot repeat). */
export interface AtlasTable {
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

export interface AtlasItem {
  /** unique within the paper: "fig7", "table1" */
  id: string;
  /** as the paper names it: "Fig. 7", "Table I" */
  label: string;
  /** what the paper's item shows, in a line */
  caption: string;
  kind: AtlasKind;
  /** the links that reproduce it; their claims' findings are the app's numbers */
  links: readonly AtlasLink[];
  /** what the paper states there, with its numbers, in its words where it gives them */
  paper: string;
  /** the paper's own values, where it prints a table (reference data for measurements) */
  reference?: AtlasTable;
  /**
   * Where the app's numbers differ from the paper's, why, and what checked the reason (a test,
   * an oracle); null where they agree. A reason never guessed: each names its check.
   */
  differs: string | null;
}

export interface AtlasPaper {
  /** "000" … "004", the papers' numbers across the app */
  id: string;
  /** short title, authors */
  title: string;
  authors: string;
  items: readonly AtlasItem[];
}
