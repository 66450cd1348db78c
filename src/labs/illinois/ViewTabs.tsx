import type { IllinoisView } from './scenario';

const TABS: { view: IllinoisView; label: string }[] = [
  { view: 'curves', label: 'α and β curves (Fig. 1)' },
  { view: 'smm', label: 'Stochastic matrix model (Figs. 2-7)' },
  { view: 'lossy', label: 'Lossy link (eq. 31)' },
];

/**
 * The lab's views (view= in the URL), and the place of the packet-level window traces, which
 * live in the Dumbbell lab.
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
      <div className="mode-switch" role="group" aria-label="View">
        {TABS.map((t) => (
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
      <a className="illinois-elsewhere" href="?lab=dumbbell" data-testid="view.dumbbell">
        Window traces on a real queue: see the Dumbbell lab →
      </a>
    </nav>
  );
}
