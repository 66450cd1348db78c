import { useEffect, useRef } from 'react';

const SHORTCUTS: [string, string][] = [
  ['Space', 'run / pause (a sweep: cancel / run again)'],
  ['→', 'step one congestion event'],
  ['→ ←', 'in a lecture, presenting: the next / previous scene (a clicker’s Page Down / Up too)'],
  ['r', 'reset the run (same seed: the same numbers); a sweep: restart'],
  ['p', 'presentation mode (large type, full screen, controls tucked away)'],
  ['t', 'light / dark theme'],
  ['?', 'this help'],
  ['Esc', 'close this help'],
];

export function HelpOverlay({ close }: { close: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      className="overlay"
      role="dialog"
      aria-modal="true"
      aria-label="Keyboard shortcuts"
      data-testid="help"
      onClick={close}
    >
      <div className="overlay-card" onClick={(e) => e.stopPropagation()}>
        <h2>Keyboard shortcuts</h2>
        <table>
          <tbody>
            {SHORTCUTS.map(([k, what]) => (
              <tr key={k}>
                <td>
                  <kbd>{k}</kbd>
                </td>
                <td>{what}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="muted">
          Every change of a control updates the address bar: the link reproduces the same run
          anywhere. Add <code>embed=1</code> for charts only (course pages), <code>present=1</code>{' '}
          for the projector.
        </p>
        <p className="muted">
          A lecture is a list of scenes, each a link with a title and a note: build one with{' '}
          <b>Lecture</b> (add what is shown, reorder, annotate), share its link or its file, and
          step through it in presentation mode. Each paper has a ready-made one:{' '}
          <code>lecture=paper000</code> to <code>paper004</code>.
        </p>
        <button type="button" ref={ref} onClick={close}>
          Close
        </button>
      </div>
    </div>
  );
}
