import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILTIN_LECTURES, BUILTIN_PROBLEMS } from '../../../src/app/lecture/builtins';
import { isValidLecture } from '../../../src/app/lecture/lecture';
import { readLink } from '../../../src/app/readLink';
import { readLab } from '../../../src/app/urlState';

/**
 * The labs that cover each paper, from the mission's list of labs (shared/MISSION.md): a paper's
 * lecture shows that paper's labs only.
 */
const LABS_OF_PAPER: Record<string, string[]> = {
  '000': ['aimd', 'sockets', 'insensitivity', 'dumbbell', 'multcp'],
  '001': ['buffer', 'sockets', 'dumbbell'],
  '002': ['mptcp'],
  '003': ['illinois', 'dumbbell'],
  '004': ['multcp', 'dumbbell'],
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the ready-made lectures', () => {
  it("are listed in the README's user docs by their links and titles", () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    for (const b of BUILTIN_LECTURES)
      expect(readme).toMatch(
        new RegExp(`\\| \`\\?lecture=${b.id}&present=1\` +\\| ${escape(b.lecture.title)} +\\|`),
      );
  });
  it('one per paper, each opened by lecture=paperNNN', () => {
    expect(BUILTIN_LECTURES.map((b) => b.paper)).toEqual(Object.keys(LABS_OF_PAPER));
    for (const b of BUILTIN_LECTURES) expect(b.id).toBe(`paper${b.paper}`);
  });
  it('every scene names a "try this" link that its lab still has', () => {
    expect(BUILTIN_PROBLEMS).toEqual([]);
  });
  it("every scene's link opens its scenario with no problem, in one of the paper's labs", () => {
    for (const b of BUILTIN_LECTURES)
      b.lecture.scenes.forEach((s, k) => {
        const where = `${b.id} scene ${k + 1}: ${s.link}`;
        expect(readLink(s.link).problems, where).toEqual([]);
        expect(LABS_OF_PAPER[b.paper], where).toContain(readLab(s.link));
      });
  });
  it('are valid lectures whose scenes each say what they show, and differ from each other', () => {
    for (const b of BUILTIN_LECTURES) {
      expect(isValidLecture(b.lecture)).toBe(true);
      const n = b.lecture.scenes.length;
      expect(n, b.id).toBeGreaterThanOrEqual(5);
      expect(b.lecture.title).toMatch(new RegExp(`^Paper ${b.paper} in \\w+ scenes: \\S`));
      const titles = b.lecture.scenes.map((s) => s.title);
      for (const t of titles) expect(t.length, t).toBeGreaterThan(20);
      expect(new Set(titles).size).toBe(n);
      expect(new Set(b.lecture.scenes.map((s) => s.link)).size, b.id).toBe(n);
      for (const s of b.lecture.scenes) expect(s.note, s.title).not.toBe('');
    }
  });
});
