import { describe, expect, it } from 'vitest';
import { fluidHeadline } from '../../../src/labs/mptcp/headline';
import { playbackSpeed } from '../../../src/labs/mptcp/playback';
import type { MptcpScenario } from '../../../src/labs/mptcp/scenario';
import { PacketRunner } from '../../../src/labs/mptcp/worker/packetRunner';
import { MptcpRunner } from '../../../src/labs/mptcp/worker/runner';
import { finalHeadline, likeTheCli, linkScenario, stepClock } from '../headlineChecks';

const CUSTOM_TCP_ONLY = encodeURIComponent(
  JSON.stringify({ links: [[10, 10]], sources: [{ routes: [[1]] }, { routes: [[1]] }] }),
);

describe('the Multipath TCP lab’s headline, fluid model', () => {
  likeTheCli(
    'is the first frame’s equilibrium',
    [
      'lab=mptcp',
      'lab=mptcp&net=friendliness&alg=ewtcp&a=2&speed=instant',
      'lab=mptcp&net=responsiveness&alg=coupled&speed=slow',
      `lab=mptcp&net=custom&network=${CUSTOM_TCP_ONLY}`,
    ],
    (query) => {
      const s = linkScenario<MptcpScenario>(query);
      const r = new MptcpRunner(1, s, { speed: playbackSpeed(s.speed), compare: false }, () => 0);
      const first = r.tick(0)!;
      return fluidHeadline(first.analysis);
    },
  );

  it('is the equilibrium by hand on Fig. 1: the MP-TCP source gets what the TCP gets', () => {
    // Fig. 1: an MP-TCP source whose two routes cross one bottleneck, beside one TCP, equal
    // RTTs: Balia is TCP-friendly there (Sec. IV-A), so the two halve the 10 Mbit/s
    const s = linkScenario<MptcpScenario>('lab=mptcp&net=friendliness');
    const r = new MptcpRunner(1, s, { speed: 'max', compare: false }, () => 0);
    expect(fluidHeadline(r.tick(0)!.analysis).figure!.value).toBeCloseTo(5, 9);
  });
});

describe('the Multipath TCP lab’s headline, window level', () => {
  likeTheCli(
    'is worked out in the worker ahead of the playback',
    [
      'lab=mptcp&level=packet&t=20&warmup=5',
      'lab=mptcp&level=packet&net=friendliness&alg=olia&t=15&warmup=5&speed=fast',
    ],
    (query) => {
      const s = linkScenario<MptcpScenario>(query);
      const options = { speed: playbackSpeed(s.speed), drawn: [0], headline: true };
      const clock = stepClock();
      const r = new PacketRunner(1, s, options, clock);
      const h = finalHeadline(r, clock);
      expect(r.run.now).toBeLessThan(s.t ?? Infinity); // the playback has not got there
      return h;
    },
  );
});
