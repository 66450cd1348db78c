import { describe, expect, it } from 'vitest';
import { find } from '../../../src/labs/illinois/experiments/analysis';
import { packetsPerSecond } from '../../../src/labs/illinois/experiments/job';
import { renoSawtooth } from '../../../src/engines/models/reno/sawtooth';
import { runView } from './packetRuns';

const BUFFERS = [10, 20, 30, 40, 50];
const PPS = packetsPerSecond(10); // Fig. 10: 10 Mbit/s in 1040-byte packets, 1201.9 packets/s

/** The engine's Reno against Reno's fluid sawtooth (its closed forms: tests/engines/models/reno). */
describe('one flow alone on Fig. 10’s link (10 Mbit/s, 60 ms) against independent results', () => {
  it(
    "Reno's average window follows the sawtooth within 1.5 %; its utilization within 2 points",
    { timeout: 60_000 },
    () => {
      const { results } = runView('view=buffers&cc=reno&reps=1');
      for (const b of BUFFERS) {
        const r = find(results, 'reno', b)!;
        const m = renoSawtooth(PPS, 0.06, b);
        expect(Math.abs(r.flow[0].cwnd.mean / m.cwnd - 1), `B = ${b}`).toBeLessThan(0.015);
        expect(Math.abs(r.utilization.mean - m.utilization), `B = ${b}`).toBeLessThan(0.02);
      }
    },
  );

  it(
    'Illinois with α_min = α_max = 1 and β_min = β_max = ½ is Reno: the same windows',
    { timeout: 60_000 },
    () => {
      const { results } = runView(
        'view=buffers&cc=illinois,reno&buffers=20,50&reps=1&amin=1&amax=1&bmin=0.5&bmax=0.5',
      );
      // the engine's Illinois then makes exactly Reno's moves (the same seed, the same run)
      for (const b of [20, 50]) {
        const ill = find(results, 'illinois', b)!;
        const reno = find(results, 'reno', b)!;
        expect(ill.flow[0].cwnd.mean, `B = ${b}`).toBeCloseTo(reno.flow[0].cwnd.mean, 9);
        expect(ill.utilization.mean, `B = ${b}`).toBeCloseTo(reno.utilization.mean, 9);
      }
    },
  );
});
