import { useRef, useState } from 'react';

interface Props {
  link: string;
  exportJson: () => void;
  importFile: (file: File) => void;
}

/** Copy link, scenario export and import (the file picker; drag-and-drop is handled by the shell). */
export function ShareMenu({ link, exportJson, importFile }: Props) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'select'>('idle');
  const file = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('copied');
    } catch {
      // No clipboard permission (e.g. an iframe): show the link selected, ready for Ctrl+C.
      setCopied('select');
      setTimeout(() => input.current?.select(), 0);
    }
    setTimeout(() => setCopied((c) => (c === 'copied' ? 'idle' : c)), 2000);
  };
  return (
    <div className="share">
      <button type="button" data-testid="share.copy" onClick={copy}>
        {copied === 'copied' ? 'Link copied' : 'Copy link'}
      </button>
      {copied === 'select' && (
        <input
          ref={input}
          className="share-link"
          readOnly
          value={link}
          aria-label="Link to this scenario"
          onBlur={() => setCopied('idle')}
        />
      )}
      <button
        type="button"
        className="share-file"
        data-testid="share.export"
        onClick={exportJson}
        title="Download this scenario as a JSON file"
      >
        Export JSON
      </button>
      <button
        type="button"
        className="share-file"
        data-testid="share.import"
        onClick={() => file.current?.click()}
        title="Load a scenario file (or drop it on the page)"
      >
        Import JSON
      </button>
      <input
        ref={file}
        type="file"
        accept="application/json,.json"
        hidden
        data-testid="share.file"
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) importFile(f);
          e.target.value = '';
        }}
      />
    </div>
  );
}
