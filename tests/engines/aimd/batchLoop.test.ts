import { describe, expect, it } from 'vitest';
import type { AimdParams, PolicyName } from '../../../src/engines/aimd/params';
import { AimdSimulation } from '../../../src/engines/aimd/simulation';
import { identical } from './helpers';

/**
 * The policies' batch loops (rate-proportional, largest-rate: LossPolicy.runEvents) must give the
 * same bits as sim.step(), event by event, through epoch moves (every max(4096, 4N) events), the
 * end of the warm-up and recording switched on and off: step() is the reference path.
 */
function stepped(p: AimdParams): AimdSimulation {
  const sim = new AimdSimulation(p);
  while (!sim.done) sim.step();
  return sim;
}

function fingerprint(sim: AimdSimulation): unknown {
  return {
    summary: JSON.parse(JSON.stringify(sim.summary())),
    rates: Array.from(sim.rates()),
    time: sim.time,
    after: sim.aggregateAfter,
    events: sim.eventsDone,
  };
}

/** Per-flow decrease factors, slopes in `classes` distinct values (0: all distinct), start rates. */
function mixed(n: number, policy: PolicyName, classes: number, over: Partial<AimdParams> = {}) {
  const eta = Float64Array.from({ length: n }, (_, i) =>
    classes === 0 ? 0.5 + ((i * 1.3) % 2.1) : 1 + (i % classes) * 0.37,
  );
  return identical(n, policy, 0.5, {
    beta: Float64Array.from({ length: n }, (_, i) => 0.3 + ((i * 0.37) % 0.6)),
    eta,
    x0: Float64Array.from({ length: n }, (_, i) => (0.5 * ((i * 7) % 5)) / (5 * n)),
    c: 2.5,
    events: 12_000,
    warmup: 700,
    ...over,
  });
}

const cases: [string, AimdParams][] = [];
for (const policy of ['rate-proportional', 'largest-rate'] as PolicyName[]) {
  for (const n of [1, 3, 10, 64, 1500]) {
    cases.push([`${policy}, ${n} identical flows`, identical(n, policy, 0.5, { events: 12_000 })]);
  }
  for (const [n, classes] of [
    [9, 2],
    [40, 7],
    [33, 0],
  ]) {
    cases.push([
      `${policy}, ${n} flows, ${classes || 'all distinct'} eta classes`,
      mixed(n, policy, classes),
    ]);
  }
  cases.push([`${policy}, warm-up past an epoch move`, mixed(12, policy, 3, { warmup: 5000 })]);
  cases.push([`${policy}, no warm-up`, mixed(12, policy, 3, { warmup: 0 })]);
}

describe('the batch loops give the same bits as step()', () => {
  for (const [name, p] of cases) {
    it(`${name}: run()`, () => {
      const batched = new AimdSimulation(p);
      batched.run(Infinity);
      expect(fingerprint(batched)).toEqual(fingerprint(stepped(p)));
    });
  }

  it('run() in uneven chunks, with the path recorded now and then', () => {
    for (const policy of ['rate-proportional', 'largest-rate'] as PolicyName[]) {
      const p = mixed(20, policy, 4);
      const sim = new AimdSimulation(p);
      for (let k = 0; !sim.done; k++) {
        sim.recording = k % 3 === 0;
        sim.run(1 + ((k * 977) % 2500));
        if (k % 5 === 0 && !sim.done) sim.step();
      }
      expect(fingerprint(sim)).toEqual(fingerprint(stepped(p)));
    }
  });
});
