import { describe, expect, it } from 'vitest';
import { friendlySummary } from '../../../src/labs/illinois/experiments/analysis';
import { friendlyView } from '../../../src/labs/illinois/packet/friendlyView';
import { runView } from './packetRuns';

// Fig. 11 (one flow against one Reno flow: HS-TCP takes the most, Illinois and CUBIC 84-90 %) is
// the "fig11" try-this link's claim, checked in tests/labs/illinois/tryThis.test.ts.

describe('Sec. 6.2: Vegas beside Reno', () => {
  it('Vegas gets a small share: it backs off on the queue Reno builds', { timeout: 60_000 }, () => {
    // the queue Reno fills (B = 100 packets: 8 ms) is far above Vegas's γ packets (γ/C < 1 ms)
    const run = flat(runView('view=friendly&nmix=1&cc=vegas&gamma=2&reps=1&t=200&twarm=50'));
    const [vegas] = friendlySummary(...run);
    expect(vegas.share.mean).toBeLessThan(0.35);
    // "Here Vegas takes the most": the only algorithm of these runs, with its own share
    expect(friendlyView(...run).most).toEqual({ algorithm: 'vegas:2', share: vegas.share.mean });
  });
});

const flat = (r: ReturnType<typeof runView>) => [r.job, r.results] as const;
