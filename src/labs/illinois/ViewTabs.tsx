import type { IllinoisView } from './scenario';

const MODEL_TABS: { view: IllinoisView; label: string }[] = [
  { view: 'curves', label: 'α and β curves (Fig. 1)' },
  { view: 'smm', label: 'Stochastic matrix model (Figs. 2-7)' },
  { view: 'lossy', label: 'Lossy link (eq. 31, Fig. 14)' },
];

const PACKET_TABS: { view: IllinoisView; label: string }[] = [
  { view: 'buffers', label: 'Buffer size (Fig. 10)' },
  { view: 'longfat', label: 'Long-fat link (Fig. 8)' },
  { view: 'rttfair', label: 'Four users (Figs. 11-13)' },
  { view: 'friendly', label: 'Against Reno (Fig. 11)' },
  { view: 'noise', label: 'Noisy RTT (Fig. 15)' },
];

function Tabs({
  label,
  tabs,
  view,
  choose,
}: {
  label: string;
  tabs: typeof MODEL_TABS;
  view: IllinoisView;
  choose: (v: IllinoisView) => void;
}) {
  return (
    <div className="illinois-tab-group">
      <span className="muted">{label}</span>
      <div className="mode-switch" role="group" aria-label={label}>
        {tabs.map((t) => (
          <button
            key={t.view}
            type="button"
            data-testid={`view.${t.view}`}
            aria-pressed={view === t.view}
            onClick={() => choose(t.view)}
          >
            {t.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The lab's views (view= in the URL): the models, and paper 003's packet-level experiments
 * (Sec. 6) on the packet engine. Each experiment links to its window traces in the Dumbbell lab.
 */
export function ViewTabs({
  view,
  choose,
}: {
  view: IllinoisView;
  choose: (v: IllinoisView) => void;
}) {
  return (
    <nav className="illinois-tabs" aria-label="Views">
      <Tabs label="Models" tabs={MODEL_TABS} view={view} choose={choose} />
      <Tabs label="Packet engine (Sec. 6)" tabs={PACKET_TABS} view={view} choose={choose} />
    </nav>
  );
}
