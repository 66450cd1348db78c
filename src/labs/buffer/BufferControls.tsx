import { SchemaInput } from '../kit/SchemaInput';
import { BUFFER_SPEC_SCHEMA } from './sweep/definition';
import type { BufferSpec } from './sweep/spec';

type Edit = (changes: Partial<BufferSpec>) => void;

/** The link, the connections and the models' parameters, named as in paper 001. */
export function BufferControls({ spec, edit }: { spec: BufferSpec; edit: Edit }) {
  const input = (k: keyof BufferSpec & string, label: string, extra: object = {}) => (
    <SchemaInput
      schema={BUFFER_SPEC_SCHEMA}
      spec={spec}
      k={k}
      label={label}
      edit={edit}
      {...extra}
    />
  );
  const swept = (p: string) => spec.sweep?.param === p || spec.sweep2?.param === p;
  return (
    <section className="controls" data-testid="controls" aria-label="Scenario">
      {input('bw', 'B: bottleneck rate, Mbit/s')}
      {!swept('rtt') && input('rtt', 'T: round-trip time without queueing, ms')}
      {!swept('q') && input('q', 'Q: buffer, packets (or bdp)')}
      {!swept('n') && input('n', 'N: parallel connections')}
      {input('sweep', 'x axis: n:1..50, n:1,2,4,8, rtt:30..100/8, q:10..600/12', {
        clearable: true,
        placeholder: 'none (one point)',
      })}
      {input('sweep2', 'one panel per value, e.g. rtt:30,50,80,100', {
        clearable: true,
        placeholder: 'none',
      })}
      <details>
        <summary>Models: SSTHRESH, V, X, the transfer, Hacker's p</summary>
        {input('ssthresh', 'SSTHRESH: initial slow-start threshold, packets')}
        {input('v', 'V: duplicate ACKs that signal a loss')}
        {input('x', 'X: losses per connection per congestion event')}
        {input('duration', 'the transfer, s (eq. 17 and the simulation)')}
        {input('m', 'or eq. (17) over m cycles', {
          clearable: true,
          placeholder: 'from the duration',
        })}
        {input('loss', "p for Hacker's bound (eq. 1)", { clearable: true, placeholder: 'none' })}
        {input('pkt', 'segment (payload), bytes')}
        {input('header', "header bytes the models count (0: paper 001's model)")}
      </details>
      <details>
        <summary>Simulation: on/off, TCP, warm-up, replications, seed</summary>
        <label className="check">
          <input
            type="checkbox"
            data-testid="control.sim"
            checked={spec.sim}
            onChange={(e) => edit({ sim: e.target.checked })}
          />{' '}
          simulate each point with the packet engine
        </label>
        {input('tcp', 'loss recovery: tahoe, reno, newreno, sack')}
        {input('warmup', 'warm-up left out of the measurement, s')}
        {input('reps', 'replications per point (95 % intervals)')}
        {input('seed', 'seed (start times)')}
      </details>
    </section>
  );
}
