import { queryEntries, SHELL_PARAMS } from '../../scenario/codec';
import { readLectureFlags } from './codec';

/**
 * A link that names a lecture and no scenario (`?lecture=paper000&present=1`) opens the lecture's
 * scene: the search to show instead is that scene's link followed by the link's own parameters,
 * as written, so that whatever was wrong with them is still reported. Null for any other link.
 */
export function lectureEntry(search: string): string | null {
  const entries = queryEntries(search);
  if (entries.some(([k]) => !SHELL_PARAMS.includes(k))) return null;
  const { lecture, scene } = readLectureFlags(search);
  if (!lecture || scene === null) return null;
  const own = search.replace(/^\?/, '');
  return `${lecture.scenes[scene - 1].link}&${own}`;
}
