import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { compileNetwork } from '../../engines/fluid/network';
import { encodeQuery } from '../../scenario/codec';
import { MptcpClient } from './worker/client';
import type { MptcpFrame, MptcpSpeed, MptcpStatus, ReportOutput } from './worker/protocol';
import type { AnalysisView } from './analysisView';
import type { ComparisonResult } from './comparisonPlan';
import { LiveTrajectory } from './liveTrajectory';
import { frameBatcher, usePlayToggle } from './playbackControls';
import { defaultAxis, firstShown, type TimeAxis } from './sampling';
import { MPTCP_SCHEMA, horizonOf, toNetwork, type MptcpScenario } from './scenario';

/** Playback: the whole run in this many wall-clock seconds, or as fast as the worker goes. */
export const SPEEDS = { slow: 20, normal: 6, fast: 2, instant: 0 } as const;
export type SpeedName = keyof typeof SPEEDS;

export interface MptcpRun {
  data: LiveTrajectory;
  version: number;
  status: MptcpStatus | 'starting' | 'error';
  time: number;
  horizon: number;
  analysis: AnalysisView | null;
  report: ReportOutput | null;
  comparison: ComparisonResult[];
  comparisonDone: boolean;
  error: string | null;
  speed: SpeedName;
  /** the time axis of the charts; the playback is even along it */
  axis: TimeAxis;
  /** where a log time axis starts */
  from: number;
  toggle: () => void;
  restart: () => void;
  setSpeed: (s: SpeedName) => void;
  setAxis: (a: TimeAxis) => void;
}

export type { TimeAxis };

/** A typed handle for end-to-end tests: the lab's state without reading pixels. */
export interface MptcpTestApi {
  query: string;
  status: string;
  runs: number;
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
  error: string | null;
}

declare global {
  interface Window {
    __mptcpLab?: MptcpTestApi;
  }
}

const NO_ROWS: ComparisonResult[] = [];

const workerSpeed = (name: SpeedName, axis: TimeAxis, from: number): MptcpSpeed =>
  SPEEDS[name] === 0 ? 'max' : { seconds: SPEEDS[name], log: axis === 'log', from };

/**
 * Runs the scenario in the lab's worker: the equilibrium and its analysis first, then the
 * trajectory, streamed and paced, and the comparison of every algorithm in the worker's spare time.
 * Any change of the scenario starts a new run; frames are drawn at most once per animation frame.
 * `forcedAxis`: the time axis to pace along whatever the scenario (the window level's is linear).
 */
export function useMptcpRun(scenario: MptcpScenario, forcedAxis?: TimeAxis): MptcpRun {
  const client = useMemo(() => new MptcpClient(), []);
  const query = encodeQuery(MPTCP_SCHEMA, scenario);
  const scenarioRef = useRef(scenario);
  scenarioRef.current = scenario;
  // keyed on the query: a new object with the same parameters is the same run
  const compiled = useMemo(() => compileNetwork(toNetwork(scenarioRef.current)), [query]);
  const horizon = horizonOf(scenario);
  const data = useMemo(() => new LiveTrajectory(compiled.nR, compiled.nL), [compiled]);
  const [version, setVersion] = useState(0);
  const [status, setStatus] = useState<MptcpRun['status']>('starting');
  const [time, setTime] = useState(0);
  const [analysis, setAnalysis] = useState<AnalysisView | null>(null);
  const [report, setReport] = useState<ReportOutput | null>(null);
  const [comparison, setComparison] = useState<ComparisonResult[]>([]);
  const [comparisonDone, setComparisonDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [speed, setSpeedState] = useState<SpeedName>('normal');
  const [restarts, setRestarts] = useState(0);
  // which run the state below belongs to: until the new run's effect has reset it, a changed
  // scenario shows nothing of the old run's (whose arrays have the old network's sizes)
  const [runKey, setRunKey] = useState('');
  const fresh = runKey === `${query}#${restarts}`;
  const autoAxis = useMemo(() => defaultAxis(scenarioRef.current), [query]);
  const [axisChoice, setAxisChoice] = useState<{ query: string; axis: TimeAxis } | null>(null);
  const axis = forcedAxis ?? (axisChoice?.query === query ? axisChoice.axis : autoAxis);
  const from = firstShown(scenario);
  const speedRef = useRef(speed);
  speedRef.current = speed;
  const paceRef = useRef({ axis, from });
  paceRef.current = { axis, from };
  const statusRef = useRef<MptcpRun['status']>('starting');
  const runs = useRef(0);

  useEffect(() => () => client.dispose(), [client]);

  useEffect(() => {
    const s = scenarioRef.current;
    runs.current++;
    setRunKey(`${query}#${restarts}`);
    setAnalysis(null);
    setReport(null);
    setComparison([]);
    setComparisonDone(false);
    setError(null);
    setStatus('starting');
    setTime(0);
    statusRef.current = 'starting';
    const api: MptcpTestApi = {
      query,
      status: 'starting',
      runs: runs.current,
      time: 0,
      horizon: horizonOf(s),
      samples: 0,
      equilibrium: null,
      comparison: [],
      comparisonDone: false,
      reportReady: false,
      error: null,
    };
    window.__mptcpLab = api;
    const ids = toNetwork(s).sources.map((src) => src.id);

    const frames = frameBatcher<MptcpFrame>((batch) => {
      const rows: ComparisonResult[] = [];
      for (const f of batch) {
        if (f.samples) data.push(f.samples);
        if (f.analysis) {
          const a = f.analysis;
          setAnalysis(a);
          api.equilibrium = {
            totals: Object.fromEntries(ids.map((id, i) => [id, a.totals[i]])),
            mpMean: a.mpMean,
            spMean: a.spMean,
            mpShare: a.mpShare,
            lambdaBar: a.lambdaBar,
          };
        }
        if (f.report) {
          setReport(f.report);
          api.reportReady = true;
        }
        rows.push(...f.comparison);
      }
      const last = batch[batch.length - 1];
      if (rows.length > 0) {
        setComparison((c) => [...c, ...rows]);
        api.comparison.push(
          ...rows.map((r) => ({
            alg: r.alg,
            mpShare: r.mpShare,
            mpMean: r.mpMean,
            spMean: r.spMean,
            convergence: r.convergence,
            spAverage: r.spAverage,
          })),
        );
      }
      if (last) {
        setComparisonDone(last.comparisonDone);
        setStatus(last.status);
        setTime(last.time);
        statusRef.current = last.status;
        Object.assign(api, {
          status: last.status,
          time: last.time,
          samples: data.count,
          comparisonDone: last.comparisonDone,
        });
      }
      setVersion((v) => v + 1);
    });
    data.count = 0;
    void client.start(
      s,
      { speed: workerSpeed(speedRef.current, paceRef.current.axis, paceRef.current.from) },
      frames.push,
      (message) => {
        setError(message);
        setStatus('error');
        statusRef.current = 'error';
        api.status = 'error';
        api.error = message;
      },
    );
    return () => {
      frames.cancel();
      void client.cancel();
    };
  }, [client, data, query, restarts]);

  const restart = useCallback(() => setRestarts((r) => r + 1), []);
  const toggle = usePlayToggle(client, statusRef, setStatus, restart);
  const setSpeed = useCallback(
    (name: SpeedName) => {
      setSpeedState(name);
      void client.setSpeed(workerSpeed(name, paceRef.current.axis, paceRef.current.from));
    },
    [client],
  );
  const setAxis = useCallback(
    (a: TimeAxis) => {
      setAxisChoice({ query, axis: a });
      void client.setSpeed(workerSpeed(speedRef.current, a, paceRef.current.from));
    },
    [client, query],
  );

  return {
    data,
    version,
    status: fresh ? status : 'starting',
    time: fresh ? time : 0,
    horizon,
    analysis: fresh ? analysis : null,
    report: fresh ? report : null,
    comparison: fresh ? comparison : NO_ROWS,
    comparisonDone: fresh && comparisonDone,
    error: fresh ? error : null,
    speed,
    axis,
    from,
    toggle,
    restart,
    setSpeed,
    setAxis,
  };
}
