import { describe, expect, it } from 'vitest';
import {
  initialRunState,
  runReducer,
  shownState,
  toggleAction,
  type RunEvent,
  type RunState,
} from '../../../../src/labs/kit/live/runState';

type Step = { event: number };
const play = (events: RunEvent<Step>[], from: RunState<Step> = initialRunState<Step>()) =>
  events.reduce(runReducer<Step>, from);
const frames = (key: string, status: 'running' | 'paused' | 'done', now = 0, statsMs = 0) =>
  ({ type: 'frames', key, status, now, statsMs }) as const;

describe('a live run’s state in the page', () => {
  it('starts, takes batches of frames (one version each), and ends', () => {
    const s = play([
      { type: 'start', key: 'q#0' },
      frames('q#0', 'running'),
      frames('q#0', 'done'),
    ]);
    expect(s).toMatchObject({ key: 'q#0', status: 'done', error: null, version: 2 });
  });

  it('ignores news of a replaced run: frames, errors and step answers', () => {
    const s = play([
      { type: 'start', key: 'q#0' },
      frames('q#0', 'running'),
      { type: 'start', key: 'q#1' },
      frames('q#0', 'done'),
      { type: 'error', key: 'q#0', message: 'late' },
      { type: 'step', key: 'q#0', info: { event: 3 } },
    ]);
    expect(s).toMatchObject({ key: 'q#1', status: 'starting', error: null, lastStep: null });
    expect(s.version).toBe(1);
  });

  it('keeps a failure shown even if frames sent before it arrive after it', () => {
    const s = play([
      { type: 'start', key: 'k' },
      { type: 'error', key: 'k', message: 'the worker crashed' },
      frames('k', 'running'),
    ]);
    expect(s).toMatchObject({ status: 'error', error: 'the worker crashed' });
  });

  it('keeps the last step until the run goes on; a resume shows running at once', () => {
    const stepped = play([
      { type: 'start', key: 'k' },
      frames('k', 'paused'),
      { type: 'step', key: 'k', info: { event: 7 } },
    ]);
    expect(stepped.lastStep).toEqual({ event: 7 });
    const resumed = play([{ type: 'resume', key: 'k' }], stepped);
    expect(resumed).toMatchObject({ status: 'running', lastStep: null });
    const restarted = play([{ type: 'start', key: 'k2' }], stepped);
    expect(restarted.lastStep).toBeNull();
  });

  it('bumps statsVersion at most every statsMs while running, and at every other batch', () => {
    const s0 = play([{ type: 'start', key: 'k' }]);
    const at = (ms: number, status: 'running' | 'paused' = 'running') =>
      frames('k', status, ms, 250);
    const s = play([at(1000), at(1100), at(1200), at(1250), at(1300), at(1310, 'paused')], s0);
    expect(s.version).toBe(6);
    expect(s.statsVersion).toBe(3); // at 1000, 1250, and the paused batch
    expect(play([at(5), at(6)], s0).statsVersion).toBe(1);
    expect(play([frames('k', 'running'), frames('k', 'running')], s0).statsVersion).toBe(2);
  });

  it('shows a run that has not started yet as starting, and no run as idle', () => {
    const s = play([{ type: 'start', key: 'q#0' }, frames('q#0', 'done')]);
    expect(shownState(s, 'q#0', true).status).toBe('done');
    expect(shownState(s, 'q#1', true)).toEqual({ status: 'starting', error: null, lastStep: null });
    expect(shownState(s, 'q#0', false).status).toBe('idle');
  });
});

describe('the play / pause button', () => {
  it.each([
    ['done', 'restart'],
    ['error', 'restart'],
    ['paused', 'resume'],
    ['running', 'pause'],
    ['starting', 'pause'],
    ['idle', null],
  ] as const)('%s: %s', (status, action) => {
    expect(toggleAction(status)).toBe(action);
  });
});
