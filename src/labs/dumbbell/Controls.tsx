import { FLAVOURS, LOSS_POLICIES, QUEUE_KINDS } from '../../engines/packet/params';
import type { Problem } from '../../scenario/problems';
import { FieldInput } from '../kit/FieldInput';
import { CcControls } from './CcControls';
import { CONVENTION_HINTS, type ConventionKey } from './conventions';
import { editSource, editSpec, specField, type SpecKey } from './controlEdit';
import type { DumbbellSpec } from './sweep/spec';

interface Props {
  spec: DumbbellSpec;
  apply: (s: DumbbellSpec, history?: 'push' | 'replace') => void;
  report: (problems: Problem[], source: string) => void;
}

const QUEUE_TEXT = {
  droptail: 'DropTail: a full buffer drops every arriving packet, whichever flow sent it.',
  red: 'RED: drops early and at random as the average queue grows (Sec. V-A parameters).',
  threshold:
    'Threshold-dropper (Sec. V-D): the first arrival above Th packets is dropped, then no drop for hold × RTT: built to signal one flow per congestion event.',
} as const;

/** Fields that may be empty, and what empty means. */
const CLEARABLE: Partial<Record<SpecKey, string>> = {
  rwnd: 'none',
  noise: 'none',
  stop: 'never',
  amin: 'the variant’s',
  wthresh: 'the variant’s',
  valpha: 'γ',
  vbeta: 'γ',
  minth: 'default',
  maxth: 'default',
  sweep: 'none: a live run',
  sweep2: 'none',
};

const TCP_TEXT = {
  sack: 'TCP-Sack1 (paper 000)',
  newreno: 'NewReno',
  reno: 'Reno',
  tahoe: 'Tahoe',
} as const;

/**
 * The scenario's controls. A change goes through the schema's cross-field rules exactly as a URL
 * would, and what those rules had to repair is reported in the shell's notice.
 */
export function Controls({ spec, apply, report }: Props) {
  const edit = (changes: Partial<DumbbellSpec>) => {
    const decoded = editSpec(spec, changes);
    report(decoded.problems, editSource(changes));
    apply(decoded.scenario);
  };
  const input = (key: SpecKey, label: string, hint?: string, placeholder?: string) => (
    <div key={key}>
      <FieldInput<DumbbellSpec>
        field={specField(key)}
        label={label}
        value={spec[key]}
        commit={(v) => edit({ [key]: v } as Partial<DumbbellSpec>)}
        testid={`control.${key}`}
        clearable={key in CLEARABLE}
        placeholder={placeholder ?? CLEARABLE[key]}
      />
      {hint && <div className="hint db-hint">{hint}</div>}
    </div>
  );
  const check = (key: 'gentle' | 'wait' | 'delack', label: string, hint?: string) => (
    <div className="field" key={key}>
      <label className="check">
        <input
          type="checkbox"
          data-testid={`control.${key}`}
          checked={spec[key]}
          onChange={(e) => edit({ [key]: e.target.checked })}
        />{' '}
        {label}
      </label>
      {hint && <div className="hint db-hint">{hint}</div>}
    </div>
  );
  const select = <K extends 'queue' | 'select' | 'redmode'>(
    key: K,
    label: string,
    options: readonly string[],
  ) => (
    <div className="field">
      <label htmlFor={`db-${key}`}>{label}</label>
      <select
        id={`db-${key}`}
        data-testid={`control.${key}`}
        value={spec[key]}
        onChange={(e) => edit({ [key]: e.target.value } as Partial<DumbbellSpec>)}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
  /** A per-flow list: a menu while it has one value, a text field for one value per flow. */
  const listSelect = (
    key: 'tcp',
    label: string,
    options: readonly string[],
    names?: Record<string, string>,
  ) =>
    spec[key].length === 1 ? (
      <div className="field">
        <label htmlFor={`db-${key}`}>{label}</label>
        <select
          id={`db-${key}`}
          data-testid={`control.${key}`}
          value={spec[key][0]}
          onChange={(e) => edit({ [key]: [e.target.value] } as Partial<DumbbellSpec>)}
        >
          {options.map((o) => (
            <option key={o} value={o}>
              {names?.[o] ?? o}
            </option>
          ))}
        </select>
      </div>
    ) : (
      input(key, `${label} (one per flow)`)
    );
  const convention = (key: ConventionKey, label: string) =>
    input(key, label, CONVENTION_HINTS[key]);
  const swept = new Set([spec.sweep?.param, spec.sweep2?.param]);
  const n = Math.min(spec.n, 50);
  return (
    <section className="controls" data-testid="controls" aria-label="Scenario">
      <div className="field">
        <label htmlFor="db-n-range">
          Flows N = {spec.n}
          {swept.has('n') && ' (swept)'}
        </label>
        <input
          id="db-n-range"
          type="range"
          min={1}
          max={50}
          value={n}
          data-testid="control.n.range"
          onChange={(e) => edit({ n: Number(e.target.value) })}
        />
      </div>
      {input('n', 'N, TCP flows')}
      {input('cap', 'bottleneck capacity C, Mbit/s')}
      {input('rtt', 'RTT, ms (one, or one per flow)')}
      {input(
        'noise',
        'RTT noise σ, ms (one, or one per flow)',
        'Each ACK comes back later by a uniform draw in [0, 2σ], as paper 003 Sec. 6.4 (Fig. 15): it adds to the RTT from which delay-based controls reckon their queued packets.',
      )}
      {select('queue', 'Queue at the bottleneck', QUEUE_KINDS)}
      <div className="hint db-hint" data-testid="control.queue.explanation">
        {QUEUE_TEXT[spec.queue]}
      </div>
      {spec.queue !== 'threshold' &&
        input('buffer', 'buffer B, packets (with the one in transmission)')}
      {spec.queue === 'red' && (
        <>
          {input('minth', 'RED min threshold, packets (default 0.6 B)')}
          {input('maxth', 'RED max threshold, packets (default 0.8 B)')}
          {input('maxp', 'RED max_p (drop probability at max)')}
          {input('wq', 'RED averaging weight w_q')}
          {check('gentle', 'gentle (drop probability to 1 at 2 × max)')}
          {check('wait', 'wait between drops')}
        </>
      )}
      {spec.queue === 'threshold' && (
        <>
          {input('th', 'Th, packets in the queue')}
          {input('hold', 'hold, × mean RTT (no new signal meanwhile)')}
          {select('select', 'which flow is signalled', LOSS_POLICIES)}
        </>
      )}
      {listSelect('tcp', 'TCP loss recovery', FLAVOURS, TCP_TEXT)}
      {input('loss', 'random loss probability per packet')}
      <CcControls spec={spec} edit={edit} input={input} />
      <details>
        <summary>Run length, warm-up, seed</summary>
        {input('t', 'run length t, s')}
        {input('warmup', 'warm-up, s (left out of the measurements)')}
        <div className="seed-row">
          {input('seed', 'seed')}
          <button
            type="button"
            data-testid="control.newseed"
            onClick={() => apply({ ...spec, seed: (Math.random() * 0xffffffff) >>> 0 }, 'push')}
            title="Draw a new seed (the old one stays in the browser history)"
          >
            New seed
          </button>
        </div>
        {convention('start', 'start times, s')}
        {input(
          'stop',
          'stop times, s (one, or one per flow)',
          'From then on the flow sends no new data (what it sent is still repaired); never = does not stop.',
        )}
      </details>
      <details data-testid="control.conventions">
        <summary>ns-2 conventions</summary>
        <p className="hint db-hint">
          The defaults are ns-2 2.35&apos;s, as paper 000&apos;s scripts use them.
        </p>
        {convention('pkt', 'payload, bytes')}
        {convention('header', 'header, bytes')}
        {convention('iw', 'initial window, packets')}
        {convention('minrto', 'minimum RTO, s')}
        {check('delack', 'delayed ACKs', CONVENTION_HINTS.delack)}
        {spec.queue === 'red' && (
          <>
            {select('redmode', 'RED measures the queue in', ['bytes', 'packets'])}
            <div className="hint db-hint">{CONVENTION_HINTS.redmode}</div>
          </>
        )}
        {convention('wmax', 'maximum window, packets')}
        {convention('rwnd', 'receiver window, packets')}
        {convention('access', 'access links, × C')}
      </details>
      <details>
        <summary>Measurements</summary>
        {input('syncgap', 'sync: drops within × mean RTT are one event')}
        {input('bin', 'P(signal | w): bins of × mean RTT')}
      </details>
      {spec.sweep !== null && (
        <fieldset className="db-sweep" data-testid="control.sweep.fields">
          <legend>Sweep</legend>
          {input('sweep', 'swept parameter: values (n:1..10)')}
          {input('sweep2', 'one curve per value (buffer:5,20,100)')}
          {input('reps', 'replications per point')}
        </fieldset>
      )}
    </section>
  );
}
