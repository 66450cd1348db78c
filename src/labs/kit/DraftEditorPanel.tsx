import type { ReactNode } from 'react';
import type { Problem } from '../../scenario/problems';

interface Props {
  title: string;
  /** the section's class (besides panel) and test id */
  className: string;
  testid: string;
  ariaLabel: string;
  /** the draft's problems (useDraftEditor): shown with the revert button while there are any */
  problems: readonly Problem[];
  revert: () => void;
  revertLabel: string;
  /** what still holds while the draft is not applied: "The lab keeps running the last valid network." */
  stillShown: string;
  /** the tables of the draft */
  children: ReactNode;
  /** the buttons and hints under them */
  actions: ReactNode;
}

/**
 * The frame of a network editor (useDraftEditor's draft): its title, the revert button and the
 * reasons a draft is not applied, the tables, the actions. The Multipath TCP lab's custom network
 * and the MulTCP lab's fairness network are two.
 */
export function DraftEditorPanel(p: Props) {
  const bad = p.problems.length > 0;
  return (
    <section className={`panel ${p.className}`} data-testid={p.testid} aria-label={p.ariaLabel}>
      <div className="panel-head">
        <h3>{p.title}</h3>
        {bad && (
          <button type="button" onClick={p.revert} data-testid="editor.revert">
            {p.revertLabel}
          </button>
        )}
      </div>
      {bad && (
        <div className="field-error editor-error" role="alert" data-testid="editor.error">
          Not applied — {p.problems.map((x) => x.reason).join('; ')}. {p.stillShown}
        </div>
      )}
      <div className="editor-cols">{p.children}</div>
      <div className="editor-actions">{p.actions}</div>
    </section>
  );
}

/** The × that removes a row of an editor's table. */
export function RemoveRow(p: {
  label: string;
  testid: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <td>
      <button
        type="button"
        className="icon"
        aria-label={p.label}
        data-testid={p.testid}
        disabled={p.disabled}
        onClick={p.onClick}
      >
        ×
      </button>
    </td>
  );
}
