import type { ScenarioSchema } from '../../scenario/codec';
import { booleanField, enumField, type Field } from '../../scenario/fields';
import { fail, ok, parseNumber, show, type Parsed } from '../../scenario/values';
import { EXAMPLE_IDS, type ExampleId } from './examples';

/**
 * The Traces lab's scenario: which shipped example is shown, and which of its connections. The
 * example may be a set of traces compared across N (throughput against N), where conn and control
 * do not apply. A user's own file is not part of it (nor of the link): it never leaves the
 * machine, so a link cannot name it.
 */
export interface TraceScenario {
  example: ExampleId;
  /** 'all': every data connection; k: the k-th of them (1-based, in the trace's order) */
  conn: number | 'all';
  /** also show the tiny connections (iperf3's control connection), hidden by default */
  control: boolean;
  /**
   * also run the trace's simulated twin (twin/: the packet engine on a dumbbell made of the fit)
   * and set it beside the measurement
   */
  twin: boolean;
}

export const TRACE_DEFAULTS: TraceScenario = {
  example: 'reno-pcap',
  conn: 'all',
  control: false,
  twin: false,
};

type S = TraceScenario;

/** conn: `all`, or the number of a connection. */
function connField(): Field<S> {
  return {
    key: 'conn',
    param: 'conn',
    help: 'the connection shown: all, or its number k (1 = the first data connection)',
    parse(raw): Parsed<S[keyof S]> {
      if (typeof raw === 'string' && raw.trim().toLowerCase() === 'all') return ok('all');
      const v = parseNumber(raw);
      if (!v.ok) return fail(`${show(raw)} is not all or a connection's number`);
      if (!(Number.isInteger(v.value) && v.value >= 1 && v.value <= 100_000))
        return fail(`must be all or an integer from 1 to 100000, got ${show(raw)}`);
      return ok(v.value);
    },
    format: (v) => String(v),
    json: (v) => v,
  };
}

export const TRACE_FIELDS: readonly Field<S>[] = [
  enumField<S>(
    'example',
    'the shipped trace shown (public/traces/), or a set of them (parallel-reno: throughput against N)',
    EXAMPLE_IDS,
  ),
  connField(),
  booleanField<S>('control', "show tiny connections too (iperf3's control connection)"),
  booleanField<S>(
    'twin',
    "also run the simulated twin: the packet engine on a dumbbell of the fit's rate, buffer, RTTs and congestion control",
  ),
];

export const TRACE_SCHEMA: ScenarioSchema<S> = {
  lab: 'trace',
  version: 1,
  defaults: TRACE_DEFAULTS,
  fields: TRACE_FIELDS,
  // A connection's number is checked against the trace once it is read (the page says so).
  refine: () => {},
};
