import type { LiveStatus } from './runState';

/**
 * What every live run's test handle holds (window.__aimdLab, __aimdLabB, __dumbbellLab,
 * __mptcpLab, __mptcpPacket): end-to-end tests and the UI bench read the run's state from it
 * instead of reading pixels. Each lab adds its own fields (LiveRunSpec.handle).
 */
export interface LiveTestHandle {
  /** the scenario's canonical query */
  query: string;
  status: LiveStatus;
  /** runs this view has started: a restart bumps it */
  runs: number;
  error: string | null;
}

/**
 * Sets the handle's fields. The object stays the same across runs, so that what others write on
 * it (the AIMD charts' firstChartAt, the first drawing since the page opened) stays.
 */
export function publishTestHandle(name: string, fields: LiveTestHandle): void {
  const handles = window as unknown as Record<string, object | undefined>;
  handles[name] = Object.assign(handles[name] ?? {}, fields);
}
