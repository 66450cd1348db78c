import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { encodeQuery } from '../../scenario/codec';
import { LiveWindows } from './packet/liveWindows';
import { drawnFlows } from './packet/companion';
import { frameBatcher, usePlayToggle } from './playbackControls';
import { THROUGHPUT_BIN } from './packet/bins';
import { packetHorizon } from './packetScenario';
import { MPTCP_SCHEMA, toNetwork, type MptcpScenario } from './scenario';
import { SPEEDS, type SpeedName } from './useMptcpRun';
import { PacketClient } from './worker/packetClient';
import type { PacketFrame, PacketReportOutput } from './worker/packetProtocol';
import type { MptcpSpeed, MptcpStatus } from './worker/protocol';

export interface PacketRun {
  data: LiveWindows;
  version: number;
  status: MptcpStatus | 'starting' | 'error' | 'idle';
  time: number;
  horizon: number;
  report: PacketReportOutput | null;
  error: string | null;
  /** the drawn flows: the first MP-TCP source's routes and the first single-path flow */
  drawn: { mp: number[]; sp: number[] };
  toggle: () => void;
  restart: () => void;
}

/** The window level's state for end-to-end tests. */
export interface MptcpPacketTestApi {
  query: string;
  status: string;
  time: number;
  horizon: number;
  samples: number;
  bins: number;
  reportReady: boolean;
  /** per source: its total (Mbit/s) in the report, once there */
  totals: Record<string, number> | null;
  error: string | null;
}

declare global {
  interface Window {
    __mptcpPacket?: MptcpPacketTestApi;
  }
}

const workerSpeed = (name: SpeedName): MptcpSpeed =>
  SPEEDS[name] === 0 ? 'max' : { seconds: SPEEDS[name], log: false };

/**
 * Runs a packet-level scenario in the window-level worker (nothing when `enabled` is false): the
 * windows of the drawn flows and every flow's per-second throughput streamed and paced as the
 * fluid run, the report at the end. Any change of the scenario starts a new run.
 */
export function usePacketRun(scenario: MptcpScenario, enabled: boolean, speed: SpeedName) {
  const client = useMemo(() => new PacketClient(), []);
  const query = encodeQuery(MPTCP_SCHEMA, scenario);
  const scenarioRef = useRef(scenario);
  scenarioRef.current = scenario;
  const drawn = useMemo(() => {
    const s = scenarioRef.current;
    return drawnFlows(s, toNetwork(s));
  }, [query]);
  const horizon = packetHorizon(scenario);
  const data = useMemo(() => {
    const s = scenarioRef.current;
    const flows = toNetwork(s).sources.reduce((a, src) => a + src.routes.length, 0);
    const nBins = Math.ceil(packetHorizon(s) / THROUGHPUT_BIN - 1e-9);
    return new LiveWindows(drawn.mp.length + drawn.sp.length, flows, nBins);
  }, [query, drawn]);
  const [version, setVersion] = useState(0);
  const [status, setStatus] = useState<PacketRun['status']>('idle');
  const [time, setTime] = useState(0);
  const [report, setReport] = useState<PacketReportOutput | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [restarts, setRestarts] = useState(0);
  const [runKey, setRunKey] = useState('');
  const fresh = runKey === `${query}#${restarts}`;
  const statusRef = useRef<PacketRun['status']>('idle');
  const speedRef = useRef(speed);
  speedRef.current = speed;

  useEffect(() => () => client.dispose(), [client]);

  useEffect(() => {
    if (!enabled) return;
    const s = scenarioRef.current;
    setRunKey(`${query}#${restarts}`);
    setReport(null);
    setError(null);
    setStatus('starting');
    setTime(0);
    statusRef.current = 'starting';
    const api: MptcpPacketTestApi = {
      query,
      status: 'starting',
      time: 0,
      horizon: packetHorizon(s),
      samples: 0,
      bins: 0,
      reportReady: false,
      totals: null,
      error: null,
    };
    window.__mptcpPacket = api;
    const frames = frameBatcher<PacketFrame>((batch) => {
      for (const f of batch) {
        if (f.windows) data.pushWindows(f.windows);
        if (f.bins) data.pushBins(f.bins);
        if (f.report) {
          setReport(f.report);
          api.reportReady = true;
          api.totals = Object.fromEntries(
            f.report.report.packet.sources.map((x) => [x.id, x.total]),
          );
        }
      }
      const last = batch[batch.length - 1];
      if (last) {
        setStatus(last.status);
        setTime(last.time);
        statusRef.current = last.status;
        Object.assign(api, { status: last.status, time: last.time });
      }
      api.samples = data.count;
      api.bins = data.bins;
      setVersion((v) => v + 1);
    });
    data.count = 0;
    data.bins = 0;
    void client.start(
      s,
      { speed: workerSpeed(speedRef.current), drawn: [...drawn.mp, ...drawn.sp] },
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
  }, [client, data, drawn, query, restarts, enabled]);

  useEffect(() => {
    if (enabled) void client.setSpeed(workerSpeed(speed));
  }, [client, speed, enabled]);

  const restart = useCallback(() => setRestarts((r) => r + 1), []);
  const toggle = usePlayToggle(client, statusRef, setStatus, restart);

  const live = enabled && fresh;
  const run: PacketRun = {
    data,
    version,
    status: !enabled ? 'idle' : live ? status : 'starting',
    time: live ? time : 0,
    horizon,
    report: live ? report : null,
    error: live ? error : null,
    drawn,
    toggle,
    restart,
  };
  return run;
}
