import { useEffect, useState } from 'react';

/**
 * A file dropped anywhere on the page opens as a trace (several files: a set compared across N). The listeners sit on the window in the
 * capture phase and stop the drop there, before the shell's own (which imports scenario files):
 * on this page a dropped file is a trace. `dragging` is true while a file is held over the page.
 */
export function useTraceDrop(open: (files: readonly File[]) => void): boolean {
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    const hasFile = (e: DragEvent) => [...(e.dataTransfer?.types ?? [])].includes('Files');
    const over = (e: DragEvent) => {
      if (!hasFile(e)) return;
      e.preventDefault();
      setDragging(true);
    };
    const leave = (e: DragEvent) => {
      // leaving the window itself (relatedTarget null), not moving between its elements
      if (e.relatedTarget === null) setDragging(false);
    };
    const drop = (e: DragEvent) => {
      const files = [...(e.dataTransfer?.files ?? [])];
      setDragging(false);
      if (files.length === 0) return;
      e.preventDefault();
      e.stopPropagation();
      open(files);
    };
    window.addEventListener('dragover', over, true);
    window.addEventListener('dragleave', leave, true);
    window.addEventListener('drop', drop, true);
    return () => {
      window.removeEventListener('dragover', over, true);
      window.removeEventListener('dragleave', leave, true);
      window.removeEventListener('drop', drop, true);
    };
  }, [open]);
  return dragging;
}
