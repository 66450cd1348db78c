import { useCallback } from 'react';
import type { Problem } from '../../scenario/problems';
import { saveFile } from '../download';
import { shareUrl, withShellFlags, type ShellFlags } from '../urlState';
import type { UrlScenario } from '../useUrlScenario';
import { decodeLectureFile, isLectureFile, lectureFileText } from './codec';
import { addScene, type Place } from './edit';
import type { Lecture } from './lecture';
import { sceneOf } from './sceneLinks';

export interface LectureControls {
  /** the lecture in the URL, or null */
  lecture: Lecture | null;
  /** the scene shown, 1-based; null without scenes */
  scene: number | null;
  /** opens scene k (1-based) of the lecture: its link, with a history entry */
  go: (k: number) => void;
  next: () => void;
  prev: () => void;
  /** opens a lecture at its first scene (an empty one keeps what is shown) */
  start: (l: Lecture, patch?: Partial<ShellFlags>) => void;
  /** replaces the lecture (an edit): what is shown stays */
  change: (p: Place) => void;
  /** appends what is shown as a scene */
  addCurrent: () => void;
  /** leaves the lecture; the scenario stays */
  close: () => void;
  /** the lecture's link: presentation mode, from its first scene */
  link: string;
  exportFile: () => void;
  /** opens a lecture's file and says true; false for any other file (a scenario's) */
  importText: (text: string, name: string) => boolean;
}

/** A lecture's file name, from its title. */
function fileName(l: Lecture): string {
  const slug = l.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `lecture-${slug || 'untitled'}.json`;
}

/**
 * The lecture of the URL (`lecture=`, `scene=`): stepping through its scenes, its edits (written
 * back to the URL in place), its link and its file.
 */
export function useLecture(
  url: UrlScenario,
  report: (problems: Problem[], source: string) => void,
): LectureControls {
  const { flags, lab, query, openLink, setFlag } = url;
  const { lecture, scene } = flags;

  const go = useCallback(
    (k: number) => {
      if (!lecture || k < 1 || k > lecture.scenes.length) return;
      openLink(lecture.scenes[k - 1].link, { scene: k }, 'push');
    },
    [lecture, openLink],
  );
  const start = useCallback(
    (l: Lecture, patch: Partial<ShellFlags> = {}) => {
      if (l.scenes.length === 0) openLink(query, { ...patch, lecture: l, scene: null }, 'push');
      else openLink(l.scenes[0].link, { ...patch, lecture: l, scene: 1 }, 'push');
    },
    [openLink, query],
  );
  const change = useCallback(
    (p: Place) => setFlag({ lecture: p.lecture, scene: p.scene }),
    [setFlag],
  );
  const importText = useCallback(
    (text: string, name: string) => {
      if (!isLectureFile(text)) return false;
      const decoded = decodeLectureFile(text);
      if (decoded === null) return false;
      report(decoded.problems, name);
      start(decoded.lecture);
      return true;
    },
    [report, start],
  );

  return {
    lecture,
    scene,
    go,
    next: () => go((scene ?? 0) + 1),
    prev: () => go((scene ?? 2) - 1),
    start,
    change,
    addCurrent: () =>
      change(
        addScene({ lecture: lecture ?? { title: '', scenes: [] }, scene }, sceneOf(lab, query)),
      ),
    close: () => setFlag({ lecture: null, scene: null }),
    link: shareUrl(
      withShellFlags('', { embed: false, present: true, theme: null, lecture, scene: null }),
    ),
    exportFile: () => {
      if (lecture) saveFile(fileName(lecture), lectureFileText(lecture), 'application/json');
    },
    importText,
  };
}
