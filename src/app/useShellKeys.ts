import { useEffect } from 'react';

/** True when a key press belongs to a form field, not to the shortcuts. */
export function typingInField(e: KeyboardEvent): boolean {
  const t = e.target as HTMLElement | null;
  if (!t) return false;
  const tag = t.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || t.isContentEditable;
}

/** The shell's shortcuts: ? help, p presentation, t theme, Esc closes the help. */
export function useShellKeys(actions: {
  help: () => void;
  closeHelp: () => void;
  present: () => void;
  theme: () => void;
}) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || typingInField(e)) return;
      if (e.key === '?') actions.help();
      else if (e.key === 'Escape') actions.closeHelp();
      else if (e.key === 'p') actions.present();
      else if (e.key === 't') actions.theme();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actions]);
}
