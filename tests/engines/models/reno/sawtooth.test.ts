import { describe, expect, it } from 'vitest';
import { renoSawtooth } from '../../../../src/engines/models/reno/sawtooth';

describe("Reno's fluid sawtooth", () => {
  it('has the closed forms of its two ends: no buffer, and a buffer of a BDP or more', () => {
    // B = 0: W goes from BDP/2 to BDP at one packet per T_p: mean 3/4 BDP, the link 3/4 used
    const none = renoSawtooth(1000, 0.1, 0);
    expect(none.cwnd).toBeCloseTo(75, 10);
    expect(none.utilization).toBeCloseTo(0.75, 12);
    expect(none.period).toBeCloseTo(0.1 * 50, 12);
    // B = BDP: the window never drops below the BDP, the link stays full; with dW/dt = C/W the
    // time-average is (2/3)(W₁³ − W₀³)/(W₁² − W₀²) from W₀ = BDP to W₁ = 2 BDP
    const full = renoSawtooth(1000, 0.1, 100);
    expect(full.utilization).toBeCloseTo(1, 12);
    expect(full.cwnd).toBeCloseTo(((2 / 3) * (200 ** 3 - 100 ** 3)) / (200 ** 2 - 100 ** 2), 10);
  });

  it('agrees with the sawtooth integrated step by step between the two ends (B = 30, BDP = 100)', () => {
    // dW/dt = 1/T_p below the BDP and C/W above, from W_max/2 to W_max = BDP + B, Euler steps
    const [pps, tp, buffer] = [1000, 0.1, 30];
    const bdp = pps * tp;
    const dt = 1e-5;
    let [w, t, area, sent] = [(bdp + buffer) / 2, 0, 0, 0];
    while (w < bdp + buffer) {
      const rtt = Math.max(tp, w / pps);
      area += w * dt;
      sent += (w / rtt) * dt;
      w += dt / rtt;
      t += dt;
    }
    const m = renoSawtooth(pps, tp, buffer);
    expect(m.wmax).toBe(130);
    expect(m.period).toBeCloseTo(t, 3);
    expect(m.cwnd).toBeCloseTo(area / t, 2);
    expect(m.utilization).toBeCloseTo(sent / (pps * t), 4);
  });
});
