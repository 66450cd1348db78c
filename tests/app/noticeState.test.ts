import { describe, expect, it } from 'vitest';
import {
  afterReport,
  atAddress,
  NOTHING_REPORTED,
  shownNotices,
  type Reported,
} from '../../src/app/noticeState';
import type { Problem } from '../../src/scenario/problems';

const error = (param: string, reason = 'bad'): Problem => ({ param, reason, used: 'the default' });
const note = (param: string): Problem => ({ ...error(param, 'adapted'), note: true });
const none = { link: null, notes: null };

/** An edit as the shell sees it: the report, then the render at the address the edit gave. */
const edit = (r: Reported, problems: Problem[], source: string, search: string, id = 1) =>
  atAddress(afterReport(r, problems, source, id), search);

const shown = (r: Reported, search: string, link: Problem[] = []) =>
  shownNotices(r, link, none, search).map((n) => [
    n.kind,
    n.source,
    n.problems.map((p) => p.param),
  ]);

describe('the shell notices describe the values in force', () => {
  it('a corrected value leaves no banner behind (Illinois: alpha_min = 20, then 0.3)', () => {
    // the rule reset alpha_min: the address did not change
    const bad = edit(
      NOTHING_REPORTED,
      [error('amin', 'must be <= amax (5), got 20')],
      'the amin field',
      '?a',
    );
    expect(shown(bad, '?a')).toEqual([['error', 'the amin field', ['amin']]]);
    const fixed = edit(bad, [], 'the amin field', '?b');
    expect(shown(fixed, '?b')).toEqual([]);
  });

  it("an action's errors stay with the address it gave, and go when the address changes otherwise", () => {
    const r = edit(NOTHING_REPORTED, [error('beta')], 'the beta field', '?a');
    expect(shown(atAddress(r, '?a'), '?a')).toHaveLength(1);
    // a preset, the back button: another address, no report
    expect(shown(atAddress(r, '?preset'), '?preset')).toEqual([]);
  });

  it('a new action replaces the errors of the last one, whatever its source', () => {
    const first = edit(NOTHING_REPORTED, [error('n')], 'the n field', '?a', 1);
    const second = edit(first, [error('beta')], 'the beta field', '?b', 2);
    expect(shown(second, '?b')).toEqual([['error', 'the beta field', ['beta']]]);
  });

  it('reports of one action add up, one notice per source', () => {
    const pending = afterReport(
      afterReport(NOTHING_REPORTED, [error('n')], 'a.json', 1),
      [error('x')],
      'b.json',
      2,
    );
    expect(shown(atAddress(pending, '?a'), '?a').map((n) => n[1])).toEqual(['a.json', 'b.json']);
  });

  it("notes are the link's, shown apart: an action's report keeps only its errors", () => {
    const r = edit(NOTHING_REPORTED, [note('warmup'), error('t')], 'the t field', '?t=5');
    expect(shown(r, '?t=5', [note('warmup')])).toEqual([
      ['note', 'the link', ['warmup']],
      ['error', 'the t field', ['t']],
    ]);
    // dismissed for this address only
    const dismissed = { link: null, notes: '?t=5' };
    expect(shownNotices(NOTHING_REPORTED, [note('warmup')], dismissed, '?t=5')).toEqual([]);
    expect(shownNotices(NOTHING_REPORTED, [note('warmup')], dismissed, '?t=4')).toHaveLength(1);
  });
});
