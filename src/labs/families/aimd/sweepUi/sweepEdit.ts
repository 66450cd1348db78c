import { decodeEntries, writtenJson, type Decoded } from '../../../../scenario/codec';
import type { Field } from '../../../../scenario/fields';
import { aimdSweepLab } from '../sweep/labs';
import { SWEEP_FIELDS, type SweepSpec } from '../sweep/spec';

/**
 * Edits of a sweep from the pages' controls, through the same schema as the URL: what its link
 * writes (writtenJson) with the changed values, decoded again, so that the cross-field rules (runs
 * cap, per-flow lengths, warm-up shorter than the run) apply exactly as to a link, and what they
 * repaired is reported.
 */
export type SweepKey = keyof SweepSpec & string;

export function sweepField(key: SweepKey): Field<SweepSpec> {
  const f = SWEEP_FIELDS.find((x) => x.key === key);
  if (!f) throw new Error(`no sweep field ${key}`);
  return f;
}

export function editSweep(spec: SweepSpec, changes: Partial<SweepSpec>): Decoded<SweepSpec> {
  const schema = aimdSweepLab(spec.lab).schema;
  const json = writtenJson(schema, spec);
  for (const [key, value] of Object.entries(changes) as [SweepKey, unknown][]) {
    const f = sweepField(key);
    if (value === null || value === undefined) {
      const def = aimdSweepLab(spec.lab).defaults[key];
      if (f.none !== undefined && def !== null && def !== undefined) json[f.param] = f.none;
      else delete json[f.param];
    } else json[f.param] = f.json(value as never);
    // eta and rtt are alternatives: choosing one drops the other.
    if (key === 'rtt' && value !== null) delete json.eta;
    if (key === 'eta') delete json.rtt;
  }
  return decodeEntries(schema, Object.entries(json));
}

/** The parameter names of the changed fields, for the notice's source ("the beta field"). */
export function editSource(changes: Partial<SweepSpec>): string {
  const params = Object.keys(changes).map((k) => sweepField(k as SweepKey).param);
  return params.length === 1 ? `the ${params[0]} field` : `the ${params.join(', ')} fields`;
}

/** The largest N of a sweep of n from 1 (the N_max control), or null for any other first axis. */
export function nMaxOf(spec: SweepSpec): number | null {
  const a = spec.sweep;
  if (!a || a.param !== 'n' || a.kind !== 'range' || a.from !== 1) return null;
  return a.to;
}
