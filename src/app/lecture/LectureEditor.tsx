import './lecture.css';
import { useMemo } from 'react';
import { CopyLink } from '../CopyLink';
import { ImportButton } from '../ImportButton';
import { BUILTIN_LECTURES } from './builtins';
import { editScene, moveScene, removeScene, setLectureTitle } from './edit';
import { sceneLinkProblems } from './sceneLinks';
import type { LectureControls } from './useLecture';

interface Props {
  controls: LectureControls;
  /** the shell's file import (it opens a lecture's file as a lecture) */
  importFile: (file: File) => void;
  /** starts presentation mode at the first scene */
  present: () => void;
  close: () => void;
}

const EMPTY = { title: '', scenes: [] };
/** A scene's two lines of text, each with the hint of its empty field. */
const TEXTS = [
  ['title', 'What the scene shows'],
  ['note', 'One line for the audience'],
] as const;

/**
 * The lecture editor: the lecture's title, its scenes (open, retitle, annotate, reorder, remove),
 * what is shown added as a scene, the lecture's link and file, and the ready-made lectures.
 */
export function LectureEditor({ controls, importFile, present, close }: Props) {
  const { lecture, scene, change, go, start } = controls;
  const problems = useMemo(
    () => (lecture ? lecture.scenes.map((s) => sceneLinkProblems(s.link)) : []),
    [lecture],
  );
  const place = { lecture: lecture ?? EMPTY, scene };
  const importButton = (
    <ImportButton
      importFile={importFile}
      testId="lecture.import"
      fileTestId="lecture.file"
      label="Import lecture"
      title="Open a lecture file (or drop it on the page)"
    />
  );
  return (
    <section className="lecture-editor" aria-label="Lecture editor" data-testid="lecture.editor">
      <div className="lecture-editor-head">
        <h2>Lecture</h2>
        <button
          type="button"
          className="icon"
          aria-label="Close the editor"
          data-testid="lecture.editor.close"
          onClick={close}
        >
          ×
        </button>
      </div>
      {lecture ? (
        <>
          <label className="lecture-title-field">
            Title{' '}
            <input
              data-testid="lecture.title"
              value={lecture.title}
              placeholder="What the lecture is about"
              onChange={(e) => change(setLectureTitle(place, e.target.value))}
            />
          </label>
          <ol className="lecture-scenes">
            {lecture.scenes.map((s, i) => {
              const k = i + 1;
              return (
                <li key={k} data-testid="lecture.scene" aria-current={k === scene || undefined}>
                  <button
                    type="button"
                    className="lecture-go"
                    onClick={() => go(k)}
                    title={`Open scene ${k}: ${s.link}`}
                  >
                    {k}
                  </button>
                  {TEXTS.map(([field, hint]) => (
                    <input
                      key={field}
                      data-testid={`lecture.scene.${field}`}
                      aria-label={`Scene ${k}: ${field}`}
                      value={s[field]}
                      placeholder={hint}
                      onChange={(e) => change(editScene(place, k, { [field]: e.target.value }))}
                    />
                  ))}
                  <a className="lecture-link muted" href={`?${s.link}`} title={s.link}>
                    {s.link}
                  </a>
                  <span className="lecture-problems" title={problems[i].join('\n')}>
                    {problems[i].length === 0
                      ? ''
                      : problems[i].length === 1
                        ? 'one problem'
                        : `${problems[i].length} problems`}
                  </span>
                  <button
                    type="button"
                    aria-label={`Move scene ${k} up`}
                    disabled={k === 1}
                    onClick={() => change(moveScene(place, k, -1))}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    aria-label={`Move scene ${k} down`}
                    disabled={k === lecture.scenes.length}
                    onClick={() => change(moveScene(place, k, 1))}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    aria-label={`Remove scene ${k}`}
                    onClick={() => change(removeScene(place, k))}
                  >
                    ✕
                  </button>
                </li>
              );
            })}
          </ol>
          <div className="lecture-actions">
            <button
              type="button"
              className="primary"
              data-testid="lecture.add"
              onClick={controls.addCurrent}
            >
              Add this scenario
            </button>
            <button
              type="button"
              data-testid="lecture.present"
              disabled={lecture.scenes.length === 0}
              onClick={present}
            >
              Present from scene 1
            </button>
            <input
              className="lecture-link-field"
              readOnly
              data-testid="lecture.link"
              aria-label="Link to this lecture"
              value={controls.link}
              onFocus={(e) => e.target.select()}
            />
            <CopyLink
              link={controls.link}
              testId="lecture.copy"
              label="Copy lecture link"
              what="Link to this lecture"
            />
            <button type="button" data-testid="lecture.export" onClick={controls.exportFile}>
              Export lecture
            </button>
            {importButton}
            <button type="button" data-testid="lecture.leave" onClick={controls.close}>
              Leave the lecture
            </button>
          </div>
        </>
      ) : (
        <div className="lecture-actions">
          <span className="muted">No lecture open.</span>
          <button
            type="button"
            className="primary"
            data-testid="lecture.new"
            onClick={() => start({ title: '', scenes: [] })}
          >
            New lecture
          </button>
          {importButton}
        </div>
      )}
      <details className="lecture-builtins" open={lecture === null}>
        <summary>Ready-made lectures, one per paper</summary>
        <ul>
          {BUILTIN_LECTURES.map((b) => (
            <li key={b.id}>
              <a
                href={`?lecture=${b.id}`}
                data-testid={`lecture.builtin.${b.id}`}
                onClick={(e) => {
                  if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
                  e.preventDefault();
                  start(b.lecture);
                }}
              >
                {b.lecture.title}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
