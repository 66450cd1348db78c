import { MAX_SCENES, oneLine, wellFormed, type Lecture, type Scene } from './lecture';

/**
 * The editor's changes to a lecture, as pure functions of the lecture and the scene being shown
 * (1-based, null when there is none): the scene shown stays the same scene when others move.
 */
export interface Place {
  lecture: Lecture;
  scene: number | null;
}

/** Text typed into a field, as a valid lecture holds it (one line). */
const line = (text: string) => oneLine(wellFormed(text));

export function setLectureTitle(p: Place, title: string): Place {
  return { ...p, lecture: { ...p.lecture, title: line(title) } };
}

/** Appends a scene, which becomes the one shown; a lecture at MAX_SCENES is left as it is. */
export function addScene(p: Place, scene: Scene): Place {
  if (p.lecture.scenes.length >= MAX_SCENES) return p;
  const scenes = [...p.lecture.scenes, scene];
  return { lecture: { ...p.lecture, scenes }, scene: scenes.length };
}

export function editScene(
  p: Place,
  k: number,
  patch: Partial<Pick<Scene, 'title' | 'note'>>,
): Place {
  const scenes = p.lecture.scenes.map((s, i) =>
    i === k - 1
      ? {
          ...s,
          ...(patch.title !== undefined && { title: line(patch.title) }),
          ...(patch.note !== undefined && { note: line(patch.note) }),
        }
      : s,
  );
  return { ...p, lecture: { ...p.lecture, scenes } };
}

/** Swaps scene k with its neighbour (by = -1: the one before); nothing past either end. */
export function moveScene(p: Place, k: number, by: -1 | 1): Place {
  const j = k + by;
  const n = p.lecture.scenes.length;
  if (k < 1 || k > n || j < 1 || j > n) return p;
  const scenes = [...p.lecture.scenes];
  [scenes[k - 1], scenes[j - 1]] = [scenes[j - 1], scenes[k - 1]];
  const scene = p.scene === k ? j : p.scene === j ? k : p.scene;
  return { lecture: { ...p.lecture, scenes }, scene };
}

/** Removes scene k; the scene shown keeps its place (the next one when it is the one removed). */
export function removeScene(p: Place, k: number): Place {
  const n = p.lecture.scenes.length;
  if (k < 1 || k > n) return p;
  const scenes = p.lecture.scenes.filter((_, i) => i !== k - 1);
  let scene = p.scene;
  if (scenes.length === 0) scene = null;
  else if (scene !== null && scene > k) scene -= 1;
  else if (scene !== null) scene = Math.min(scene, scenes.length);
  return { lecture: { ...p.lecture, scenes }, scene };
}
