import { describe, expect, it } from 'vitest';
import {
  initialWindow,
  multcpConfig,
  onAck,
  slowStartCatchUpRtts,
  slowStartRounds,
} from '../../../../src/engines/models/multcp';

describe('slow start, round by round', () => {
  it.each([1, 2, 2.5, 4, 10])(
    'N = %s: each round is its floor(cwnd) ACKs through the rules',
    (n) => {
      const cfg = multcpConfig({ n, initialWindow: 1 });
      let w = initialWindow(cfg);
      const rounds = slowStartRounds(n);
      for (const r of rounds) {
        expect(r.multcp).toBe(w.cwnd);
        const acks = Math.floor(w.cwnd);
        for (let a = 0; a < acks; a++) w = onAck(w, cfg);
      }
      rounds.forEach((r) => expect(r.tcps).toBe(n * 2 ** r.k));
    },
  );

  it('MulTCP(N) has 3^k below w_N and is within 10 % of the N TCPs once past k_N', () => {
    const n = 10;
    const kN = slowStartCatchUpRtts(n);
    const wN = 3 ** kN;
    for (const r of slowStartRounds(n)) {
      if (3 ** r.k < wN) expect(r.multcp).toBe(3 ** r.k);
      if (r.k > kN) expect(r.multcp / r.tcps).toBeGreaterThan(0.9);
    }
  });
});
