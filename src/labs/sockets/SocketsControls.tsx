import { numberField } from '../../scenario/fields';
import type { SweepSpec } from '../families/aimd/sweep/spec';
import { FieldInput } from '../kit/FieldInput';
import { nMaxOf } from '../families/aimd/sweepUi/sweepEdit';
import {
  PolicyPicker,
  RunSettings,
  SweepInput,
  type Edit,
} from '../families/aimd/sweepUi/SweepInputs';

/** The N_max control: an integer from 1 to 1,000 (the sweep n:1..N_max). */
const N_MAX_FIELD = numberField<{ nMax: number }>('nMax', 'largest N', {
  min: 1,
  max: 1000,
  integer: true,
});

/** Lab 2's controls: N_max, the policies, beta and its family, and the run settings. */
export function SocketsControls({ spec, edit }: { spec: SweepSpec; edit: Edit }) {
  const nMax = nMaxOf(spec);
  return (
    <section className="controls" data-testid="controls" aria-label="Sweep">
      <FieldInput<{ nMax: number }>
        field={N_MAX_FIELD}
        label="N from 1 to (up to 1,000)"
        value={nMax ?? (null as unknown as number)}
        placeholder="see the x axis below"
        commit={(v) =>
          v !== null && edit({ sweep: { param: 'n', kind: 'range', from: 1, to: v as number } })
        }
        testid="control.nmax"
      />
      <PolicyPicker spec={spec} edit={edit} />
      <SweepInput spec={spec} k="beta" label="β (kept at a cut)" edit={edit} />
      <SweepInput
        spec={spec}
        k="sweep2"
        label="family (second axis), e.g. beta:0.3,0.5,0.8"
        placeholder="none"
        clearable
        edit={edit}
      />
      <SweepInput
        spec={spec}
        k="sweep"
        label="x axis: n:1..20, n:1..1000/40, beta:0.1..0.9/9"
        edit={edit}
      />
      <RunSettings spec={spec} edit={edit} />
    </section>
  );
}
