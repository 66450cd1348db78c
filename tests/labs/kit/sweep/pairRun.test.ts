import '../../families/aimd/sweepLabs';
import { describe, expect, it } from 'vitest';
import { pairYDomain } from '../../../../src/labs/sockets/socketsData';
import { describeSweep } from '../../../../src/labs/families/aimd/sweepUi/policies';
import { pairProgress, pairStatus, unionDomain } from '../../../../src/labs/kit/sweep/pairRun';
import { decodeSweep, enumeratePoints, runPoint } from '../../../../src/labs/families/aimd/sweep';

const progress = (done: number, total: number, elapsedMs: number, etaMs: number | null) => ({
  done,
  failed: 0,
  total,
  elapsedMs,
  etaMs,
});

describe('compare mode: two sweeps behind one bar', () => {
  it('runs while either runs, is done when both are, cancelled when one was', () => {
    expect(pairStatus('running', 'done')).toBe('running');
    expect(pairStatus('done', 'running')).toBe('running');
    expect(pairStatus('done', 'done')).toBe('done');
    expect(pairStatus('cancelled', 'done')).toBe('cancelled');
    expect(pairStatus('idle', 'done')).toBe('idle');
  });

  it('counts the points of both; the time left is the longer one, 0 for a finished sweep', () => {
    const p = pairProgress(progress(3, 10, 1000, 2000), progress(5, 5, 800, null));
    expect(p).toEqual({ done: 8, failed: 0, total: 15, elapsedMs: 1000, etaMs: 2000 });
    expect(pairProgress(progress(1, 10, 10, null), progress(1, 4, 10, 50)).etaMs).toBeNull();
  });

  it('one y range covers both sides', () => {
    expect(unionDomain([0.7, 1], [0.85, 1.05])).toEqual([0.7, 1.05]);
    expect(unionDomain(null, [0.5, 1])).toEqual([0.5, 1]);
    expect(unionDomain(null, null)).toBeNull();
  });

  it('Lab 2: the shared y range holds both sweeps, only when their x axes agree', () => {
    const run = (q: string) => {
      const s = decodeSweep(q).scenario;
      return { s, r: enumeratePoints(s).map((p) => runPoint(s, p)) };
    };
    const a = run('lab=sockets&beta=0.3&sweep=n:1..3&reps=1&events=2000');
    const b = run('lab=sockets&beta=0.8&sweep=n:1..3&reps=1&events=2000');
    const y = pairYDomain(a.s, a.r, b.s, b.r)!;
    // synchronized at beta = 0.3 gives (1 + 0.3)/2 = 0.65, one-flow policies at 0.8 reach ~0.96
    expect(y[0]).toBeLessThanOrEqual(0.65);
    expect(y[1]).toBeGreaterThanOrEqual(0.96);
    const c = run('lab=sockets&sweep=beta:0.3,0.8&reps=1&events=2000');
    expect(pairYDomain(a.s, a.r, c.s, c.r)).toBeNull();
  });

  it('describes a side in one line', () => {
    const s = decodeSweep('lab=sockets&beta=0.8&sweep=n:1..5&reps=1').scenario;
    expect(describeSweep(s)).toBe('n:1..5 · β = 0.8 · rate-proportional, synchronized · 1 rep');
    const t = decodeSweep('lab=insensitivity&n=10').scenario;
    expect(describeSweep(t)).toBe(
      'sigma:0.05..0.95/19 · N = 10 · β = 0.5 · rate-independent · 5 reps',
    );
  });
});
