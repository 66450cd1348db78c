import { describe, expect, it } from 'vitest';
import {
  addScene,
  editScene,
  moveScene,
  removeScene,
  setLectureTitle,
} from '../../../src/app/lecture/edit';
import { MAX_SCENES, type Lecture, type Scene } from '../../../src/app/lecture/lecture';

const scene = (k: number): Scene => ({ link: `lab=aimd&n=${k}`, title: `S${k}`, note: '' });
const lectureOf = (...ks: number[]): Lecture => ({ title: 'L', scenes: ks.map(scene) });
const links = (l: Lecture) => l.scenes.map((s) => s.link.slice('lab=aimd&n='.length)).join(',');

describe('editing a lecture keeps the scene shown', () => {
  it('adds what is shown at the end and shows it', () => {
    const p = addScene({ lecture: lectureOf(1, 2), scene: 1 }, scene(3));
    expect(links(p.lecture)).toBe('1,2,3');
    expect(p.scene).toBe(3);
    const full = {
      lecture: lectureOf(...Array.from({ length: MAX_SCENES }, (_, k) => k)),
      scene: 1,
    };
    expect(addScene(full, scene(0))).toBe(full);
  });
  it('moves a scene past its neighbour, the scene shown moving with it', () => {
    const p = { lecture: lectureOf(1, 2, 3), scene: 2 };
    expect(moveScene(p, 2, -1)).toMatchObject({ scene: 1 });
    expect(links(moveScene(p, 2, -1).lecture)).toBe('2,1,3');
    // the scene shown is the neighbour: it moves the other way
    expect(moveScene(p, 3, -1)).toMatchObject({ scene: 3 });
    expect(links(moveScene(p, 3, -1).lecture)).toBe('1,3,2');
    expect(moveScene(p, 1, 1)).toMatchObject({ scene: 1 });
    // nothing past either end
    expect(moveScene(p, 1, -1)).toBe(p);
    expect(moveScene(p, 3, 1)).toBe(p);
  });
  it('removes a scene: the one shown keeps its place, or the next one takes it', () => {
    const p = { lecture: lectureOf(1, 2, 3), scene: 2 };
    expect(removeScene(p, 1)).toMatchObject({ scene: 1 });
    expect(links(removeScene(p, 1).lecture)).toBe('2,3');
    expect(removeScene(p, 3)).toMatchObject({ scene: 2 });
    expect(removeScene(p, 2)).toMatchObject({ scene: 2 });
    expect(links(removeScene(p, 2).lecture)).toBe('1,3');
    expect(removeScene({ lecture: lectureOf(1, 2), scene: 2 }, 2)).toMatchObject({ scene: 1 });
    expect(removeScene({ lecture: lectureOf(1), scene: 1 }, 1)).toMatchObject({ scene: null });
  });
  it('keeps titles and notes on one line', () => {
    const p = { lecture: lectureOf(1, 2), scene: 1 };
    expect(setLectureTitle(p, 'a\nb').lecture.title).toBe('a b');
    const e = editScene(p, 2, { note: 'x\r\ny' });
    expect(e.lecture.scenes[1]).toEqual({ ...scene(2), note: 'x y' });
    expect(e.lecture.scenes[0]).toEqual(scene(1));
  });
});
