import { describe, expect, it } from 'vitest';
import { readLab, readShellFlags, withShellFlags } from '../../src/app/urlState';
import { decodeQuery, encodeQuery } from '../../src/scenario/codec';
import { AIMD_SCHEMA } from '../../src/labs/families/aimd/scenario';
import { BUILTIN_LECTURES } from '../../src/app/lecture/builtins';
import type { ShellFlags } from '../../src/app/urlState';

const OFF: ShellFlags = { embed: false, present: false, theme: null, lecture: null, scene: null };

describe('the URL carries the scenario and the shell flags side by side', () => {
  it('reads the display flags; anything but 0/false turns a flag on', () => {
    expect(readShellFlags('?lab=aimd&embed=1&present=true&theme=dark')).toEqual({
      embed: true,
      present: true,
      theme: 'dark',
      lecture: null,
      scene: null,
    });
    expect(readShellFlags('?embed=0&present=false&theme=purple')).toEqual({
      embed: false,
      present: false,
      theme: null,
      lecture: null,
      scene: null,
    });
    expect(readShellFlags('')).toEqual({
      embed: false,
      present: false,
      theme: null,
      lecture: null,
      scene: null,
    });
  });
  it('reads the lab, or null', () => {
    expect(readLab('?n=3&lab=aimd')).toBe('aimd');
    expect(readLab('?n=3')).toBeNull();
  });
  it('appends only the flags that are on, after the scenario', () => {
    expect(withShellFlags('lab=aimd&n=4', { ...OFF, embed: true })).toBe('lab=aimd&n=4&embed=1');
    expect(withShellFlags('lab=aimd', { ...OFF, present: true, theme: 'light' })).toBe(
      'lab=aimd&present=1&theme=light',
    );
  });
  it('the flags never change the scenario and raise no problem', () => {
    const plain = decodeQuery(AIMD_SCHEMA, 'lab=aimd&n=4&policy=largest-rate');
    const flagged = decodeQuery(
      AIMD_SCHEMA,
      withShellFlags('lab=aimd&n=4&policy=largest-rate', {
        embed: true,
        present: true,
        theme: 'dark',
        lecture: BUILTIN_LECTURES[0].lecture,
        scene: 2,
      }),
    );
    expect(flagged).toEqual(plain);
    expect(encodeQuery(AIMD_SCHEMA, flagged.scenario)).toBe('lab=aimd&n=4&policy=largest-rate');
  });
  it('carries a lecture and its scene after the display flags, a ready-made one by its id', () => {
    const lecture = BUILTIN_LECTURES[0].lecture;
    const query = withShellFlags('lab=aimd', { ...OFF, present: true, lecture, scene: 3 });
    expect(query).toBe(`lab=aimd&present=1&lecture=${BUILTIN_LECTURES[0].id}&scene=3`);
    expect(readShellFlags(query)).toEqual({ ...OFF, present: true, lecture, scene: 3 });
  });
});
