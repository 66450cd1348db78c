import { describe, expect, it } from 'vitest';
import type { Compared, TwinDifference } from '../../../src/labs/trace/twin/difference';
import { differenceCsv, differenceRows } from '../../../src/labs/trace/twin/rows';

const c = (measured: number | null, twin: number | null): Compared => {
  const difference = measured !== null && twin !== null ? twin - measured : null;
  return {
    measured,
    twin,
    difference,
    relative: difference !== null && measured ? difference / measured : null,
  };
};

// a set of two connections: 9 -> 8.1 Mbit/s (-10 %), flight 20 -> 25 (+25 %), RTT 30 -> 30,
// no loss rate on the twin's side, loss events 3 -> 6 per s (+100 %), utilization 0.9 -> 0.81
const diff: TwinDifference = {
  cwndIs: 'flight',
  set: {
    throughputMbps: c(9, 8.1),
    meanCwnd: c(20, 25),
    meanRttMs: c(30, 30),
    lossRate: c(0.01, null),
    lossEventsPerSecond: c(3, 6),
    utilization: c(0.9, 0.81),
  },
  connections: [7, 9].map((index) => ({
    index,
    src: `10.0.0.1:${index}`,
    dst: '10.0.0.2:5201',
    throughputMbps: c(4.5, 4.05),
    meanCwnd: c(10, 12.5),
    meanRttMs: c(30, 30),
    lossRate: c(0.01, 0.02),
    lossEventsPerSecond: c(1.5, 3),
    series: { from: 0, to: 1, points: 10, cwndRms: 2, rttRmsMs: 1.5 },
  })),
};

describe('the twin against the measurement, as the page writes it', () => {
  it('the set’s rows, then each shown connection’s, numbered as the page numbers them', () => {
    // three significant digits, trailing zeros dropped (format/numbers sig)
    const rows = differenceRows(diff, [{ k: 2, index: 9 }]);
    expect(rows.map((r) => [r.who, r.quantity, r.measured, r.twin, r.relative])).toEqual([
      ['all', 'throughput (Mbit/s)', '9', '8.1', '−10.0 %'],
      ['all', 'mean flight (packets)', '20', '25', '+25.0 %'],
      ['all', 'mean RTT (ms)', '30', '30', '+0.0 %'],
      ['all', 'loss events per packet', '0.01', '—', '—'],
      ['all', 'loss events per second', '3', '6', '+100.0 %'],
      ['all', 'utilization', '0.9', '0.81', '−10.0 %'],
      ['2', 'throughput (Mbit/s)', '4.5', '4.05', '−10.0 %'],
      ['2', 'mean flight (packets)', '10', '12.5', '+25.0 %'],
      ['2', 'mean RTT (ms)', '30', '30', '+0.0 %'],
      ['2', 'loss events per packet', '0.01', '0.02', '+100.0 %'],
      ['2', 'loss events per second', '1.5', '3', '+100.0 %'],
    ]);
  });

  it('a log’s window is its cwnd; the CSV holds every number unrounded, with the RMS', () => {
    const rows = differenceRows({ ...diff, cwndIs: 'cwnd' }, []);
    expect(rows[1].quantity).toBe('mean cwnd (packets)');
    const csv = differenceCsv(diff, [{ k: 1, index: 7 }])
      .trim()
      .split('\n');
    expect(csv[0]).toBe('connection,quantity,measured,twin,twin_minus_measured,relative');
    expect(csv).toContain(`all,throughputMbps,9,8.1,${8.1 - 9},${(8.1 - 9) / 9}`);
    expect(csv).toContain('all,lossRate,0.01,,,');
    expect(csv).toContain('1,cwnd_rms,,,2,');
    expect(csv).toContain('1,rtt_rms_ms,,,1.5,');
    expect(csv).toHaveLength(1 + 6 + 7);
  });
});
