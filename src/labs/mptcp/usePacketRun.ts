import { useMemo } from 'react';
import type { LiveTestHandle } from '../kit/live/testHandle';
import { runQuery } from '../kit/live/speedField';
import { useLiveRun, type LiveRun } from '../kit/live/useLiveRun';
import { THROUGHPUT_BIN } from './packet/bins';
import { drawnFlows } from './packet/companion';
import { LiveWindows } from './packet/liveWindows';
import { packetHorizon } from './packetScenario';
import { MPTCP_SCHEMA, toNetwork, type MptcpScenario } from './scenario';
import { playbackSpeed, type SpeedName } from './playback';
import { PacketClient } from './worker/packetClient';
import type { PacketLive } from './worker/packetProtocol';

export interface PacketRun extends LiveRun<PacketLive, LiveWindows, SpeedName> {
  horizon: number;
  /** the drawn flows: the first MP-TCP source's routes and the first single-path flow */
  drawn: { mp: number[]; sp: number[] };
}

/** The window level's state for end-to-end tests. */
export interface MptcpPacketTestApi extends LiveTestHandle {
  time: number;
  horizon: number;
  samples: number;
  bins: number;
  reportReady: boolean;
  /** per source: its total (Mbit/s) in the report, once there */
  totals: Record<string, number> | null;
}

declare global {
  interface Window {
    __mptcpPacket?: MptcpPacketTestApi;
  }
}

/**
 * The window level's live run (see useLiveRun; none while `enabled` is false): the windows of the
 * drawn flows and every flow's per-second throughput streamed and paced as the fluid run, the
 * report at the end.
 */
export function usePacketRun(
  scenario: MptcpScenario,
  enabled: boolean,
  setSpeed?: (speed: SpeedName) => void,
): PacketRun {
  const query = runQuery(MPTCP_SCHEMA, scenario);
  // keyed on the query: a new object with the same parameters is the same run
  const drawn = useMemo(() => drawnFlows(scenario, toNetwork(scenario)), [query]);
  const horizon = packetHorizon(scenario);
  const run = useLiveRun({
    scenario,
    query,
    enabled,
    client: () => new PacketClient(),
    options: (_, speed) => ({ speed, drawn: [...drawn.mp, ...drawn.sp], headline: true }),
    data: (s) => {
      const flows = toNetwork(s).sources.reduce((a, src) => a + src.routes.length, 0);
      const nBins = Math.ceil(packetHorizon(s) / THROUGHPUT_BIN - 1e-9);
      return new LiveWindows(drawn.mp.length + drawn.sp.length, flows, nBins);
    },
    apply: (data, frame) => data.push(frame),
    speed: { value: scenario.speed, set: setSpeed, toWorker: (name) => playbackSpeed(name) },
    handle: {
      name: '__mptcpPacket',
      fields: (data) => ({
        time: data.time,
        horizon,
        samples: data.count,
        bins: data.bins,
        reportReady: data.report !== null,
        totals: data.report
          ? Object.fromEntries(data.report.report.packet.sources.map((x) => [x.id, x.total]))
          : null,
      }),
    },
  });
  return { ...run, horizon, drawn };
}
