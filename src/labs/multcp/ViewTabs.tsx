import type { MultcpView } from './scenario';

export const VIEW_LABELS: Record<MultcpView, string> = {
  gain: 'Gain of MulTCP(N)',
  fairness: 'Weighted proportional fairness',
  rbuffer: 'Receive buffer',
};

const VIEW_SOURCES: Record<MultcpView, string> = {
  gain: 'Annex B, Sec. 4.1; paper 000',
  fairness: 'Annex A, Sec. 5',
  rbuffer: 'Sec. 3, Fig. 2',
};

/** The view switcher: one tab per closed-form view, kept in presentation mode. */
export function ViewTabs({ view, choose }: { view: MultcpView; choose: (v: MultcpView) => void }) {
  return (
    <div className="multcp-tabs" role="tablist" aria-label="View">
      {(Object.keys(VIEW_LABELS) as MultcpView[]).map((v) => (
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
      ))}
    </div>
  );
}
