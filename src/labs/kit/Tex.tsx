import katex from 'katex';
import 'katex/dist/katex.min.css';
import { useEffect, useState } from 'react';

// Typesetting every formula of a panel at once blocks the page for a few hundred milliseconds on a
// slow machine; one formula per task keeps the live charts smooth while the panel fills in.
const queue: (() => void)[] = [];
let draining = false;
function later(job: () => void): () => void {
  let cancelled = false;
  queue.push(() => {
    if (!cancelled) job();
  });
  if (!draining) {
    draining = true;
    const next = () => {
      const j = queue.shift();
      if (j) j();
      if (queue.length > 0) setTimeout(next, 0);
      else draining = false;
    };
    setTimeout(next, 0);
  }
  return () => {
    cancelled = true;
  };
}

const cache = new Map<string, string>();

/** A formula typeset by KaTeX (the TeX comes from the theory module, next to its evaluation). */
export function Tex({ tex, display = false }: { tex: string; display?: boolean }) {
  const key = `${display ? 'D' : 'I'}${tex}`;
  const [html, setHtml] = useState<string | null>(() => cache.get(key) ?? null);
  useEffect(() => {
    if (cache.has(key)) return;
    return later(() => {
      const out = katex.renderToString(tex, {
        displayMode: display,
        throwOnError: false,
        output: 'html',
      });
      cache.set(key, out);
      setHtml(out);
    });
  }, [key, tex, display]);
  const shown = html ?? cache.get(key) ?? null;
  const Tag = display ? 'div' : 'span';
  return shown === null ? (
    <Tag className="tex tex-pending" aria-busy="true">
      {tex}
    </Tag>
  ) : (
    <Tag className="tex" dangerouslySetInnerHTML={{ __html: shown }} />
  );
}
