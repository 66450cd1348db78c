import { useState } from 'react';
import type { Problem } from '../../scenario/problems';

export type DraftOutcome<S> = { ok: true; scenario: S } | { ok: false; problems: Problem[] };

interface DraftEditorOptions<S, D> {
  /** the scenario the lab runs now */
  scenario: S;
  /** the scenario's editable part as text: a change of it from outside replaces the draft */
  textOf: (s: S) => string;
  /** the draft that shows this scenario */
  draftOf: (s: S) => D;
  /** the scenario a draft gives, through the lab's schema, or what is wrong with it */
  applyDraft: (s: S, d: D) => DraftOutcome<S>;
  /** hands a valid scenario to the lab (the URL follows) */
  apply: (s: S, history?: 'push' | 'replace') => void;
}

/**
 * A table editor's state over a lab's scenario (the MP-TCP custom network, the MulTCP fairness
 * network): every edit goes through the schema; a valid draft is applied at once, an invalid one
 * stays in the editor with its problems while the lab keeps the last valid scenario; a scenario
 * from outside (a preset, the URL, an import, the back button) replaces the draft.
 */
export function useDraftEditor<S, D>({
  scenario,
  textOf,
  draftOf,
  applyDraft,
  apply,
}: DraftEditorOptions<S, D>) {
  const shown = textOf(scenario);
  const [draft, setDraft] = useState<D>(() => draftOf(scenario));
  const [problems, setProblems] = useState<Problem[]>([]);
  const [previous, setPrevious] = useState(shown);
  if (previous !== shown) {
    setPrevious(shown);
    setDraft(draftOf(scenario));
    setProblems([]);
  }
  const edit = (next: D, history: 'push' | 'replace' = 'replace') => {
    setDraft(next);
    const r = applyDraft(scenario, next);
    if (!r.ok) {
      setProblems(r.problems);
      return;
    }
    setProblems([]);
    const text = textOf(r.scenario);
    if (text !== shown) {
      setPrevious(text);
      apply(r.scenario, history);
    }
  };
  /** back to the scenario the lab runs */
  const revert = () => edit(draftOf(scenario));
  return { draft, problems, edit, revert };
}
