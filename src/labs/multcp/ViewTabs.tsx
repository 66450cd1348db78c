import { CLOSED_VIEWS, type MultcpView } from './scenario';
import { PACKET_VIEWS } from './packet/views';

export const VIEW_LABELS: Record<MultcpView, string> = {
  gain: 'Gain of MulTCP(N)',
  fairness: 'Weighted proportional fairness',
  rbuffer: 'Receive buffer',
  fig4: 'Gain vs one TCP',
  fig5: 'Fairness among MulTCPs',
  util: 'One flow vs N flows',
  wpf: 'Fairness on a network',
  rwnd: 'Receive window',
};

const VIEW_SOURCES: Record<MultcpView, string> = {
  gain: 'Annex B, Sec. 4.1; paper 000',
  fairness: 'Annex A, Sec. 5',
  rbuffer: 'Sec. 3, Fig. 2',
  fig4: 'Fig. 4, Annex B',
  fig5: 'Fig. 5',
  util: 'paper 000, Sec. II-B.4',
  wpf: 'Annex A, Fig. 6',
  rwnd: 'Fig. 2, Annex B',
};

function Tabs({
  views,
  view,
  choose,
}: {
  views: readonly MultcpView[];
  view: MultcpView;
  choose: (v: MultcpView) => void;
}) {
  return views.map((v) => (
    <button
      key={v}
      type="button"
      role="tab"
      aria-selected={v === view}
      data-testid={`view.${v}`}
      className={v === view ? 'tab active' : 'tab'}
      onClick={() => choose(v)}
    >
      {VIEW_LABELS[v]}
      <span className="tab-source">{VIEW_SOURCES[v]}</span>
    </button>
  ));
}

/**
 * The view switcher, kept in presentation mode: the closed forms, then the packet-level
 * experiments (each a sweep on the packet engine).
 */
export function ViewTabs({ view, choose }: { view: MultcpView; choose: (v: MultcpView) => void }) {
  return (
    <div className="multcp-tabgroups">
      <div className="multcp-tabs" role="tablist" aria-label="Closed forms">
        <span className="tab-group">Closed forms</span>
        <Tabs views={CLOSED_VIEWS} view={view} choose={choose} />
      </div>
      <div className="multcp-tabs" role="tablist" aria-label="Packet level">
        <span className="tab-group">Packet level</span>
        <Tabs views={PACKET_VIEWS} view={view} choose={choose} />
      </div>
    </div>
  );
}
