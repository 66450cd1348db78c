import { BETA_REMOVED_LABEL } from '../../../engines/models/illinois';
import { fieldOf } from '../../../scenario/edit';
import { FieldInput } from '../../kit/FieldInput';
import { SchemaInput } from '../../kit/SchemaInput';
import { QUEUES } from '../experiments/fields';
import { algorithmsOf, packetView, runLength, VIEW_DEFAULTS } from '../experiments/views';
import { ParamInput, type Edit } from '../IllinoisControls';
import { ILLINOIS_SCHEMA, rttsOf, type IllinoisScenario } from '../scenario';

type S = IllinoisScenario;
type SetupKey = 'cc' | 'cap' | 'tp' | 'buffer' | 'simReps' | 'simT' | 'simWarmup';

/**
 * A parameter whose default is the experiment's own (null in the scenario): shows the value in
 * force, and stores the experiment's value as absent, so that the URL keeps only what differs.
 */
function SetupInput({ s, k, label, edit }: { s: S; k: SetupKey; label: string; edit: Edit }) {
  const v = packetView(s)!;
  const d = VIEW_DEFAULTS[v];
  const run = runLength(s)!;
  const def: Record<SetupKey, unknown> = {
    cc: d.cc,
    cap: d.cap,
    tp: d.tp,
    buffer: d.buffer,
    simReps: d.reps,
    simT: d.t,
    simWarmup: d.warmup,
  };
  const inForce: Record<SetupKey, unknown> = {
    cc: algorithmsOf(s),
    cap: s.cap ?? d.cap,
    tp: s.tp ?? d.tp,
    buffer: s.buffer ?? d.buffer,
    simReps: run.reps,
    simT: run.t,
    simWarmup: run.warmup,
  };
  const field = fieldOf(ILLINOIS_SCHEMA, k);
  const text = (x: unknown) => field.format(x as S[keyof S]);
  return (
    <FieldInput<S>
      field={field}
      label={label}
      value={inForce[k] as S[keyof S]}
      placeholder={text(def[k])}
      clearable
      testid={`control.${k}`}
      commit={(x) => edit({ [k]: x === null || text(x) === text(def[k]) ? null : x } as Partial<S>)}
    />
  );
}

const input = (s: S, edit: Edit, k: keyof S & string, label: string) => (
  <SchemaInput schema={ILLINOIS_SCHEMA} spec={s} k={k} label={label} edit={edit} />
);

/** The setup of the packet experiment shown, its run lengths, and Illinois's parameters. */
export function ExperimentControls({ s, edit }: { s: S; edit: Edit }) {
  const v = packetView(s);
  if (v === null) return null;
  const p = (k: Parameters<typeof ParamInput>[0]['k'], label: string) => (
    <ParamInput s={s} k={k} label={label} edit={edit} />
  );
  return (
    <>
      {v !== 'lossy' && (
        <SetupInput
          s={s}
          k="cc"
          label="algorithms compared (illinois, reno, highspeed, cubic, bic, compound, vegas)"
          edit={edit}
        />
      )}
      {algorithmsOf(s).includes('vegas') &&
        input(s, edit, 'gamma', "Vegas's γ = α = β (one series each)")}
      <SetupInput s={s} k="cap" label="C: bottleneck, Mbit/s" edit={edit} />
      <SetupInput s={s} k="tp" label="T_p: propagation RTT, ms" edit={edit} />
      {v === 'buffers' ? (
        input(s, edit, 'buffers', 'B: buffers of the x axis, packets')
      ) : (
        <SetupInput s={s} k="buffer" label="B: bottleneck buffer, packets" edit={edit} />
      )}
      {v === 'rttfair' && (
        <FieldInput<S>
          field={fieldOf(ILLINOIS_SCHEMA, 'rtt')}
          label="unequal RTTs, ms (one per flow)"
          value={s.rtt}
          placeholder={rttsOf(s).join(',')}
          clearable
          testid="control.rtt"
          commit={(x) => edit({ rtt: x as number[] | null })}
        />
      )}
      {v === 'friendly' && input(s, edit, 'nmix', 'flows of each kind (n Reno against n)')}
      {v === 'noise' && input(s, edit, 'sigma', 'σ, ms: the noise on each ACK is U[0, 2σ]')}
      {v === 'lossy' && input(s, edit, 'simpd', 'p_d of the packet runs: a..b/k or a list')}
      {(v === 'rttfair' || v === 'friendly') && (
        <div className="field">
          <label htmlFor="illinois-queue">bottleneck queue</label>
          <select
            id="illinois-queue"
            data-testid="control.queue"
            value={s.queue}
            onChange={(e) => edit({ queue: e.target.value as S['queue'] })}
          >
            {QUEUES.map((q) => (
              <option key={q} value={q}>
                {q === 'red' ? 'RED (ns-2 defaults)' : 'DropTail (the paper)'}
              </option>
            ))}
          </select>
        </div>
      )}
      <details>
        <summary>Run length, replications, seed</summary>
        <SetupInput s={s} k="simT" label="simulated time per run, s" edit={edit} />
        <SetupInput s={s} k="simWarmup" label="warm-up left out, s" edit={edit} />
        <SetupInput s={s} k="simReps" label="replications per point" edit={edit} />
        {input(s, edit, 'seed', 'seed (each run derives its own)')}
      </details>
      {algorithmsOf(s).includes('illinois') && v !== 'lossy' && (
        <details>
          <summary>TCP-Illinois's parameters</summary>
          {p('eta1', 'η₁: d₁ = η₁·d_m (end of α = α_max)')}
          {p('amax', 'α_max: packets per RTT at low delay')}
          {p('amin', 'α_min: packets per RTT at d_m')}
          {p('bmin', `β_min, ${BETA_REMOVED_LABEL}: at low delay`)}
          {p('bmax', `β_max, ${BETA_REMOVED_LABEL}: at high delay`)}
          {p('eta2', 'η₂: d₂ = η₂·d_m')}
          {p('eta3', 'η₃: d₃ = η₃·d_m')}
          {p('wthresh', 'W_thresh, packets')}
          {p('theta', 'θ: RTTs below d₁ before α_max returns')}
        </details>
      )}
    </>
  );
}
