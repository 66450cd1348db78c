import { describe, expect, it } from 'vitest';
import { readLab, readShellFlags, withShellFlags } from '../../src/app/urlState';
import { decodeQuery, encodeQuery } from '../../src/scenario/codec';
import { AIMD_SCHEMA } from '../../src/labs/families/aimd/scenario';

describe('the URL carries the scenario and the shell flags side by side', () => {
  it('reads the display flags; anything but 0/false turns a flag on', () => {
    expect(readShellFlags('?lab=aimd&embed=1&present=true&theme=dark')).toEqual({
      embed: true,
      present: true,
      theme: 'dark',
    });
    expect(readShellFlags('?embed=0&present=false&theme=purple')).toEqual({
      embed: false,
      present: false,
      theme: null,
    });
    expect(readShellFlags('')).toEqual({ embed: false, present: false, theme: null });
  });
  it('reads the lab, or null', () => {
    expect(readLab('?n=3&lab=aimd')).toBe('aimd');
    expect(readLab('?n=3')).toBeNull();
  });
  it('appends only the flags that are on, after the scenario', () => {
    expect(withShellFlags('lab=aimd&n=4', { embed: true, present: false, theme: null })).toBe(
      'lab=aimd&n=4&embed=1',
    );
    expect(withShellFlags('lab=aimd', { embed: false, present: true, theme: 'light' })).toBe(
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
      }),
    );
    expect(flagged).toEqual(plain);
    expect(encodeQuery(AIMD_SCHEMA, flagged.scenario)).toBe('lab=aimd&n=4&policy=largest-rate');
  });
});
