import { useMemo } from 'react';
import { Failures } from '../../kit/sweep/Failures';
import { SweepBar } from '../../kit/sweep/SweepBar';
import { useSweep } from '../../kit/sweep/useSweep';
import { useSweepKeys } from '../../kit/keys';
import '../../kit/sweep/sweepLab.css';
import './packet.css';
import { MULTCP_DEFAULTS, type MultcpScenario } from '../scenario';
import { MULTCP_SWEEP_SOURCE } from '../worker/sweepSource';
import { LineView } from './LineView';
import { PacketTable } from './PacketTable';
import { seedsLine } from './seedsLine';
import { setupText } from './setup';
import { runnableSpec } from './views';
import { WpfView } from './WpfView';
import { Headline } from '../../kit/Headline';
import { MULTCP_HEADLINE, packetFirst, packetHeadline } from '../headline';

interface Props {
  spec: MultcpScenario;
  height: number;
  embed: boolean;
}

/**
 * A packet-level view: its sweep on the lab's pool of workers (the page only draws), the network
 * as built, the chart and the table of points. The sweep restarts whenever the experiment
 * changes; a parameter the view does not read leaves it alone.
 */
export function PacketView({ spec, height, embed }: Props) {
  const run = useSweep(spec, MULTCP_SWEEP_SOURCE, { first: packetFirst });
  useSweepKeys(run);
  const s = useMemo(() => runnableSpec(spec, MULTCP_DEFAULTS), [spec]);
  return (
    <>
      <SweepBar run={run} compact={embed} />
      <Headline
        headline={MULTCP_HEADLINE}
        scenario={spec}
        state={packetHeadline(spec, run.byIndex)}
      />
      <Failures failures={run.failures} />
      {!embed && (
        <p className="muted multcp-setup" data-testid="multcp.setup">
          {setupText(s)}
        </p>
      )}
      {!embed && (
        <p className="muted multcp-setup" data-testid="multcp.seeds">
          {seedsLine(s)}
        </p>
      )}
      {s.view === 'wpf' ? (
        <WpfView spec={s} results={run.results} height={height} embed={embed} />
      ) : (
        <LineView spec={s} results={run.results} height={height} embed={embed} />
      )}
      {!embed && s.view !== 'wpf' && <PacketTable spec={s} results={run.results} />}
    </>
  );
}
