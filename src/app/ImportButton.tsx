import { useRef } from 'react';

interface Props {
  importFile: (file: File) => void;
  testId: string;
  /** the hidden file field's test id (tests set its files) */
  fileTestId: string;
  label: string;
  title: string;
  className?: string;
}

/** A button that opens the file picker for a JSON file and hands the chosen file on. */
export function ImportButton({ importFile, testId, fileTestId, label, title, className }: Props) {
  const file = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className={className}
        data-testid={testId}
        onClick={() => file.current?.click()}
        title={title}
      >
        {label}
      </button>
      <input
        ref={file}
        type="file"
        accept="application/json,.json"
        hidden
        data-testid={fileTestId}
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) importFile(f);
          e.target.value = '';
        }}
      />
    </>
  );
}
