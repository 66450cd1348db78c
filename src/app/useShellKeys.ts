import { useKeys } from '../labs/kit/keys';

/** The shell's shortcuts: ? help, p presentation, t theme, Esc closes the help. */
export function useShellKeys(actions: {
  help: () => void;
  closeHelp: () => void;
  present: () => void;
  theme: () => void;
}): void {
  useKeys({ '?': actions.help, Escape: actions.closeHelp, p: actions.present, t: actions.theme });
}
