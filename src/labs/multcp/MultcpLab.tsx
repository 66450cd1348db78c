import { lazy, memo, Suspense, useCallback, useMemo } from 'react';
import { TheorySlot } from '../kit/TheorySlot';
import { multcpGain } from '../../engines/models/multcp';
import { encodeQuery } from '../../scenario/codec';
import { makeScenarioEdit } from '../../scenario/edit';
import type { LabPageProps } from '../kit/contract';
import '../kit/labCommon.css';
import './multcpLab.css';
import { fairnessResult } from './fairness';
import { FairnessView } from './FairnessView';
import { GainView } from './GainView';
import { MultcpControls } from './MultcpControls';
import { isPacketView } from './packet/views';
import { QuickControls } from './QuickControls';
import { rbufferView } from './rbuffer';
import { RbufferView } from './RbufferView';
import { MULTCP_SCHEMA, type MultcpScenario, type MultcpView } from './scenario';
import { useTestApi } from './testApi';
import { ViewTabs } from './ViewTabs';
import { Headline } from '../kit/Headline';
import { closedFormHeadline, MULTCP_HEADLINE } from './headline';

// The packet views come with their sweep machinery (and their workers): loaded when opened.
const PacketView = lazy(() =>
  import('./packet/PacketView').then((m) => ({ default: m.PacketView })),
);

// KaTeX comes with the theory panel: loaded after the charts.
const MultcpTheory = lazy(() =>
  import('./MultcpTheory').then((m) => ({ default: memo(m.MultcpTheory) })),
);

/**
 * Lab 6 (paper 004; paper 000, Sec. II-B.4): MulTCP(N)'s gain, weighted proportional fairness on a
 * network, and the receive-buffer limit as closed forms computed on the page (a few ms at most);
 * and the packet-level experiments (Figs. 2, 4, 5, paper 000's view, Fig. 6 on a network), each a
 * sweep run on a pool of workers.
 */
export function MultcpLab({
  scenario,
  setScenario,
  report,
  embed,
  present,
}: LabPageProps<MultcpScenario>) {
  const view = scenario.view;
  const query = encodeQuery(MULTCP_SCHEMA, scenario);
  const fairness = useMemo(
    () => (view === 'fairness' ? fairnessResult(scenario.links, scenario.flows) : null),
    [view, scenario.links, scenario.flows],
  );
  const gain = view === 'gain' ? multcpGain(scenario.n) : null;
  const knee = view === 'rbuffer' ? rbufferView(scenario).tcp.knee : null;
  useTestApi(view, query, fairness, gain, knee);
  const closed = useMemo(() => closedFormHeadline(scenario), [scenario]);

  const load = useCallback((s: MultcpScenario) => setScenario(s, 'push'), [setScenario]);
  const choose = useCallback(
    (v: MultcpView) => setScenario({ ...scenario, view: v, sweep: null }, 'push'),
    [scenario, setScenario],
  );
  const edit = makeScenarioEdit(MULTCP_SCHEMA, scenario, setScenario, report);
  const height = present ? 330 : embed ? 280 : 300;
  return (
    <div className="lab-grid multcp" data-testid="lab.multcp">
      {!present && !embed && <MultcpControls spec={scenario} edit={edit} load={load} />}
      <div className="center">
        {!embed && (
          <div className="multcp-top">
            <ViewTabs view={view} choose={choose} />
            {present && <QuickControls spec={scenario} edit={edit} />}
          </div>
        )}
        {closed && <Headline headline={MULTCP_HEADLINE} scenario={scenario} state={closed} />}
        {view === 'gain' && <GainView spec={scenario} height={height} embed={embed} />}
        {view === 'fairness' && fairness && (
          <FairnessView
            spec={scenario}
            result={fairness}
            apply={setScenario}
            height={height}
            embed={embed}
          />
        )}
        {view === 'rbuffer' && <RbufferView spec={scenario} height={height + 60} embed={embed} />}
        {isPacketView(view) && (
          <Suspense fallback={<p className="muted">Loading the packet engine…</p>}>
            <PacketView spec={scenario} height={height + 40} embed={embed} />
          </Suspense>
        )}
      </div>
      {!embed && (
        <TheorySlot>
          <MultcpTheory view={view} load={load} />
        </TheorySlot>
      )}
    </div>
  );
}
