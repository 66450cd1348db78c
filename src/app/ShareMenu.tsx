import { CopyLink } from './CopyLink';
import { ImportButton } from './ImportButton';

interface Props {
  link: string;
  exportJson: () => void;
  importFile: (file: File) => void;
  /** opens or closes the lecture editor */
  toggleLecture: () => void;
}

/**
 * Copy link, scenario export and import (the file picker, which opens a lecture's file too;
 * drag-and-drop is handled by the shell), and the lecture editor.
 */
export function ShareMenu({ link, exportJson, importFile, toggleLecture }: Props) {
  return (
    <div className="share">
      <CopyLink link={link} testId="share.copy" label="Copy link" what="Link to this scenario" />
      <button
        type="button"
        className="share-file"
        data-testid="share.export"
        onClick={exportJson}
        title="Download this scenario as a JSON file"
      >
        Export JSON
      </button>
      <ImportButton
        importFile={importFile}
        className="share-file"
        testId="share.import"
        fileTestId="share.file"
        label="Import JSON"
        title="Load a scenario or lecture file (or drop it on the page)"
      />
      <button
        type="button"
        className="share-file"
        data-testid="share.lecture"
        onClick={toggleLecture}
        title="Build a lecture: scenes to step through in presentation mode"
      >
        Lecture
      </button>
    </div>
  );
}
