import type { Problem } from '../scenario/problems';

export interface Notice {
  id: number;
  /** where the problems came from: "the link", "scenario.json", "the N field" */
  source: string;
  problems: Problem[];
  /** errors: what the user gave could not be used as given; notes: defaults adapted to it */
  kind: 'error' | 'note';
}

function heading(n: Notice): string {
  const count = n.problems.length;
  if (n.kind === 'note')
    return count === 1
      ? 'One default adapted to the values given'
      : `${count} defaults adapted to the values given`;
  return `${count === 1 ? 'One problem' : `${count} problems`} in ${n.source}`;
}

/**
 * Problems with what the user gave (which parameter, why, and what was used instead), and the
 * notes on defaults that gave way to it (which, why, and the value taken).
 */
export function Notices({
  notices,
  dismiss,
}: {
  notices: Notice[];
  dismiss: (id: number) => void;
}) {
  if (notices.length === 0) return null;
  return (
    <div className="notices" role="status" aria-live="polite">
      {notices.map((n) => (
        <div
          className={`notice${n.kind === 'note' ? ' note' : ''}`}
          key={n.id}
          data-testid={n.kind === 'note' ? 'note' : 'notice'}
        >
          <div className="notice-head">
            <strong>{heading(n)}</strong>
            <button
              type="button"
              className="icon"
              aria-label="Dismiss"
              data-testid={n.kind === 'note' ? 'note.dismiss' : 'notice.dismiss'}
              onClick={() => dismiss(n.id)}
            >
              ×
            </button>
          </div>
          <ul>
            {n.problems.map((p, k) => (
              <li key={k}>
                <code>{p.param}</code>: {p.reason};{' '}
                {p.used === 'ignored' ? 'ignored' : <>used {p.used}</>}.
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
