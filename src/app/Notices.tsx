import type { Problem } from '../scenario/problems';

export interface Notice {
  id: number;
  /** where the problems came from: "the link", "scenario.json", "the N field" */
  source: string;
  problems: Problem[];
}

/** Problems with what the user gave: which parameter, why, and what was used instead. */
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
        <div className="notice" key={n.id} data-testid="notice">
          <div className="notice-head">
            <strong>
              {n.problems.length === 1 ? 'One problem' : `${n.problems.length} problems`} in{' '}
              {n.source}
            </strong>
            <button
              type="button"
              className="icon"
              aria-label="Dismiss"
              data-testid="notice.dismiss"
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
