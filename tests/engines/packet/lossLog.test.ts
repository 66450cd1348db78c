import { describe, expect, it } from 'vitest';
import { WindowState } from '../../../src/engines/packet/cc/congestionControl';
import { CC_MODULES } from '../../../src/engines/packet/cc/registry';
import { Clock } from '../../../src/engines/packet/clock';
import { LossLog } from '../../../src/engines/packet/measure/lossLog';
import { twoSubflows } from './twoSubflows';

/**
 * D_s of paper 002's eq. (11) as LossLog measures it, by hand on twoSubflows()'s source
 * (x₁ = 100, x₂ = 150 packets/s), each subflow running `reno` (a reduction halves the one window).
 */
describe('LossLog: the relative drop of the source rate per reduction', () => {
  it('a halving of subflow 1 drops Σ w/τ from 250 to 200: D = 0.2; of subflow 2 to 175: D = 0.3', () => {
    const log = new LossLog(2, 0);
    const reno = log.wrap(CC_MODULES).reno;
    const g = twoSubflows();
    const cc = g.map((w) => reno({ name: 'reno' }, w));
    cc[0].onLoss(g[0], g[0].cwnd);
    expect(g[0].cwnd).toBe(5); // the module inside still acts
    expect(log.sourceD([0])).toEqual({ D: 50 / 250, losses: 1, timeouts: 0 });
    cc[1].onLoss(g[1], g[1].cwnd); // from 50 + 150 = 200 to 50 + 75 = 125
    const d = log.sourceD([0, 1]);
    expect(d.losses).toBe(2);
    expect(d.D).toBeCloseTo((50 / 250 + 75 / 200) / 2, 15);
  });

  it('a single-path flow halved is D = 1/2 (NewReno), a timeout is counted apart', () => {
    const log = new LossLog(1, 0);
    const w = new WindowState(0, 20000, new Clock());
    w.cwnd = 24;
    w.ssthresh = 2;
    w.rttSmoothed = 0.05;
    w.group = [w];
    const cc = log.wrap(CC_MODULES).reno({ name: 'reno' }, w);
    cc.onLoss(w, w.cwnd);
    cc.onTimeout(w, w.cwnd);
    expect(log.sourceD([0])).toEqual({ D: 0.5, losses: 1, timeouts: 1 });
  });

  it('counts nothing before the warm-up, nor a reduction before the first RTT sample', () => {
    const clock = new Clock(); // now = 0.5
    const early = new LossLog(2, 1);
    const g = twoSubflows(clock);
    const cc = g.map((w) => early.wrap(CC_MODULES).reno({ name: 'reno' }, w));
    cc[0].onLoss(g[0], g[0].cwnd);
    cc[0].onTimeout(g[0], g[0].cwnd);
    expect(early.sourceD([0, 1])).toEqual({ D: NaN, losses: 0, timeouts: 0 });
    const log = new LossLog(2, 0);
    const h = twoSubflows();
    h[0].rttSmoothed = NaN;
    log.wrap(CC_MODULES).reno({ name: 'reno' }, h[0]).onLoss(h[0], h[0].cwnd);
    expect(log.sourceD([0]).losses).toBe(0);
  });
});
