import { lazy, memo, Suspense, useCallback, useMemo } from 'react';
import { MULTIPATH_ALGORITHMS } from '../../engines/fluid/algorithms';
import type { LabPageProps } from '../contract';
import { encodeQuery } from '../../scenario/codec';
import { useLabKeys } from '../aimd/useLabKeys';
import { ComparisonTables } from './ComparisonTables';
import { CustomEditor } from './CustomEditor';
import { algorithmLabel } from './format';
import { equalRtts, routeClasses, sourceGroups } from './groups';
import { MptcpControls, NET_LABELS, setParam } from './MptcpControls';
import '../labCommon.css';
import './mptcpLab.css';
import { phaseAt } from './liveTrajectory';
import { networkLayout } from './networkLayout';
import { NetworkPicture } from './NetworkPicture';
import { RunBar } from './RunBar';
import { MPTCP_SCHEMA, NETS, toNetwork, type MptcpScenario, type NetName } from './scenario';
import { TotalsTable } from './TotalsTable';
import { TrajectoryCharts } from './TrajectoryCharts';
import { useMptcpRun } from './useMptcpRun';

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
  const run = useMptcpRun(scenario);
  const query = encodeQuery(MPTCP_SCHEMA, scenario);
  const net = useMemo(() => toNetwork(scenario), [scenario]);
  const groups = useMemo(() => sourceGroups(net), [net]);
  const classes = useMemo(() => routeClasses(net, groups), [net, groups]);
  const lay = useMemo(() => networkLayout(net, groups, classes), [net, groups, classes]);
  const keys = useMemo(
    () => ({ toggle: run.toggle, step: () => undefined, reset: run.restart }),
    [run.toggle, run.restart],
  );
  useLabKeys(keys);
  const set = useCallback(
    (key: 'net' | 'alg', value: string) =>
      setScenario(setParam(scenario, key, value, report), 'push'),
    [scenario, setScenario, report],
  );

  const h = present ? 300 : embed ? 250 : 250;
  const quick = present ? (
    <span className="quick">
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
        {MULTIPATH_ALGORITHMS.map((a) => (
          <option key={a} value={a}>
            {algorithmLabel(a)}
          </option>
        ))}
      </select>
    </span>
  ) : null;
  const running = run.status === 'running' || run.status === 'paused';
  return (
    <div className="mptcp" data-testid="lab.mptcp">
      <StableControls scenario={scenario} apply={setScenario} report={report} />
      <div className="center">
        <RunBar run={run} extra={quick} />
        {run.error && (
          <div className="error-box" role="alert" data-testid="run.error">
            The run stopped: {run.error}.{' '}
            <button type="button" onClick={run.restart}>
              Restart
            </button>
          </div>
        )}
        {scenario.net === 'custom' && scenario.network && !embed && (
          <CustomEditor scenario={scenario} apply={setScenario} />
        )}
        <div className={lay.width > 700 ? 'mptcp-top wide' : 'mptcp-top'}>
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
            <StablePicture
              net={net}
              lay={lay}
              phase={run.analysis ? phaseAt(run.analysis, run.time) : null}
            />
          </div>
          <TotalsTable
            groups={groups}
            classes={classes}
            data={run.data}
            analysis={run.analysis}
            report={run.report}
            time={run.time}
            query={query}
          />
        </div>
        <TrajectoryCharts
          net={net}
          groups={groups}
          classes={classes}
          data={run.data}
          version={run.version}
          analysis={run.analysis}
          horizon={run.horizon}
          cursor={running ? run.time : null}
          height={h}
          axis={run.axis}
          from={run.from}
          setAxis={run.setAxis}
        />
        {!embed && (
          <StableComparison
            scenario={scenario}
            results={run.comparison}
            done={run.comparisonDone}
            equalRtts={equalRtts(groups)}
          />
        )}
      </div>
      {!embed && (
        <Suspense fallback={<aside className="theory muted">Loading the theory…</aside>}>
          <TheoryPanel
            scenario={scenario}
            analysis={run.analysis}
            report={run.report}
            comparison={run.comparison}
          />
        </Suspense>
      )}
    </div>
  );
}
