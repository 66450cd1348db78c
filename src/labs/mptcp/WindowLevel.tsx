import { memo, type ReactNode } from 'react';
import { ComparisonTables } from './ComparisonTables';
import { equalRtts, type RouteClass, type SourceGroup } from './groups';
import { packetAlgorithmLabel, type FluidCounterpart } from './packet/companion';
import type { MptcpScenario } from './scenario';
import { SideBySide } from './SideBySide';
import type { MptcpRun } from './useMptcpRun';
import type { PacketRun } from './usePacketRun';
import type { useWindowComparison } from './useWindowComparison';
import { WindowCharts } from './WindowCharts';
import { WindowMeasures } from './WindowMeasures';
import { WindowTotals } from './WindowTotals';

const StableComparison = memo(ComparisonTables);

interface Props {
  scenario: MptcpScenario;
  query: string;
  groups: readonly SourceGroup[];
  classes: readonly RouteClass[];
  /** the fluid companion's run */
  fluid: MptcpRun;
  packet: PacketRun;
  comparison: ReturnType<typeof useWindowComparison>;
  counterpart: FluidCounterpart | null;
  /** the network picture's panel */
  picture: ReactNode;
  embed: boolean;
  height: number;
}

/**
 * The lab at window level: per-source throughput beside the fluid equilibrium and the paper,
 * Fig. 4's windows, the fluid trajectory and the window-level throughput side by side, Table IV
 * and RFC 6356's goal measured, and the comparison with window-level columns.
 */
export function WindowLevel(p: Props) {
  const { scenario: s, fluid, packet, groups, classes, counterpart } = p;
  const algLabel = packetAlgorithmLabel(s, s.alg);
  const running = packet.status === 'running' || packet.status === 'paused';
  const analysis = counterpart ? fluid.data.analysis : null;
  return (
    <>
      {packet.error && (
        <div className="error-box" role="alert" data-testid="run.error">
          The window-level run stopped: {packet.error}.{' '}
          <button type="button" onClick={packet.reset}>
            Restart
          </button>
        </div>
      )}
      <div className="mptcp-top wide">
        {p.picture}
        <WindowTotals
          scenario={s}
          groups={groups}
          classes={classes}
          data={packet.data}
          fluid={{ data: fluid.data.trajectory, analysis }}
          report={packet.data.report}
          horizon={packet.horizon}
          query={p.query}
        />
      </div>
      <WindowCharts
        groups={groups}
        classes={classes}
        data={packet.data}
        version={packet.version}
        drawn={packet.drawn}
        time={packet.data.time}
        horizon={packet.horizon}
        height={p.height}
      />
      <SideBySide
        groups={groups}
        classes={classes}
        fluid={{ data: fluid.data.trajectory, version: fluid.version, analysis }}
        counterpart={counterpart}
        windows={{ data: packet.data, version: packet.version }}
        algLabel={algLabel}
        horizon={packet.horizon}
        cursor={running ? packet.data.time : null}
        height={p.height}
      />
      <WindowMeasures
        scenario={s}
        algLabel={algLabel}
        report={packet.data.report}
        fluid={counterpart ? fluid.data.report : null}
        analysis={analysis}
        counterpart={counterpart}
      />
      {!p.embed && (
        <StableComparison
          scenario={s}
          results={fluid.data.comparison}
          done={fluid.data.comparisonDone}
          equalRtts={equalRtts(groups)}
          window={p.comparison}
        />
      )}
      {p.comparison.failures.length > 0 && (
        <p className="hint" data-testid="compare.window.failures">
          Window-level rows that failed: {p.comparison.failures.join('; ')}
        </p>
      )}
    </>
  );
}
