import { DASH, fixed } from '../../../format/numbers';
import type { TraceFit } from '../../../trace/fit';
import type { ConnectionFit } from '../../../trace/fit/connection';
import { CUBIC_C, PFTK_B, RTO_MIN_MS } from '../../../trace/fit/models';
import { about, connectionList, setReasons, withoutTopic } from './reasons';

/**
 * The models against the measurement: the measured aggregate, the response functions summed over
 * the connections (Mathis, PFTK, CUBIC's), and paper 000's Theorem 1 at the fitted N and beta
 * times the fitted rate, each with its ratio to the measurement. Pure; a dash and the reason
 * where a model has no number.
 */

export type ModelKey = 'measured' | 'mathis' | 'pftk' | 'cubic' | 'theorem1' | 'synchronized';

export interface ModelRow {
  key: ModelKey;
  label: string;
  /** payload Mbit/s, as shown */
  mbps: string;
  /** the model over the measured aggregate, as shown */
  ratio: string;
  raw: number | null;
  rawRatio: number | null;
  /** the parameters it was taken at, or why it is missing */
  note: string;
}

/** The first reason of the connections without a model, else what a model needs. */
function missingFor(fit: TraceFit, has: (c: ConnectionFit) => boolean, needs: string): string {
  const without = fit.connections.map((c, i) => ({ c, k: i + 1 })).filter((x) => !has(x.c));
  if (fit.connections.length === 0) return 'no data connection';
  if (without.length === 0) return 'the sum over the connections is not a finite number';
  const said = without.flatMap((x) => x.c.reasons.filter((r) => about(r, ['models', 'rtt'])));
  const reason = said.length > 0 ? withoutTopic(said[0]) : needs;
  return `${connectionList(without.map((x) => x.k))}: ${reason}; the sum is not taken`;
}

export function modelRows(fit: TraceFit): ModelRow[] {
  const { models, aggregateMbps, kind, n, rate } = fit.set;
  const measured = aggregateMbps;
  const ratioOf = (v: number | null): number | null =>
    v !== null && measured !== null && measured > 0 ? v / measured : null;
  const row = (key: ModelKey, label: string, v: number | null, note: string): ModelRow => {
    const r = ratioOf(v);
    return {
      key,
      label,
      mbps: v === null ? DASH : fixed(v, 2),
      ratio: r === null ? DASH : fixed(r, 2),
      raw: v,
      rawRatio: r,
      note,
    };
  };
  const t1 = models.theorem1;
  const t1Why =
    setReasons(fit, ['theorem1']).map(withoutTopic)[0] ??
    (fit.set.spread.beta ? `β = ${fixed(fit.set.spread.beta.mean, 3)} is not in (0, 1)` : 'no β');
  const perConnection = `summed over the ${n} connection${n === 1 ? '' : 's'}, each at its own p and mean RTT`;
  return [
    row(
      'measured',
      'Measured aggregate',
      measured,
      measured !== null
        ? 'all data connections’ bytes over their common span'
        : n === 0
          ? 'no data connection'
          : 'the data connections span no time',
    ),
    row(
      'mathis',
      'Mathis et al.',
      models.mathisMbps,
      models.mathisMbps !== null
        ? perConnection
        : missingFor(fit, (c) => c.models.mathis !== null, 'no loss event rate or no RTT'),
    ),
    row(
      'pftk',
      'PFTK, with timeouts',
      models.pftkMbps,
      models.pftkMbps !== null
        ? `${perConnection}; b = ${PFTK_B}, T₀ = RTT + ${RTO_MIN_MS} ms`
        : missingFor(fit, (c) => c.models.pftk !== null, 'no loss event rate or no RTT'),
    ),
    row(
      'cubic',
      'CUBIC (RFC 9438)',
      models.cubicMbps,
      models.cubicMbps !== null
        ? `${perConnection} and β; C = ${CUBIC_C}, never below Mathis (the Reno-friendly region)`
        : kind !== 'cubic'
          ? `the connections are ${kind ?? 'of no one kind'}: CUBIC’s response is for CUBIC`
          : missingFor(
              fit,
              (c) => c.models.cubic !== null,
              'not CUBIC by its own kind, or no β from its cuts',
            ),
    ),
    row(
      'theorem1',
      'Theorem 1, eq. (5)',
      t1?.mbps ?? null,
      t1 && rate
        ? `N = ${t1.n}, β = ${fixed(t1.beta, 3)}: E[X]/c = ${fixed(t1.utilization, 3)}, times c = ${fixed(rate.mbps, 2)} Mbit/s`
        : t1Why,
    ),
    row(
      'synchronized',
      'Synchronized, eq. (6)',
      t1?.synchronizedMbps ?? null,
      t1 && rate ? `(1 + β)/2 = ${fixed(t1.synchronizedUtilization, 3)}, times c` : t1Why,
    ),
  ];
}
