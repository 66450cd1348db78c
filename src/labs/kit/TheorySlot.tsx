import { Suspense, type ReactNode } from 'react';

/**
 * Where a lab's theory panel goes: its lazily loaded text (KaTeX and all) shows a placeholder of
 * the same class until it arrives, so the grid keeps its column.
 */
export function TheorySlot({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<aside className="theory muted">Loading the theory…</aside>}>
      {children}
    </Suspense>
  );
}
