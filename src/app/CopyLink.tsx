import { useRef, useState } from 'react';

interface Props {
  link: string;
  testId: string;
  /** the button's text ("Copy link") */
  label: string;
  /** what the link is, for the fallback field's label ("Link to this scenario") */
  what: string;
}

/** Copies a link to the clipboard; without the permission (an iframe), shows it selected instead. */
export function CopyLink({ link, testId, label, what }: Props) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'select'>('idle');
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
    <>
      <button type="button" data-testid={testId} onClick={copy}>
        {copied === 'copied' ? 'Link copied' : label}
      </button>
      {copied === 'select' && (
        <input
          ref={input}
          className="share-link"
          readOnly
          value={link}
          aria-label={what}
          onBlur={() => setCopied('idle')}
        />
      )}
    </>
  );
}
