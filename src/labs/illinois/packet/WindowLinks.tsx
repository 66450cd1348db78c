import type { IllinoisScenario } from '../scenario';
import { windowLinks } from './windowLinks';

/**
 * The experiment's setups as live runs in the Dumbbell lab: the windows themselves, with the
 * Illinois parameters set here (windowLinks.ts).
 */
export function WindowLinks({ s }: { s: IllinoisScenario }) {
  const links = windowLinks(s);
  if (links.length === 0) return null;
  return (
    <nav className="panel illinois-windows" aria-label="See the window" data-testid="window.links">
      <strong>See the window</strong> (live cwnd traces, and Illinois's dₐ, α and β, in the Dumbbell
      lab):{' '}
      {links.map((l, i) => (
        <span key={l.id}>
          {i > 0 && ' · '}
          <a href={`?${l.query}`} data-testid={`window.link.${l.id}`}>
            {l.label}
          </a>
        </span>
      ))}
    </nav>
  );
}
