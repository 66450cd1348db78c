import type { ComponentType } from 'react';
import type { CliArgs } from './commandLine/args';
import type { RunSink } from './commandLine/strict';
import type { ScenarioSchema } from '../../scenario/codec';
import type { Problem } from '../../scenario/problems';
import type { Claim } from './claim';
import type { HeadlineFigure } from '../../worker/headline';

export type { HeadlineFigure, HeadlineState } from '../../worker/headline';

/**
 * What a lab is to the rest of the app: one object in src/labs/registry.ts. The shell, the
 * command line, `--help`, the URL codec, scenario files and the end-to-end rounds read the list
 * of labs and nothing else of a lab; everything else of a lab lives in its folder.
 */

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

/** What merge prints: the sweep's CSV, or (given --format json) its JSON report. */
export type MergeFormat = 'csv' | 'json';

/** A lab's headless runs: `npm run sim -- "lab=<id>&..."`. */
export interface LabCommandLine {
  /**
   * Decodes the scenario text strictly (any error is a ScenarioError; the defaults it adapted go
   * to `sink`), runs it with the lab's engine, and returns the output text (JSON or CSV); the
   * impossible values of its results go to `sink` too.
   */
  run(text: string, args: CliArgs, sink: RunSink): Promise<string> | string;
  /** The lab's section of `sim --help` (empty: nothing to add to the sections before it). */
  help(): string;
  /**
   * `sim merge a.csv b.csv ...` (or the shards' .jsonl files) for the shards of a sweep of this
   * lab; `format`: what `--format` asked for (json: the JSON report, from JSON lines only).
   */
  merge?(files: readonly { name: string; text: string }[], format: MergeFormat): string;
}

/**
 * Imports a module of a lab that only the command line runs (Node), by its path relative to
 * `base` (the caller's import.meta.url). The path is computed, so the browser's bundler leaves it
 * out: the page never ships a lab's CLI code, which may import Node's modules.
 */
export function nodeOnly<T>(base: string, file: string): Promise<T> {
  return import(/* @vite-ignore */ new URL(file, base).href) as Promise<T>;
}

/** A "try this" link: a ready scenario, one URL away. */
export interface TryThis {
  id: string;
  label: string;
  /** what to look at, in a sentence */
  what: string;
  /** the canonical query (no "?"), what the address bar will read */
  query: string;
  /**
   * What `what` promises, as a test checks it on the engine (tests/labs/<lab>/tryThis.test.ts
   * fails for a link without one).
   */
  claim?: Claim;
}

/**
 * A lab's headline: the one number the lab is about (a simulated utilization with its interval,
 * a ratio, an equilibrium rate), named and written once here. The page shows it with the kit's
 * Headline (in the element marked `data-headline`), and the command line's report of the same URL
 * holds the same figure (fromReport): the tests hold the two against each other.
 */
export interface LabHeadline<S> {
  /** what the figure is, for this scenario (a lab with views names each view's) */
  label(s: S): string;
  /** a number of the figure as text (its value, and its interval's ends) */
  format(value: number, s: S): string;
  /**
   * The figure in the JSON report that `npm run sim -- "<query>"` prints for `s` (JSON.parse'd);
   * null when the report has none (a scenario the lab has no headline for).
   */
  fromReport(report: unknown, s: S): HeadlineFigure | null;
}

/** A lab: its schema, its pages, its command line, its "try this" links and its headline. */
export interface LabDefinition<S extends object> {
  id: string;
  title: string;
  schema: ScenarioSchema<S>;
  /** The lab's page, loaded when the lab opens (its own chunk). */
  page: () => Promise<ComponentType<LabPageProps<S>>>;
  /** The compare page (compare=1), for labs that have one. */
  comparePage?: () => Promise<ComponentType<ComparePageProps<S>>>;
  /** The command line's runner, loaded when a scenario of this lab is run headless. */
  commandLine: () => Promise<LabCommandLine>;
  tryThis: readonly TryThis[];
  headline: LabHeadline<S>;
}
