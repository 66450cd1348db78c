import { queryEntries } from '../../scenario/codec';
import type { Problem } from '../../scenario/problems';

/**
 * A lecture: an ordered list of scenes, each a scenario link with a title and a one-line note,
 * stepped through in presentation mode. This module holds what a valid lecture is; its codecs
 * (URL parameter, JSON file) are in ./codec.ts and never produce anything else.
 */
export interface Scene {
  /** the scenario's query, without "?" (what the address bar reads for it), never empty */
  link: string;
  /** what the scene shows, on one line (may be empty) */
  title: string;
  /** one line for the audience (may be empty) */
  note: string;
}

export interface Lecture {
  title: string;
  scenes: Scene[];
}

/** More scenes than a class would sit through; a longer list is cut, with a problem. */
export const MAX_SCENES = 100;

/**
 * Parameters a scene's link does not keep: the display flags belong to whoever shows the lecture,
 * and a scene cannot hold a lecture of its own.
 */
export const NOT_IN_A_SCENE: readonly string[] = ['embed', 'present', 'theme', 'lecture', 'scene'];

/** Lone UTF-16 surrogates, which no URL or UTF-8 file can carry. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const LINE_BREAK = /[\r\n\u2028\u2029]+/g;

/** Text that a URL and a UTF-8 file carry unchanged: a lone surrogate becomes U+FFFD. */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\ufffd');
}

/** Text on one line, as a caption shows it: line breaks become spaces. */
export function oneLine(text: string): string {
  return text.replace(LINE_BREAK, ' ');
}

/**
 * A link as a scene keeps it: the query of a whole URL (or of "?a=b"), without the fragment, the
 * empty parts and the parameters of NOT_IN_A_SCENE (each reported under `param`). A "?" left
 * inside is percent-encoded, so that the result reads the same when normalized again.
 */
export function normalizeLink(raw: string, param: string): { link: string; problems: Problem[] } {
  let q = oneLine(wellFormed(raw)).trim();
  const hash = q.indexOf('#');
  if (hash >= 0) q = q.slice(0, hash);
  const mark = q.indexOf('?');
  if (mark >= 0) q = q.slice(mark + 1);
  q = q.replace(/\?/g, '%3F');
  const problems: Problem[] = [];
  const kept = q.split('&').filter((part) => {
    if (part.trim() === '') return false;
    const name = queryEntries(part)[0]?.[0] ?? '';
    if (!NOT_IN_A_SCENE.includes(name)) return true;
    problems.push({
      param,
      reason: `${name}= is ${name === 'lecture' || name === 'scene' ? "the lecture's" : 'a display setting'}, not part of a scenario`,
      used: 'ignored',
    });
    return false;
  });
  return { link: kept.join('&').trim(), problems };
}

/** What the codecs guarantee of every lecture they return (and what encoding expects). */
export function isValidLecture(l: Lecture): boolean {
  const line = (s: unknown) => typeof s === 'string' && s === oneLine(wellFormed(s));
  return (
    line(l.title) &&
    Array.isArray(l.scenes) &&
    l.scenes.length <= MAX_SCENES &&
    l.scenes.every(
      (s) =>
        line(s.title) &&
        line(s.note) &&
        typeof s.link === 'string' &&
        s.link !== '' &&
        normalizeLink(s.link, '').link === s.link,
    )
  );
}

/** Deep equality of two lectures (used to tell a ready-made lecture from an edited copy). */
export function sameLecture(a: Lecture, b: Lecture): boolean {
  return (
    a.title === b.title &&
    a.scenes.length === b.scenes.length &&
    a.scenes.every(
      (s, k) =>
        s.link === b.scenes[k].link && s.title === b.scenes[k].title && s.note === b.scenes[k].note,
    )
  );
}
