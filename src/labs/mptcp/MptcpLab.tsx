import { lazy, memo, useCallback, useMemo } from 'react';
import { TheorySlot } from '../kit/TheorySlot';
import { Headline } from '../kit/Headline';
import { fluidHeadline, headlineNote, MPTCP_HEADLINE } from './headline';
import type { LabPageProps } from '../kit/contract';
import { encodeQuery } from '../../scenario/codec';
import { useLabKeys } from '../kit/keys';
import { ComparisonTables } from './ComparisonTables';
import { CustomEditor } from './CustomEditor';
import { algorithmLabel } from './algorithmLabels';
import { equalRtts, routeClasses, sourceGroups } from './groups';
import { LAB_ALGORITHMS } from './labAlgorithms';
import { MptcpControls, NET_LABELS, setParam } from './MptcpControls';
import { WindowOnlyTheory } from './WindowOnlyTheory';
import { fluidCompanion, fluidCounterpart, relabelForPacket } from './packet/companion';
import '../kit/labCommon.css';
import './mptcpLab.css';
import './windowLevel.css';
import { phaseAt } from './liveTrajectory';
import { networkLayout } from './networkLayout';
import { NetworkPicture } from './NetworkPicture';
import { RunBar, type LiveControls } from '../kit/live/RunBar';
import { MPTCP_SCHEMA, NETS, toNetwork, type MptcpScenario, type NetName } from './scenario';
import { TotalsTable } from './TotalsTable';
import { TrajectoryCharts } from './TrajectoryCharts';
import { PLAYBACK, type SpeedName } from './playback';
import { useMptcpRun, type MptcpRun } from './useMptcpRun';
import { usePacketRun, type PacketRun } from './usePacketRun';
import { useWindowComparison } from './useWindowComparison';
import { WindowLevel } from './WindowLevel';

// KaTeX comes with the theory panel: loaded after the charts, so a shared link shows the run first.
const TheoryPanel = lazy(() =>
  import('./TheoryPanel').then((m) => ({ default: memo(m.TheoryPanel) })),
);
const StableControls = memo(MptcpControls);
const StablePicture = memo(NetworkPicture);
const StableComparison = memo(ComparisonTables);

/** The Multipath TCP lab (paper 002): network, live fluid trajectories, comparison, theory. */
export function MptcpLab({
  scenario,
  setScenario,
  report,
  embed,
  present,
}: LabPageProps<MptcpScenario>) {
  const query = encodeQuery(MPTCP_SCHEMA, scenario);
  const packet = scenario.level === 'packet';
  // at window level the fluid run is the same algorithm's fluid model, on the same time axis
  const companion = useMemo(() => fluidCompanion(scenario), [scenario]);
  const counterpart = useMemo(() => fluidCounterpart(scenario), [scenario]);
  // the link's speed= (both levels play at it)
  const setSpeed = useCallback(
    (speed: SpeedName) => setScenario({ ...scenario, speed }, 'replace'),
    [scenario, setScenario],
  );
  const run = useMptcpRun(companion, setSpeed, packet ? 'linear' : undefined);
  const prun = usePacketRun(scenario, packet, setSpeed);
  // the comparison's workers wait for the headline, so that it has the machine to itself
  const wcmp = useWindowComparison(scenario, packet && !embed && prun.headline.final);
  const controls = runControls(run, prun, packet);
  const net = useMemo(() => toNetwork(scenario), [scenario]);
  const groups = useMemo(() => sourceGroups(net), [net]);
  const classes = useMemo(() => routeClasses(net, groups), [net, groups]);
  const lay = useMemo(() => {
    const base = networkLayout(net, groups, classes);
    return packet ? relabelForPacket(base, scenario, groups) : base;
  }, [net, groups, classes, packet, scenario]);
  useLabKeys(controls);
  const set = useCallback(
    (key: 'net' | 'alg' | 'level', value: string) =>
      setScenario(setParam(scenario, key, value, report), 'push'),
    [scenario, setScenario, report],
  );

  const h = present ? 300 : embed ? 250 : 250;
  const quick = present ? (
    <span className="quick">
      <select
        aria-label="Level"
        data-testid="present.level"
        value={scenario.level}
        onChange={(e) => set('level', e.target.value)}
      >
        <option value="fluid">fluid model</option>
        <option value="packet">window level</option>
      </select>
      <select
        aria-label="Network"
        data-testid="present.net"
        value={scenario.net}
        onChange={(e) => set('net', e.target.value as NetName)}
      >
        {NETS.map((n) => (
          <option key={n} value={n}>
            {NET_LABELS[n]}
          </option>
        ))}
      </select>
      <select
        aria-label="MP-TCP algorithm"
        data-testid="present.alg"
        value={scenario.alg}
        onChange={(e) => set('alg', e.target.value)}
      >
        {LAB_ALGORITHMS.map((a) => (
          <option key={a} value={a}>
            {algorithmLabel(a)}
          </option>
        ))}
      </select>
    </span>
  ) : null;
  const running = run.status === 'running' || run.status === 'paused';
  const { analysis } = run.data;
  const phase = analysis && (!packet || counterpart) ? phaseAt(analysis, controls.time) : null;
  const picture = (
    <div className="panel picture-panel">
      <div className="panel-head">
        <h3>{NET_LABELS[scenario.net]}</h3>
        {scenario.net !== 'custom' && !embed && (
          <button
            type="button"
            data-testid="mptcp.editNetwork"
            onClick={() => set('net', 'custom')}
            title="Copy this preset into the custom network editor"
          >
            Edit this network
          </button>
        )}
      </div>
      <StablePicture net={net} lay={lay} phase={phase} />
    </div>
  );
  return (
    <div className="mptcp" data-testid="lab.mptcp">
      <StableControls scenario={scenario} apply={setScenario} report={report} />
      <div className="center">
        <RunBar
          run={controls}
          speeds={PLAYBACK}
          progress={
            // the worker solves (6)-(7) before the trajectory starts: say so meanwhile
            analysis === null && (!packet || counterpart) && run.status !== 'error'
              ? 'solving the equilibrium (6)-(7)…'
              : `t = ${controls.time.toFixed(1)} s of ${controls.horizon} s`
          }
          extra={quick}
        />
        <Headline
          headline={MPTCP_HEADLINE}
          scenario={scenario}
          state={packet ? prun.headline : fluidHeadline(analysis)}
          note={headlineNote(packet, analysis, prun.data.report?.report ?? null)}
        />
        {run.error && !packet && (
          <div className="error-box" role="alert" data-testid="run.error">
            The run stopped: {run.error}.{' '}
            <button type="button" onClick={run.reset}>
              Restart
            </button>
          </div>
        )}
        {scenario.net === 'custom' && scenario.network && !embed && (
          <CustomEditor scenario={scenario} apply={setScenario} />
        )}
        {packet ? (
          <WindowLevel
            scenario={scenario}
            query={query}
            groups={groups}
            classes={classes}
            fluid={run}
            packet={prun}
            comparison={wcmp}
            counterpart={counterpart}
            picture={picture}
            embed={embed}
            height={h}
          />
        ) : (
          <>
            <div className={lay.width > 700 ? 'mptcp-top wide' : 'mptcp-top'}>
              {picture}
              <TotalsTable
                groups={groups}
                classes={classes}
                data={run.data.trajectory}
                analysis={analysis}
                report={run.data.report}
                time={run.data.time}
                query={query}
              />
            </div>
            <TrajectoryCharts
              net={net}
              groups={groups}
              classes={classes}
              data={run.data.trajectory}
              version={run.version}
              analysis={analysis}
              horizon={run.horizon}
              cursor={running ? run.data.time : null}
              height={h}
              axis={run.axis}
              from={run.from}
              setAxis={run.setAxis}
            />
            {!embed && (
              <StableComparison
                scenario={scenario}
                results={run.data.comparison}
                done={run.data.comparisonDone}
                equalRtts={equalRtts(groups)}
              />
            )}
          </>
        )}
      </div>
      {!embed && (!packet || counterpart) && (
        <TheorySlot>
          <TheoryPanel
            scenario={companion}
            analysis={analysis}
            report={run.data.report}
            comparison={run.data.comparison}
          />
        </TheorySlot>
      )}
      {!embed && packet && !counterpart && <WindowOnlyTheory />}
    </div>
  );
}

/** What the run bar drives, and where the run it shows is. */
type Controls = LiveControls<SpeedName> & { time: number; horizon: number };

/**
 * The run bar's controls: the fluid run's at fluid level; at window level the packet run's, with
 * the fluid companion paused, resumed and restarted alongside. The speed is shared: both runs
 * always get it, so that the window level starts at the speed chosen at fluid level.
 */
function runControls(fluid: MptcpRun, packet: PacketRun, atPacket: boolean): Controls {
  const setSpeed = (s: SpeedName) => {
    fluid.setSpeed(s);
    packet.setSpeed(s);
  };
  if (!atPacket) return { ...fluid, setSpeed, time: fluid.data.time };
  const reset = () => {
    fluid.reset();
    packet.reset();
  };
  const toggle = () => {
    const st = packet.status;
    if (st === 'done' || st === 'error') reset();
    else {
      if (fluid.status === st) fluid.toggle();
      packet.toggle();
    }
  };
  return {
    status: packet.status === 'idle' ? 'starting' : packet.status,
    time: packet.data.time,
    horizon: packet.horizon,
    speed: fluid.speed,
    setSpeed,
    toggle,
    step: () => undefined,
    reset,
  };
}
