import { describe, expect, it } from 'vitest';
import { theorem1 } from '../../../src/engines/aimd/theory';
import { AIMD_HEADLINE } from '../../../src/labs/aimd/headline';
import type { AimdScenario } from '../../../src/labs/families/aimd/scenario';
import { defaultDrawnFlows, defaultSpeed } from '../../../src/labs/families/aimd/worker/defaults';
import { AimdRunner } from '../../../src/labs/families/aimd/worker/runner';
import { headlineText } from '../../../src/labs/kit/headline';
import { finalHeadline, likeTheCli, linkScenario, stepClock } from '../headlineChecks';

/** The lab's live run for a link, with its headline, at the link's own speed. */
function runner(s: AimdScenario, clock = () => performance.now()): AimdRunner {
  const speed = s.speed === 'max' ? ('max' as const) : s.speed * defaultSpeed(s);
  const options = { speed, drawnFlows: defaultDrawnFlows(s.n), headline: true };
  return new AimdRunner(1, s, options, clock);
}

describe('the Loss-policies lab’s headline', () => {
  likeTheCli(
    'is in the worker',
    [
      'lab=aimd&events=20000',
      'lab=aimd&n=2&policy=beatdown&events=3000&warmup=50&speed=max',
      'lab=aimd&n=7&beta=0.3&policy=largest-rate&seed=5&events=30000&warmup=1000&speed=0.25',
      'lab=aimd&n=4&policy=independent&p=0.3&events=5000&speed=64',
    ],
    (query) => finalHeadline(runner(linkScenario(query))),
  );

  it('comes before the animation: worked out beside a run paced at x1/16', () => {
    const s = linkScenario<AimdScenario>('lab=aimd&n=3&events=50000&speed=0.0625');
    const clock = stepClock();
    const r = runner(s, clock);
    const h = finalHeadline(r, clock);
    expect(r.sim.eventsDone).toBeLessThan(100); // the animation has barely begun
    // Theorem 1 for N = 3, beta = 1/2: 1 - 1/(1 + 3N) = 0.9, inside the run's 95 % interval
    const [lo, hi] = h.figure!.interval!;
    expect(lo).toBeLessThanOrEqual(theorem1(3, 0.5));
    expect(hi).toBeGreaterThanOrEqual(theorem1(3, 0.5));
    expect(headlineText(h.figure!, (v) => AIMD_HEADLINE.format(v, s))).toMatch(
      /^0\.9000\d \[0\.\d{5}, 0\.\d{5}\]$/,
    );
  });

  it('has no figure during the warm-up, then the run so far, then the whole run’s', () => {
    const s = linkScenario<AimdScenario>('lab=aimd&events=2000000&warmup=150000');
    const clock = stepClock();
    const r = runner(s, clock);
    const h = r.headline!;
    expect(h.current()).toMatchObject({ figure: null, final: false, progress: 0 });
    while (h.current().figure === null) h.advance(clock() + 2);
    const early = h.current();
    expect(early.final).toBe(false);
    expect(early.progress).toBeGreaterThan(0.075); // past the warm-up
    expect(early.progress).toBeLessThan(1);
    expect(early.figure!.value).toBeGreaterThan(0.5);
    expect(finalHeadline(r).progress).toBe(1);
  });
});
