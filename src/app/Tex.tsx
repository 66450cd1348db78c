import katex from 'katex';
import { useMemo } from 'react';

/** A formula typeset by KaTeX (the TeX comes from the theory module, next to its evaluation). */
export function Tex({ tex, display = false }: { tex: string; display?: boolean }) {
  const html = useMemo(
    () => katex.renderToString(tex, { displayMode: display, throwOnError: false, output: 'html' }),
    [tex, display],
  );
  return display ? (
    <div className="tex" dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <span className="tex" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
