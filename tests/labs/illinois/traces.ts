import { dumbbellCommandLine } from '../../../src/labs/dumbbell/cli';
import { parseArgs } from '../../../src/labs/kit/commandLine/args';

/** A Dumbbell link's sampled traces after its warm-up, as the lab draws them (`--path`). */
export interface Traces {
  time: number[];
  /** per flow */
  cwnd: number[][];
  queue: number[];
  /** the samples after the warm-up */
  measured: number[];
  /** a module's internal (da, dm, alpha, beta, …) of flow `flow` (from 1) */
  internal: (flow: number, name: string) => number[];
  summary: {
    utilization: number;
    flows: { throughput: number; cwnd: number; drops: number; timeouts: number }[];
  };
}

export async function traces(query: string): Promise<Traces> {
  const sink = { notes: () => {}, impossible: () => {} };
  const r = JSON.parse(
    (await dumbbellCommandLine.run(
      query,
      parseArgs([query, '--workers', '1', '--path']),
      sink,
    )) as string,
  ) as {
    scenario: { warmup: number };
    summary: Traces['summary'];
    path: {
      time: number[];
      cwnd: number[][];
      queue: number[];
      internals?: { columns: { flow: number; name: string }[]; values: number[][] };
    };
  };
  const { time, cwnd, queue, internals } = r.path;
  return {
    time,
    cwnd,
    queue,
    measured: time.flatMap((t, k) => (t >= r.scenario.warmup ? [k] : [])),
    internal: (flow, name) => {
      const k = internals?.columns.findIndex((c) => c.flow === flow && c.name === name) ?? -1;
      if (k < 0 || !internals) throw new Error(`no ${name} for flow ${flow}`);
      return internals.values[k];
    },
    summary: r.summary,
  };
}

/** The samples where a window was cut: it fell by more than a fifth from the sample before. */
export const cutsOf = (t: Traces, flow: number): number[] =>
  t.measured.filter((k) => k > 0 && t.cwnd[flow][k] < 0.8 * t.cwnd[flow][k - 1]);

export const meanOver = (ks: readonly number[], v: readonly number[]): number =>
  ks.reduce((a, k) => a + v[k], 0) / ks.length;

export const fractionOf = (ks: readonly number[], test: (k: number) => boolean): number =>
  ks.filter(test).length / ks.length;
