import { describe, expect, it } from 'vitest';
import { AIMD_DEFAULTS, AIMD_SCHEMA } from '../../../src/labs/families/aimd/scenario';
import { headlineText, pointHeadline, progressText } from '../../../src/labs/kit/headline';
import { runQuery, runSchema } from '../../../src/labs/kit/live/speedField';
import { decodeQuery, encodeJson, encodeQuery } from '../../../src/scenario/codec';
import { checkedFigure, NO_HEADLINE } from '../../../src/worker/headline';

const f3 = (v: number) => v.toFixed(3);

describe('a headline as text', () => {
  it('is its number, with its interval in brackets, each in the lab’s format', () => {
    expect(headlineText({ value: 0.9, interval: [0.8994, 0.9006] }, f3)).toBe(
      '0.900 [0.899, 0.901]',
    );
    expect(headlineText({ value: 4.47213, interval: null }, f3)).toBe('4.472');
    expect(headlineText({ value: null, interval: null, text: 'not reached up to N = 4' }, f3)).toBe(
      'not reached up to N = 4',
    );
  });

  it('never shows a number that is not finite', () => {
    expect(checkedFigure({ value: NaN, interval: null })).toEqual({
      value: null,
      interval: null,
      text: 'n/a',
    });
    expect(checkedFigure({ value: 1, interval: [0, Infinity] })).toEqual({
      value: 1,
      interval: null,
    });
  });

  it('says how far the work behind a provisional figure is, never 100 % before it is final', () => {
    expect(progressText(0.426)).toBe('42 %');
    expect(progressText(0.999)).toBe('99 %');
  });

  it('is one point’s figure once that point is in', () => {
    const figure = (r: { u: number }) => ({ value: r.u, interval: null });
    expect(pointHeadline(1, [], figure)).toBe(NO_HEADLINE);
    expect(pointHeadline(1, [undefined, { u: 0.5 }], figure)).toEqual({
      figure: { value: 0.5, interval: null },
      final: true,
      progress: 1,
    });
  });
});

describe('speed= in a link', () => {
  it('takes one of the run bar’s speeds, as a number, a fraction or max', () => {
    const speed = (q: string) => decodeQuery(AIMD_SCHEMA, q);
    expect(speed('lab=aimd&speed=4').scenario.speed).toBe(4);
    expect(speed('lab=aimd&speed=1/16').scenario.speed).toBe(0.0625);
    expect(speed('lab=aimd&speed=max').scenario.speed).toBe('max');
    expect(encodeQuery(AIMD_SCHEMA, { ...AIMD_DEFAULTS, speed: 0.25 })).toBe('lab=aimd&speed=0.25');
    expect(encodeQuery(AIMD_SCHEMA, AIMD_DEFAULTS)).toBe('lab=aimd'); // the default is omitted
  });

  it('names a bad value, what it accepts and what it used instead', () => {
    const { scenario, problems } = decodeQuery(AIMD_SCHEMA, 'lab=aimd&speed=3');
    expect(scenario.speed).toBe(1);
    expect(problems).toEqual([
      {
        param: 'speed',
        reason: '"3" is not one of 0.0625, 0.125, 0.25, 0.5, 1, 2, 4, 8, 16, 64, 256, max',
        used: 'the default 1',
      },
    ]);
  });

  it('is not part of what runs: the run’s key and the reports leave it out, files keep it', () => {
    const fast = { ...AIMD_DEFAULTS, n: 5, speed: 'max' as const };
    expect(runQuery(AIMD_SCHEMA, fast)).toBe('lab=aimd&n=5');
    expect(encodeJson(runSchema(AIMD_SCHEMA), fast)).not.toHaveProperty('speed');
    expect(encodeJson(AIMD_SCHEMA, fast)).toHaveProperty('speed', 'max');
    expect(runSchema(AIMD_SCHEMA)).toBe(runSchema(AIMD_SCHEMA)); // made once per schema
  });
});
