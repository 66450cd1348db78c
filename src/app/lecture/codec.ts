import { queryEntries } from '../../scenario/codec';
import type { Problem } from '../../scenario/problems';
import { show } from '../../scenario/values';
import { fromBase64Url, toBase64Url } from './base64url';
import { BUILTIN_LECTURES } from './builtins';
import {
  MAX_SCENES,
  normalizeLink,
  oneLine,
  sameLecture,
  wellFormed,
  type Lecture,
  type Scene,
} from './lecture';

/**
 * A lecture in a URL (`lecture=` and `scene=`) and in a file, with the scenario codec's
 * discipline: decoding never throws and always gives a valid lecture (see isValidLecture), plus
 * the problems met, each naming what was wrong and what was used instead.
 */

export const LECTURE_VERSION = 1;

export interface DecodedLecture {
  lecture: Lecture;
  problems: Problem[];
}

const EMPTY: Lecture = { title: '', scenes: [] };
const SCENE_KEYS = ['link', 'title', 'note'];
const LECTURE_KEYS = ['version', 'title', 'scenes'];

/** The lecture as JSON: a file's content, and (base64url-encoded) the URL's `lecture=`. */
export function lectureJson(l: Lecture): Record<string, unknown> {
  return {
    version: LECTURE_VERSION,
    title: l.title,
    scenes: l.scenes.map((s) => ({ title: s.title, note: s.note, link: s.link })),
  };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** One line of text from `raw` (absent: empty; not text: empty, with a problem). */
function text(raw: unknown, param: string, problems: Problem[]): string {
  if (raw === undefined) return '';
  if (typeof raw !== 'string') {
    problems.push({ param, reason: `${show(raw)} is not text`, used: 'no text' });
    return '';
  }
  const value = wellFormed(raw);
  const line = oneLine(value);
  if (line !== value)
    problems.push({ param, reason: 'must be one line', used: 'the text on one line' });
  return line;
}

function decodeScene(raw: unknown, k: number, problems: Problem[]): Scene | null {
  const param = `lecture scene ${k}`;
  if (!isObject(raw)) {
    problems.push({
      param,
      reason: `${show(raw)} is not a scene (an object with a link, a title and a note)`,
      used: 'ignored',
    });
    return null;
  }
  for (const key of Object.keys(raw))
    if (!SCENE_KEYS.includes(key))
      problems.push({ param: `${param} ${key}`, reason: 'unknown field', used: 'ignored' });
  if (typeof raw.link !== 'string') {
    problems.push({
      param: `${param} link`,
      reason: raw.link === undefined ? 'missing' : `${show(raw.link)} is not a link`,
      used: 'the scene left out',
    });
    return null;
  }
  const { link, problems: linkProblems } = normalizeLink(raw.link, `${param} link`);
  problems.push(...linkProblems);
  if (link === '') {
    problems.push({ param: `${param} link`, reason: 'empty', used: 'the scene left out' });
    return null;
  }
  const title = text(raw.title, `${param} title`, problems);
  const note = text(raw.note, `${param} note`, problems);
  return { link, title, note };
}

/** A lecture from parsed JSON (a file's, or the URL parameter's). */
export function decodeLectureData(data: unknown): DecodedLecture {
  const problems: Problem[] = [];
  if (!isObject(data)) {
    problems.push({
      param: 'lecture',
      reason: `${show(data)} is not a lecture (an object with a title and scenes)`,
      used: 'an empty lecture',
    });
    return { lecture: { ...EMPTY, scenes: [] }, problems };
  }
  for (const key of Object.keys(data))
    if (!LECTURE_KEYS.includes(key))
      problems.push({ param: `lecture ${key}`, reason: 'unknown field', used: 'ignored' });
  if (data.version !== undefined && String(data.version) !== String(LECTURE_VERSION))
    problems.push({
      param: 'lecture version',
      reason: `version ${show(data.version)} is not supported`,
      used: `version ${LECTURE_VERSION}`,
    });
  const title = text(data.title, 'lecture title', problems);
  let raws: unknown[] = [];
  if (Array.isArray(data.scenes)) raws = data.scenes;
  else
    problems.push({
      param: 'lecture scenes',
      reason: data.scenes === undefined ? 'missing' : `${show(data.scenes)} is not a list`,
      used: 'no scenes',
    });
  if (raws.length > MAX_SCENES) {
    problems.push({
      param: 'lecture scenes',
      reason: `${raws.length} scenes, more than ${MAX_SCENES}`,
      used: `the first ${MAX_SCENES}`,
    });
    raws = raws.slice(0, MAX_SCENES);
  }
  const scenes = raws
    .map((raw, k) => decodeScene(raw, k + 1, problems))
    .filter((s): s is Scene => s !== null);
  return { lecture: { title, scenes }, problems };
}

const builtinList = () => BUILTIN_LECTURES.map((b) => b.id).join(', ');

/**
 * The URL's `lecture=`: the id of a ready-made lecture, or a lecture of one's own as base64url
 * JSON (or plain JSON, for a link written by hand).
 */
export function decodeLectureParam(raw: string): DecodedLecture {
  const value = raw.trim();
  const builtin = BUILTIN_LECTURES.find((b) => b.id === value.toLowerCase());
  if (builtin) return { lecture: builtin.lecture, problems: [] };
  const json = value.startsWith('{') ? value : fromBase64Url(value);
  if (json !== null) {
    try {
      return decodeLectureData(JSON.parse(json));
    } catch {
      // not JSON: said below
    }
  }
  return {
    lecture: { ...EMPTY, scenes: [] },
    problems: [
      {
        param: 'lecture',
        reason: `${show(raw)} is neither a ready-made lecture (${builtinList()}) nor a lecture's link`,
        used: 'an empty lecture',
      },
    ],
  };
}

/** The shortest `lecture=` value: a ready-made lecture's id while it is unchanged. */
export function encodeLectureParam(l: Lecture): string {
  const builtin = BUILTIN_LECTURES.find((b) => sameLecture(b.lecture, l));
  return builtin ? builtin.id : toBase64Url(JSON.stringify(lectureJson(l)));
}

/** The lecture's file. */
export function lectureFileText(l: Lecture): string {
  return JSON.stringify(lectureJson(l), null, 2) + '\n';
}

/** A lecture's file (null when the text is not JSON at all: nothing to open). */
export function decodeLectureFile(text: string): DecodedLecture | null {
  try {
    return decodeLectureData(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Whether a JSON file holds a lecture rather than a scenario (which always names its lab). */
export function isLectureFile(text: string): boolean {
  try {
    const data: unknown = JSON.parse(text);
    return isObject(data) && 'scenes' in data && !('lab' in data);
  } catch {
    return false;
  }
}

export interface LectureFlags {
  /** null when the URL has no `lecture=` */
  lecture: Lecture | null;
  /** 1-based; null without a lecture or when it has no scenes */
  scene: number | null;
  problems: Problem[];
}

/** `lecture=` and `scene=` of a URL (the scene 1 when `scene=` is absent). */
export function readLectureFlags(search: string): LectureFlags {
  const entries = queryEntries(search);
  const lectures = entries.filter(([k]) => k === 'lecture');
  const scenes = entries.filter(([k]) => k === 'scene');
  const problems: Problem[] = [];
  if (lectures.length > 1)
    problems.push({ param: 'lecture', reason: 'given more than once', used: 'the first value' });
  if (scenes.length > 1)
    problems.push({ param: 'scene', reason: 'given more than once', used: 'the first value' });
  if (lectures.length === 0) {
    if (scenes.length > 0)
      problems.push({ param: 'scene', reason: 'only read with a lecture=', used: 'ignored' });
    return { lecture: null, scene: null, problems };
  }
  const decoded = decodeLectureParam(lectures[0][1]);
  problems.push(...decoded.problems);
  const n = decoded.lecture.scenes.length;
  const raw = scenes[0]?.[1];
  if (n === 0) {
    if (raw !== undefined)
      problems.push({ param: 'scene', reason: 'the lecture has no scenes', used: 'ignored' });
    return { lecture: decoded.lecture, scene: null, problems };
  }
  if (raw === undefined) return { lecture: decoded.lecture, scene: 1, problems };
  const k = /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (k >= 1 && k <= n) return { lecture: decoded.lecture, scene: k, problems };
  const used = Number.isNaN(k) ? 1 : Math.min(Math.max(k, 1), n);
  problems.push({
    param: 'scene',
    reason: `must be a scene number from 1 to ${n}, got ${show(raw)}`,
    used: `scene ${used}`,
  });
  return { lecture: decoded.lecture, scene: used, problems };
}
