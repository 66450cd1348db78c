import { describe, expect, it } from 'vitest';
import { BUILTIN_LECTURES } from '../../../src/app/lecture/builtins';
import { lectureEntry } from '../../../src/app/lecture/entry';

describe("a lecture's link without a scenario", () => {
  const [b] = BUILTIN_LECTURES;
  const link = (k: number) => b.lecture.scenes[k - 1].link;
  it("opens the scene's link, the link's own parameters kept as written after it", () => {
    expect(lectureEntry(`?lecture=${b.id}&present=1`)).toBe(`${link(1)}&lecture=${b.id}&present=1`);
    expect(lectureEntry(`?lecture=${b.id}&scene=3`)).toBe(`${link(3)}&lecture=${b.id}&scene=3`);
    // a scene out of range opens the scene used instead; the raw value stays, to be reported
    expect(lectureEntry(`?lecture=${b.id}&scene=99`)).toBe(
      `${link(b.lecture.scenes.length)}&lecture=${b.id}&scene=99`,
    );
  });
  it('leaves a link with a scenario, or without a scene to open, as it is', () => {
    expect(lectureEntry(`?lab=aimd&lecture=${b.id}`)).toBeNull();
    expect(lectureEntry(`?n=3&lecture=${b.id}`)).toBeNull();
    expect(lectureEntry('?lecture=nonsense')).toBeNull();
    expect(lectureEntry('?present=1')).toBeNull();
    expect(lectureEntry('')).toBeNull();
  });
});
