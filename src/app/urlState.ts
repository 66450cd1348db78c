import { queryEntries } from '../scenario/codec';
import { encodeLectureParam, readLectureFlags } from './lecture/codec';
import type { Lecture } from './lecture/lecture';

/** Display flags of the shell, carried in the URL next to the scenario (never part of it). */
export interface ShellFlags {
  embed: boolean;
  present: boolean;
  theme: 'light' | 'dark' | null;
  /** the lecture being given (`lecture=`), or null */
  lecture: Lecture | null;
  /** its scene being shown, 1-based (`scene=`); null without a lecture or scenes */
  scene: number | null;
}

export function readShellFlags(search: string): ShellFlags {
  const entries = new Map(queryEntries(search));
  const on = (v: string | undefined) => v !== undefined && v !== '0' && v !== 'false';
  const theme = entries.get('theme');
  // the lecture's problems are the link's: useUrlScenario reads them with the scenario's
  const { lecture, scene } = readLectureFlags(search);
  return {
    embed: on(entries.get('embed')),
    present: on(entries.get('present')),
    theme: theme === 'light' || theme === 'dark' ? theme : null,
    lecture,
    scene,
  };
}

/** Which lab a URL asks for ("lab" parameter); null when absent. */
export function readLab(search: string): string | null {
  const lab = queryEntries(search).find(([k]) => k === 'lab');
  return lab ? lab[1] : null;
}

/** Query string of a scenario plus the shell's flags that are on. */
export function withShellFlags(query: string, flags: ShellFlags): string {
  const extra: string[] = [];
  if (flags.embed) extra.push('embed=1');
  if (flags.present) extra.push('present=1');
  if (flags.theme) extra.push(`theme=${flags.theme}`);
  if (flags.lecture) extra.push(`lecture=${encodeLectureParam(flags.lecture)}`);
  if (flags.lecture && flags.scene !== null) extra.push(`scene=${flags.scene}`);
  return [query, ...extra].filter((s) => s !== '').join('&');
}

/** Writes the query into the address bar: a history entry for deliberate actions, else in place. */
export function writeUrl(query: string, mode: 'push' | 'replace'): void {
  const url = `${window.location.pathname}?${query}${window.location.hash}`;
  if (`${window.location.pathname}${window.location.search}${window.location.hash}` === url) return;
  if (mode === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
}

/** The full shareable URL of a query. */
export function shareUrl(query: string): string {
  return `${window.location.origin}${window.location.pathname}?${query}`;
}
