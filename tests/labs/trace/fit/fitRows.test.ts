import { describe, expect, it } from 'vitest';
import { kindRow, pathRows, spreadRows } from '../../../../src/labs/trace/fit/fitRows';
import { modelRows } from '../../../../src/labs/trace/fit/modelRows';
import {
  connectionReasons,
  pathReasons,
  reasonLine,
  topicsOf,
  withoutTopic,
} from '../../../../src/labs/trace/fit/reasons';
import { fitTrace } from '../../../../src/trace/fit';
import { measureTrace } from '../../../../src/trace/measure';
import { fabricatedFit, fabricatedMeasures } from './fabricated';

/** The values a list of rows shows, by key. */
const shown = (rows: readonly { key: string; value: string }[]) =>
  Object.fromEntries(rows.map((r) => [r.key, r.value]));

describe('the path rows', () => {
  it('show the fitted path with how each number was got (fabricated.ts works them out)', () => {
    const rows = pathRows(fabricatedFit(), fabricatedMeasures());
    expect(shown(rows)).toEqual({
      rate: '8.00 Mbit/s',
      wire: '8.40 Mbit/s',
      'base-rtt': '10 ms',
      rise: '20 ms',
      buffer: '20.0 packets',
      'buffer-bytes': '21000 B',
      aggregate: '6.00 Mbit/s',
      utilization: '75.0 %',
      n: '2',
    });
    const note = (k: string) => rows.find((r) => r.key === k)?.note;
    // 8 of 10 bins of 0.25 s
    expect(note('rate')).toContain('the 8 of 10 bins of 250 ms');
    // 1000-byte payloads in 1050-byte frames, 8e6 / 8 / 1000 = 1000 packets/s
    expect(note('wire')).toBe('1000-byte payloads in 1050-byte frames: 1000.0 packets/s');
    // the buffer is the rise times the rate: 20 ms x 1000 packets/s; 30 from the largest RTT
    expect(note('buffer')).toBe(
      'the rise times the rate: 20 ms × 1000.0 packets/s (from the largest sample: 30.0)',
    );
    expect(note('rise')).toContain('the 95th percentile of the RTT samples, 30 ms');
    expect(note('buffer-bytes')).toContain('20000 B of payload');
    expect(note('aggregate')).toContain('common 2.00 s');
    expect(note('n')).toBe('1 left out: 10.0.1.1:1000 → 10.0.2.1:5201 (tiny)');
    expect(rows.find((r) => r.key === 'buffer')?.raw).toBe(20);
  });

  it('a missing buffer: a dash and the fit’s reason once, "as above" after', () => {
    const fit = fabricatedFit();
    fit.set.buffer = null;
    fit.set.reasons = ['buffer: no RTT samples'];
    const rows = pathRows(fit, fabricatedMeasures());
    const v = shown(rows);
    expect([v['base-rtt'], v.rise, v.buffer, v['buffer-bytes']]).toEqual(['—', '—', '—', '—']);
    expect(rows.map((r) => r.note).slice(2, 6)).toEqual([
      'no RTT samples',
      'as above',
      'as above',
      'as above',
    ]);
    expect(pathReasons(fit)).toEqual(['buffer: no RTT samples']);
  });

  it('no rate: the rate, its wire rate and the utilization say why', () => {
    const fit = fabricatedFit();
    fit.set.rate = null;
    fit.set.buffer = null;
    fit.set.utilization = null;
    fit.set.reasons = ['rate: no throughput series spanning a bin', 'theorem1: no rate'];
    const rows = pathRows(fit, fabricatedMeasures());
    expect(rows.find((r) => r.key === 'rate')?.note).toBe('no throughput series spanning a bin');
    expect(rows.find((r) => r.key === 'utilization')?.note).toBe(
      'no rate: no throughput series spanning a bin',
    );
    expect(rows.find((r) => r.key === 'base-rtt')?.note).toBe('no rate');
    // the theorem's reason goes with the models, not the path
    expect(pathReasons(fit)).toEqual(['rate: no throughput series spanning a bin']);
  });
});

describe('the spread rows', () => {
  it('mean, sd, range and n over the connections', () => {
    const rows = spreadRows(fabricatedFit());
    const beta = rows.find((r) => r.key === 'beta');
    // beta: 0.5 and 0.6, mean 0.55, sd sqrt(2 x 0.05^2) = 0.0707
    expect(beta).toMatchObject({ mean: '0.550', sd: '0.071', range: '0.500–0.600', n: '2' });
    // p: 0.01 and 0.03, mean 0.02, sd 0.01414
    expect(rows.find((r) => r.key === 'lossRate')).toMatchObject({
      mean: '0.02',
      sd: '0.0141',
      range: '0.01–0.03',
    });
    // alpha from one connection: no sd
    expect(rows.find((r) => r.key === 'alpha')).toMatchObject({ mean: '1', sd: '—', n: '1' });
    expect(rows.every((r) => r.note === null)).toBe(true);
  });

  it('a quantity no connection gives: dashes and the connections’ reason', () => {
    const fit = fabricatedFit();
    fit.set.spread.alpha = null;
    const alpha = spreadRows(fit).find((r) => r.key === 'alpha');
    expect(alpha).toMatchObject({ mean: '—', sd: '—', range: '—', n: '0' });
    expect(alpha?.note).toBe('no stretch between two cuts long enough to fit');
  });
});

describe('the kind', () => {
  it('a tie: no kind, and where each connection’s came from', () => {
    const row = kindRow(fabricatedFit());
    expect(row.value).toBe('—');
    expect(row.note).toBe(
      'no majority; reno from the cuts’ β: connection 1; cubic named by the trace: connection 2 (reno: β about 1/2, cubic: about 0.7)',
    );
  });
});

describe('the models’ rows', () => {
  it('each model with its ratio to the measured aggregate of 6 Mbit/s', () => {
    const rows = modelRows(fabricatedFit());
    const by = Object.fromEntries(rows.map((r) => [r.key, [r.mbps, r.ratio]]));
    expect(by).toEqual({
      measured: ['6.00', '1.00'],
      mathis: ['9.00', '1.50'], // 9 / 6
      pftk: ['4.50', '0.75'], // 4.5 / 6
      cubic: ['—', '—'],
      theorem1: ['6.99', '1.16'], // 8 x 0.87324 = 6.98592; / 6 = 1.1643
      synchronized: ['6.20', '1.03'], // 8 x 0.775 = 6.2; / 6 = 1.0333
    });
    const note = (k: string) => rows.find((r) => r.key === k)?.note;
    expect(note('theorem1')).toBe('N = 2, β = 0.550: E[X]/c = 0.873, times c = 8.00 Mbit/s');
    expect(note('synchronized')).toBe('(1 + β)/2 = 0.775, times c');
    // the set has no kind (a tie): CUBIC's response is not theirs
    expect(note('cubic')).toBe('the connections are of no one kind: CUBIC’s response is for CUBIC');
  });

  it('CUBIC for a cubic set without every connection’s response: which ones and why', () => {
    const fit = fabricatedFit();
    fit.set.kind = 'cubic';
    const cubic = modelRows(fit).find((r) => r.key === 'cubic');
    expect(cubic?.note).toBe(
      'connections 1, 2: not CUBIC by its own kind, or no β from its cuts; the sum is not taken',
    );
  });

  it('no theorem, no aggregate: dashes with the fit’s reasons', () => {
    const fit = fabricatedFit();
    fit.set.models.theorem1 = null;
    fit.set.models.mathisMbps = null;
    fit.set.aggregateMbps = null;
    fit.set.reasons = ["theorem1: no connection's cuts give beta"];
    fit.connections[1].models.mathis = null;
    fit.connections[1].reasons.push('models: no loss event, the loss-based models do not apply');
    const rows = modelRows(fit);
    const by = Object.fromEntries(rows.map((r) => [r.key, r]));
    expect(by.theorem1).toMatchObject({ mbps: '—', note: "no connection's cuts give beta" });
    expect(by.synchronized.note).toBe("no connection's cuts give beta");
    expect(by.mathis.note).toBe(
      'connection 2: no loss event, the loss-based models do not apply; the sum is not taken',
    );
    // no measurement: no ratio
    expect(rows.map((r) => r.ratio)).toEqual(['—', '—', '—', '—', '—', '—']);
    expect(by.pftk.rawRatio).toBeNull();
  });
});

describe('the reasons', () => {
  it('topics, and one line for the connections that give the same reason', () => {
    expect(topicsOf('alpha, beta: the trace has no cwnd series')).toEqual(['alpha', 'beta']);
    expect(withoutTopic('buffer: no RTT samples')).toBe('no RTT samples');
    expect(withoutTopic('no topic here')).toBe('no topic here');
    const fit = fabricatedFit();
    fit.connections[0].reasons = ['alpha: no stretch between two cuts long enough to fit'];
    expect(connectionReasons(fit, ['alpha']).map(reasonLine)).toEqual([
      'connections 1, 2: alpha: no stretch between two cuts long enough to fit',
    ]);
    expect(connectionReasons(fit, ['beta'])).toEqual([]);
  });
});

describe('a trace with nothing to fit', () => {
  it('dashes and reasons, never NaN', () => {
    const empty = { connections: [] };
    const fit = fitTrace(empty);
    const measures = measureTrace(empty);
    const text = JSON.stringify([
      pathRows(fit, measures),
      spreadRows(fit),
      kindRow(fit),
      modelRows(fit),
    ]);
    expect(text).not.toContain('NaN');
    expect(shown(pathRows(fit, measures)).rate).toBe('—');
    expect(modelRows(fit).find((r) => r.key === 'measured')?.note).toBe('no data connection');
    expect(spreadRows(fit)[0].note).toBe('no data connection');
  });
});
