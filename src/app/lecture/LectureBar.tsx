import './lecture.css';
import type { Lecture } from './lecture';

interface Props {
  lecture: Lecture;
  scene: number | null;
  present: boolean;
  prev: () => void;
  next: () => void;
  /** opens the editor; absent while it is open */
  edit?: () => void;
}

/**
 * The lecture's line above the lab: "Scene k of n: title — note", with the previous and next
 * scenes (← and → in presentation mode). Outside presentation mode it also names the lecture and
 * opens the editor.
 */
export function LectureBar({ lecture, scene, present, prev, next, edit }: Props) {
  const n = lecture.scenes.length;
  const current = scene !== null ? lecture.scenes[scene - 1] : undefined;
  const keys = present ? ' (←)' : '';
  return (
    <nav className="lecture-bar" aria-label="Lecture" data-testid="lecture.bar">
      <button
        type="button"
        data-testid="lecture.prev"
        onClick={prev}
        disabled={scene === null || scene <= 1}
        aria-label="Previous scene"
        title={`Previous scene${keys}`}
      >
        ←
      </button>
      <p className="lecture-caption" data-testid="lecture.caption">
        {current && scene !== null ? (
          <>
            <span className="lecture-count">
              Scene {scene} of {n}
            </span>
            {current.title !== '' && (
              <>
                : <strong>{current.title}</strong>
              </>
            )}
            {current.note !== '' && <span className="lecture-note"> — {current.note}</span>}
          </>
        ) : (
          <span className="muted">
            {lecture.title || 'This lecture'} has no scenes yet: add scenarios to it in the editor.
          </span>
        )}
      </p>
      <button
        type="button"
        data-testid="lecture.next"
        onClick={next}
        disabled={scene === null || scene >= n}
        aria-label="Next scene"
        title={`Next scene${present ? ' (→)' : ''}`}
      >
        →
      </button>
      {!present && (
        <span className="lecture-name muted" title={lecture.title}>
          {lecture.title}
        </span>
      )}
      {edit && !present && (
        <button type="button" data-testid="lecture.edit" onClick={edit}>
          Edit lecture
        </button>
      )}
    </nav>
  );
}
