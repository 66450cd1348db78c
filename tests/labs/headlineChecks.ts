import { expect, it } from 'vitest';
import { labById } from '../../src/labs/registry';
import { decodeInput } from '../../src/scenario/codec';
import type { HeadlineFigure, HeadlineSource, HeadlineState } from '../../src/worker/headline';
import { simInProcess } from '../cli/simCommand';

/**
 * "Same URL, same numbers" for the headline: what `npm run sim -- "<query>"` prints, read by the
 * lab's own LabHeadline.fromReport, is the figure the page's worker (or page) works out.
 */

/** The link's scenario as the page decodes it (a link with a problem is a mistake in the test). */
export function linkScenario<S>(query: string): S {
  const lab = labById(new URLSearchParams(query).get('lab') ?? 'aimd')!;
  const decoded = decodeInput(lab.schema, query);
  expect(decoded.problems).toEqual([]);
  return decoded.scenario as S;
}

/** The headline the command line's report of `query` holds (sweeps in this thread). */
export async function cliHeadline(query: string): Promise<HeadlineFigure | null> {
  const lab = labById(new URLSearchParams(query).get('lab') ?? 'aimd')!;
  const out = await simInProcess(query, '--workers', '1');
  expect(out.stderr).toBe('');
  expect(out.code).toBe(0);
  return lab.headline.fromReport(JSON.parse(out.stdout), linkScenario(query));
}

/** A live runner with its headline, as the live API drives them (see createLiveApi). */
interface WithHeadline {
  readonly frameMs: number;
  readonly headline?: HeadlineSource;
  tick(now: number): unknown;
}

/**
 * Drives a runner as the live API does, without waiting: a tick of the animation, then the
 * headline's share of the frame, until the headline is final. `clock` is the runner's: the real
 * one, or a counting one (stepClock) for a test that compares the two runs' progress.
 */
export function finalHeadline(
  runner: WithHeadline,
  clock: () => number = () => performance.now(),
): HeadlineState {
  const h = runner.headline;
  if (!h) throw new Error('the runner was built without its headline');
  for (let k = 0; k < 1e6 && !h.final; k++) {
    const now = clock();
    runner.tick(now);
    h.advance(now + 0.85 * runner.frameMs);
  }
  const state = h.current();
  expect(state.final).toBe(true);
  return state;
}

/** A wall clock that moves `ms` at each reading: work costs time, the same on every machine. */
export function stepClock(ms = 1): () => number {
  let t = 0;
  return () => (t += ms);
}

/** A final page-side state against the report's figure: the same numbers, exactly. */
export async function expectSameAsCli(query: string, page: HeadlineState): Promise<void> {
  expect(page.final, query).toBe(true);
  expect(page.figure, query).not.toBeNull();
  expect(page.figure, query).toEqual(await cliHeadline(query));
}

/**
 * One test per link: the page's (or its worker's) final headline for it, `page(query)`, is the
 * figure `npm run sim` prints for the same link.
 */
export function likeTheCli(
  what: string,
  queries: readonly string[],
  page: (query: string) => HeadlineState,
): void {
  for (const query of queries)
    it(`${what}, as npm run sim prints it: ${query}`, () => expectSameAsCli(query, page(query)));
}
