import { toCsv, type CsvValue } from '../../../charts/toCsv';
import type { TraceFit } from '../../../trace/fit';
import type { Spread } from '../../../trace/fit/stats';
import type { TraceMeasures } from '../../../trace/measure';

/**
 * fit.csv: a row per fitted connection, then a row for the set. The columns the two share hold,
 * for a connection, its own number (alpha and beta: the mean, sd and count over its stretches and
 * cuts) and, for the set, the mean, sd and count over the connections (the counts of loss events,
 * cuts and timeouts, and the models: their sums, as the panel shows them). The set's own numbers (rate, buffer, Theorem 1, congestion events) are
 * empty on the connections' rows. Empty cell: the fit has no number; `reasons` says why.
 */

export const FIT_CSV_COLUMNS = [
  'row',
  'connection',
  'src',
  'dst',
  'congestion_control',
  'kind',
  'kind_from',
  'mss_bytes',
  'throughput_mbps',
  'base_rtt_ms',
  'mean_rtt_ms',
  'loss_events',
  'loss_event_rate_per_packet',
  'retransmission_rate_per_packet',
  'cuts',
  'timeouts',
  'alpha_mean_packets_per_rtt',
  'alpha_sd_packets_per_rtt',
  'alpha_n',
  'beta_mean',
  'beta_sd',
  'beta_n',
  'mathis_mbps',
  'pftk_mbps',
  'cubic_mbps',
  'rate_mbps',
  'rate_wire_mbps',
  'rate_packets_per_s',
  'rtt_rise_ms',
  'buffer_packets',
  'buffer_wire_bytes',
  'buffer_payload_bytes',
  'aggregate_mbps',
  'utilization',
  'theorem1_utilization',
  'theorem1_mbps',
  'synchronized_utilization',
  'synchronized_mbps',
  'congestion_events',
  'congestion_events_per_s',
  'mean_connections_hit',
  'event_window_s',
  'reasons',
] as const;

const spreadCells = (s: Spread | null | undefined): CsvValue[] =>
  s ? [s.mean, s.sd, s.n] : [null, null, 0];

/** The columns after cubic_mbps, empty: a connection's row. */
const SET_ONLY = FIT_CSV_COLUMNS.length - FIT_CSV_COLUMNS.indexOf('rate_mbps') - 1;

export function fitCsv(fit: TraceFit, measures: TraceMeasures): string {
  const rows: CsvValue[][] = fit.connections.map((c, i) => [
    'connection',
    i + 1,
    c.src,
    c.dst,
    c.congestionControl,
    c.kind,
    c.kindFrom,
    c.mss,
    c.throughputMbps,
    c.baseRttMs,
    c.meanRttMs,
    measures.connections[i]?.lossEvents ?? null,
    c.lossRate,
    c.retransmissionRate,
    c.aimd.cuts,
    c.aimd.timeouts,
    ...spreadCells(c.aimd.alpha),
    ...spreadCells(c.aimd.beta),
    c.models.mathis?.mbps ?? null,
    c.models.pftk?.mbps ?? null,
    c.models.cubic?.mbps ?? null,
    ...new Array<CsvValue>(SET_ONLY).fill(null),
    c.reasons.join('; '),
  ]);
  const s = fit.set;
  const ev = measures.congestionEvents;
  const t1 = s.models.theorem1;
  rows.push([
    'set',
    'all',
    null,
    null,
    null,
    s.kind,
    null,
    s.mss,
    s.spread.throughputMbps?.mean ?? null,
    s.spread.baseRttMs?.mean ?? null,
    s.spread.meanRttMs?.mean ?? null,
    measures.lossTimeline.t.length,
    s.spread.lossRate?.mean ?? null,
    s.spread.retransmissionRate?.mean ?? null,
    fit.connections.reduce((a, c) => a + c.aimd.cuts, 0),
    fit.connections.reduce((a, c) => a + c.aimd.timeouts, 0),
    ...spreadCells(s.spread.alpha),
    ...spreadCells(s.spread.beta),
    s.models.mathisMbps,
    s.models.pftkMbps,
    s.models.cubicMbps,
    s.rate?.mbps ?? null,
    s.rate?.wireMbps ?? null,
    s.rate?.packetsPerSecond ?? null,
    s.buffer?.riseMs ?? null,
    s.buffer?.packets ?? null,
    s.buffer?.wireBytes ?? null,
    s.buffer?.payloadBytes ?? null,
    s.aggregateMbps,
    s.utilization,
    t1?.utilization ?? null,
    t1?.mbps ?? null,
    t1?.synchronizedUtilization ?? null,
    t1?.synchronizedMbps ?? null,
    ev.count,
    ev.perSecond,
    ev.meanHit,
    measures.window.seconds,
    s.reasons.join('; '),
  ]);
  return toCsv(FIT_CSV_COLUMNS, rows);
}
