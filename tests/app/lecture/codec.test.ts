import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from '../../../src/app/lecture/base64url';
import { BUILTIN_LECTURES } from '../../../src/app/lecture/builtins';
import {
  decodeLectureData,
  decodeLectureFile,
  decodeLectureParam,
  encodeLectureParam,
  isLectureFile,
  lectureFileText,
  readLectureFlags,
} from '../../../src/app/lecture/codec';
import {
  isValidLecture,
  MAX_SCENES,
  normalizeLink,
  oneLine,
  wellFormed,
  type Lecture,
} from '../../../src/app/lecture/lecture';
import type { Problem } from '../../../src/scenario/problems';

/** Any code points, lone surrogates and line breaks included. */
const anyText = (maxLength: number) =>
  fc
    .array(fc.oneof(fc.integer({ min: 0, max: 0x10ffff }), fc.constantFrom(0x0a, 0x0d, 0xd800)), {
      maxLength,
    })
    .map((cps) => String.fromCodePoint(...cps));

const LINK_PARTS = ['lab=aimd', 'n=3', '&', '?', '#', '=', 'present=1', 'scene=2', '%3F', ' ', '%'];
const linkText = fc.oneof(
  anyText(40),
  fc.array(fc.constantFrom(...LINK_PARTS), { maxLength: 12 }).map((p) => p.join('')),
);

/** A valid lecture: single-line, well-formed text and links as a scene keeps them. */
const validLecture: fc.Arbitrary<Lecture> = fc.record({
  title: anyText(30).map((t) => oneLine(wellFormed(t))),
  scenes: fc.array(
    fc.record({
      link: linkText.map((l) => normalizeLink(l, 'link').link).filter((l) => l !== ''),
      title: anyText(30).map((t) => oneLine(wellFormed(t))),
      note: anyText(60).map((t) => oneLine(wellFormed(t))),
    }),
    { maxLength: 8 },
  ),
});

function expectWellFormed(problems: readonly Problem[]): void {
  for (const p of problems) {
    expect(p.param).not.toBe('');
    expect(p.reason).not.toBe('');
    expect(p.used).not.toBe('');
  }
}

describe('base64url', () => {
  it('encodes the RFC 4648 test vectors (no padding, URL alphabet)', () => {
    const vectors: [string, string][] = [
      ['', ''],
      ['f', 'Zg'],
      ['fo', 'Zm8'],
      ['foo', 'Zm9v'],
      ['foob', 'Zm9vYg'],
      ['fooba', 'Zm9vYmE'],
      ['foobar', 'Zm9vYmFy'],
    ];
    for (const [text, code] of vectors) {
      expect(toBase64Url(text)).toBe(code);
      expect(fromBase64Url(code)).toBe(text);
    }
    // σ is U+03C3, UTF-8 CF 83; "??>" is 3F 3F 3E, whose base64 "Pz8+" has a "+" to replace
    expect(toBase64Url('σ')).toBe('z4M');
    expect(toBase64Url('??>')).toBe('Pz8-');
  });
  it('refuses what is not base64url of UTF-8', () => {
    for (const bad of ['Zm9v!', 'Z', 'Zm9vY', '/w', '_w']) expect(fromBase64Url(bad)).toBeNull();
  });
});

describe('a lecture in a URL', () => {
  it('decode(encode(l)) = l for generated lectures, without problems', () => {
    fc.assert(
      fc.property(validLecture, (l) => {
        expect(isValidLecture(l)).toBe(true);
        expect(decodeLectureParam(encodeLectureParam(l))).toEqual({ lecture: l, problems: [] });
      }),
      { numRuns: 300 },
    );
  });
  it('any string decodes to a valid lecture and well-formed problems', () => {
    const asParam = fc.oneof(
      anyText(60),
      // base64url of arbitrary JSON: readable, rarely a lecture
      fc.jsonValue().map((v) => toBase64Url(JSON.stringify(v) ?? '')),
      // a lecture's JSON with arbitrary values in its fields
      fc
        .record({
          title: fc.jsonValue(),
          version: fc.jsonValue(),
          scenes: fc.oneof(
            fc.array(fc.dictionary(fc.constantFrom('link', 'title', 'note', 'x'), fc.jsonValue())),
            fc.jsonValue(),
          ),
        })
        .map((o) => toBase64Url(JSON.stringify(o))),
    );
    fc.assert(
      fc.property(asParam, (raw) => {
        const { lecture, problems } = decodeLectureParam(raw);
        expect(isValidLecture(lecture)).toBe(true);
        expectWellFormed(problems);
      }),
      { numRuns: 400 },
    );
  });
  it('opens a ready-made lecture by its id, and writes an unchanged one as its id', () => {
    for (const b of BUILTIN_LECTURES) {
      expect(decodeLectureParam(b.id)).toEqual({ lecture: b.lecture, problems: [] });
      expect(encodeLectureParam(b.lecture)).toBe(b.id);
    }
    // an edited copy is a lecture of its own
    const edited = { ...BUILTIN_LECTURES[0].lecture, title: 'Mine' };
    expect(encodeLectureParam(edited)).not.toBe(BUILTIN_LECTURES[0].id);
    expect(decodeLectureParam(encodeLectureParam(edited)).lecture).toEqual(edited);
  });
  it('reads a lecture written by hand as JSON', () => {
    const raw = '{"title":"T","scenes":[{"link":"lab=aimd&n=2","title":"Two flows"}]}';
    expect(decodeLectureParam(raw)).toEqual({
      lecture: { title: 'T', scenes: [{ link: 'lab=aimd&n=2', title: 'Two flows', note: '' }] },
      problems: [],
    });
  });
  it('names what was wrong and what was used instead', () => {
    const garbage = decodeLectureParam('paper999');
    expect(garbage.lecture).toEqual({ title: '', scenes: [] });
    expect(garbage.problems).toEqual([
      expect.objectContaining({ param: 'lecture', used: 'an empty lecture' }),
    ]);
    expect(garbage.problems[0].reason).toContain('paper000');

    const data = {
      version: 2,
      title: 'A\nB',
      extra: 1,
      scenes: [
        { link: 'https://x.org/app/?lab=aimd&n=4&present=1#top', title: 'ok', note: 7 },
        { title: 'no link' },
        'not a scene',
        { link: '?present=1', title: 'only a display flag' },
      ],
    };
    const { lecture, problems } = decodeLectureData(data);
    expect(lecture).toEqual({
      title: 'A B',
      scenes: [{ link: 'lab=aimd&n=4', title: 'ok', note: '' }],
    });
    const byParam = Object.fromEntries(problems.map((p) => [p.param, p.used]));
    expect(byParam).toEqual({
      'lecture extra': 'ignored',
      'lecture version': 'version 1',
      'lecture title': 'the text on one line',
      'lecture scene 1 link': 'ignored',
      'lecture scene 1 note': 'no text',
      'lecture scene 2 link': 'the scene left out',
      'lecture scene 3': 'ignored',
      'lecture scene 4 link': 'the scene left out',
    });
    // scene 1's link lost only its display flag, with a problem saying so
    expect(problems.filter((p) => p.param === 'lecture scene 1 link')).toEqual([
      expect.objectContaining({ reason: expect.stringContaining('present='), used: 'ignored' }),
    ]);
  });
  it('keeps the first MAX_SCENES scenes of a longer list', () => {
    const scenes = Array.from({ length: MAX_SCENES + 5 }, (_, k) => ({
      link: `lab=aimd&n=${k + 1}`,
    }));
    const { lecture, problems } = decodeLectureData({ title: '', scenes });
    expect(lecture.scenes).toHaveLength(MAX_SCENES);
    expect(lecture.scenes[MAX_SCENES - 1].link).toBe(`lab=aimd&n=${MAX_SCENES}`);
    expect(problems).toEqual([
      expect.objectContaining({ param: 'lecture scenes', used: `the first ${MAX_SCENES}` }),
    ]);
  });
});

describe('the scene of a URL', () => {
  const id = BUILTIN_LECTURES[0].id;
  const n = BUILTIN_LECTURES[0].lecture.scenes.length;
  it('is 1 when absent, k when 1 ≤ k ≤ n', () => {
    expect(readLectureFlags(`?lecture=${id}`).scene).toBe(1);
    expect(readLectureFlags(`?lecture=${id}&scene=${n}`)).toMatchObject({ scene: n, problems: [] });
    expect(readLectureFlags('?lab=aimd')).toEqual({ lecture: null, scene: null, problems: [] });
  });
  it('is clamped into the lecture, or 1 when it is no number, with a problem', () => {
    const cases: [string, number][] = [
      ['0', 1],
      [String(n + 7), n],
      ['two', 1],
      ['1.5', 1],
      ['-3', 1],
    ];
    for (const [raw, used] of cases) {
      const f = readLectureFlags(`?lecture=${id}&scene=${raw}`);
      expect(f.scene, raw).toBe(used);
      expect(f.problems, raw).toEqual([
        expect.objectContaining({ param: 'scene', used: `scene ${used}` }),
      ]);
    }
  });
  it('is ignored, with a problem, without a lecture or scenes', () => {
    expect(readLectureFlags('?lab=aimd&scene=2').problems).toEqual([
      expect.objectContaining({ param: 'scene', used: 'ignored' }),
    ]);
    const empty = readLectureFlags(`?lecture=${toBase64Url('{"scenes":[]}')}&scene=1`);
    expect(empty).toMatchObject({ lecture: { title: '', scenes: [] }, scene: null });
    expect(empty.problems.map((p) => p.param)).toEqual(['scene']);
  });
  it('any query gives a valid lecture and a scene inside it', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (lecture, scene) => {
        const f = readLectureFlags(
          `lecture=${encodeURIComponent(lecture)}&scene=${encodeURIComponent(scene)}`,
        );
        expect(f.lecture !== null && isValidLecture(f.lecture)).toBe(true);
        const count = f.lecture?.scenes.length ?? 0;
        if (count === 0) expect(f.scene).toBeNull();
        else expect(f.scene).toBeGreaterThanOrEqual(1);
        expect(f.scene ?? 0).toBeLessThanOrEqual(count);
        expectWellFormed(f.problems);
      }),
      { numRuns: 300 },
    );
  });
});

describe('a lecture file', () => {
  it('decode(encode(l)) = l, and is told from a scenario file', () => {
    fc.assert(
      fc.property(validLecture, (l) => {
        const text = lectureFileText(l);
        expect(isLectureFile(text)).toBe(true);
        expect(decodeLectureFile(text)).toEqual({ lecture: l, problems: [] });
      }),
      { numRuns: 200 },
    );
    expect(isLectureFile('{"lab":"aimd","version":1,"n":3}')).toBe(false);
    expect(isLectureFile('not json')).toBe(false);
    expect(decodeLectureFile('{')).toBeNull();
  });
});
