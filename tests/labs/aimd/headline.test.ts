import { describe, expect, it } from 'vitest';
import { theorem1 } from '../../../src/engines/aimd/theory';
import { AIMD_HEADLINE } from '../../../src/labs/aimd/headline';
import type { AimdScenario } from '../../../src/labs/families/aimd/scenario';
import { defaultDrawnFlows, defaultSpeed } from '../../../src/labs/families/aimd/worker/defaults';
import { AimdRunner } from '../../../src/labs/families/aimd/worker/runner';
import { headlineText } from '../../../src/labs/kit/headline';
import { expectSameAsCli, finalHeadline, linkScenario } from '../headlineChecks';

/** The lab's live run for a link, with its headline, at the link's own speed. */
function runner(s: AimdScenario): AimdRunner {
  const speed = s.speed === 'max' ? ('max' as const) : s.speed * defaultSpeed(s);
  const options = { speed, drawnFlows: defaultDrawnFlows(s.n), headline: true };
  return new AimdRunner(1, s, options, () => performance.now());
}

describe('the Loss-policies lab’s headline', () => {
  for (const query of [
    'lab=aimd&events=20000',
    'lab=aimd&n=2&policy=beatdown&events=3000&warmup=50&speed=max',
    'lab=aimd&n=7&beta=0.3&policy=largest-rate&seed=5&events=30000&warmup=1000&speed=0.25',
    'lab=aimd&n=4&policy=independent&p=0.3&events=5000&speed=64',
  ])
    it(`is in the worker what npm run sim prints: ${query}`, async () => {
      await expectSameAsCli(query, finalHeadline(runner(linkScenario(query))));
    });

  it('comes before the animation: worked out beside a run paced at x1/16', () => {
    const s = linkScenario<AimdScenario>('lab=aimd&n=3&events=50000&speed=0.0625');
    const r = runner(s);
    const h = finalHeadline(r);
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
    const s = linkScenario<AimdScenario>('lab=aimd&events=200000&warmup=150000');
    const r = runner(s);
    expect(r.headline!.current()).toMatchObject({ figure: null, final: false });
    while (r.headline!.current().figure === null) r.headline!.advance(performance.now() + 1);
    const early = r.headline!.current();
    expect(early.final).toBe(false);
    expect(early.progress).toBeGreaterThan(0.75);
    expect(early.figure!.value).toBeGreaterThan(0.5);
    expect(finalHeadline(r).progress).toBe(1);
  });
});
