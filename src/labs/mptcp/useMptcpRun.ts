import { useCallback, useMemo, useState } from 'react';
import { compileNetwork } from '../../engines/fluid/network';
import type { LiveTestHandle } from '../kit/live/testHandle';
import { runQuery } from '../kit/live/speedField';
import { useLiveRun, type LiveRun } from '../kit/live/useLiveRun';
import { playbackSpeed, type SpeedName } from './playback';
import { FluidLiveData } from './fluidLiveData';
import { defaultAxis, firstShown, type TimeAxis } from './sampling';
import { MPTCP_SCHEMA, horizonOf, toNetwork, type MptcpScenario } from './scenario';
import { MptcpClient } from './worker/client';
import type { MptcpLive } from './worker/protocol';

export interface MptcpRun extends LiveRun<MptcpLive, FluidLiveData, SpeedName> {
  horizon: number;
  /** the time axis of the charts; the playback is even along it */
  axis: TimeAxis;
  /** where a log time axis starts */
  from: number;
  setAxis: (a: TimeAxis) => void;
}

export type { TimeAxis };

/** A typed handle for end-to-end tests: the lab's state without reading pixels. */
export interface MptcpTestApi extends LiveTestHandle {
  time: number;
  horizon: number;
  samples: number;
  equilibrium: {
    totals: Record<string, number>;
    mpMean: number;
    spMean: number;
    mpShare: number;
    lambdaBar: number;
  } | null;
  comparison: {
    alg: string;
    mpShare: number;
    mpMean: number;
    spMean: number;
    convergence: number | null;
    spAverage: number;
  }[];
  comparisonDone: boolean;
  reportReady: boolean;
}

declare global {
  interface Window {
    __mptcpLab?: MptcpTestApi;
  }
}

/** What the fluid run adds to the test handle: the equilibrium per source id, the rows so far. */
function handleFields(
  d: FluidLiveData,
  ids: readonly string[],
  horizon: number,
): Omit<MptcpTestApi, keyof LiveTestHandle> {
  const a = d.analysis;
  return {
    time: d.time,
    horizon,
    samples: d.trajectory.count,
    equilibrium: a && {
      totals: Object.fromEntries(ids.map((id, i) => [id, a.totals[i]])),
      mpMean: a.mpMean,
      spMean: a.spMean,
      mpShare: a.mpShare,
      lambdaBar: a.lambdaBar,
    },
    comparison: d.comparison.map((r) => ({
      alg: r.alg,
      mpShare: r.mpShare,
      mpMean: r.mpMean,
      spMean: r.spMean,
      convergence: r.convergence,
      spAverage: r.spAverage,
    })),
    comparisonDone: d.comparisonDone,
    reportReady: d.report !== null,
  };
}

/**
 * The fluid model's live run (see useLiveRun): the equilibrium and its analysis first, then the
 * trajectory, streamed and paced along the charts' time axis, and the comparison of every
 * algorithm in the worker's spare time. `forcedAxis`: the time axis to pace along whatever the
 * scenario (the window level's is linear).
 */
export function useMptcpRun(
  scenario: MptcpScenario,
  setSpeed?: (speed: SpeedName) => void,
  forcedAxis?: TimeAxis,
): MptcpRun {
  const query = runQuery(MPTCP_SCHEMA, scenario);
  // keyed on the query: a new object with the same parameters is the same run
  const autoAxis = useMemo(() => defaultAxis(scenario), [query]);
  const ids = useMemo(() => toNetwork(scenario).sources.map((s) => s.id), [query]);
  const [axisChoice, setAxisChoice] = useState<{ query: string; axis: TimeAxis } | null>(null);
  const axis = forcedAxis ?? (axisChoice?.query === query ? axisChoice.axis : autoAxis);
  const from = firstShown(scenario);
  const horizon = horizonOf(scenario);
  const run = useLiveRun({
    scenario,
    query,
    client: () => new MptcpClient(),
    options: (_, speed) => ({ speed }),
    data: (s) => {
      const n = compileNetwork(toNetwork(s));
      return new FluidLiveData(n.nR, n.nL);
    },
    apply: (data, frame) => data.push(frame),
    // the pace follows the axis: a new axis is a new worker speed
    speed: {
      value: scenario.speed,
      set: setSpeed,
      toWorker: (name) => playbackSpeed(name, { log: axis === 'log', from }),
    },
    handle: { name: '__mptcpLab', fields: (data) => handleFields(data, ids, horizon) },
  });
  const setAxis = useCallback((a: TimeAxis) => setAxisChoice({ query, axis: a }), [query]);
  return { ...run, horizon, axis, from, setAxis };
}
