import { useKeys } from '../labs/kit/keys';

/**
 * The shell's shortcuts: ? help, p presentation, t theme, Esc closes the help; and while a lecture
 * is presented, → / ← (or a clicker's Page Down / Page Up) the next and previous scene, before
 * the lab's own → (one step) can see them.
 */
export function useShellKeys(actions: {
  help: () => void;
  closeHelp: () => void;
  present: () => void;
  theme: () => void;
  /** the lecture's scenes, while it is presented; null otherwise */
  scenes: { next: () => void; prev: () => void } | null;
}): void {
  useKeys({ '?': actions.help, Escape: actions.closeHelp, p: actions.present, t: actions.theme });
  const s = actions.scenes;
  useKeys(s ? { ArrowRight: s.next, ArrowLeft: s.prev, PageDown: s.next, PageUp: s.prev } : {}, {
    first: true,
  });
}
