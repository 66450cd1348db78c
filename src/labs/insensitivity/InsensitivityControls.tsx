import { POLICIES } from '../../engines/aimd/params';
import type { SweepSpec } from '../families/aimd/sweep/spec';
import { INSENSITIVITY_SWEEP } from './sweep';
import {
  PolicyPicker,
  RunSettings,
  SweepInput,
  type Edit,
} from '../families/aimd/sweepUi/SweepInputs';

/** The two views of the lab, each a sweep: Example 1 (σ swept) and the policy comparison. */
export function example1Changes(spec: SweepSpec): Partial<SweepSpec> {
  const d = INSENSITIVITY_SWEEP.defaults;
  return { sweep: d.sweep, policies: d.policies, n: spec.n >= 2 ? spec.n : d.n };
}
export const comparisonChanges: Partial<SweepSpec> = { sweep: null, policies: [...POLICIES] };

/** Lab 3's controls: the view, N and β, the policies, the swept values and the run settings. */
export function InsensitivityControls({ spec, edit }: { spec: SweepSpec; edit: Edit }) {
  const comparison = spec.sweep === null;
  return (
    <section className="controls" data-testid="controls" aria-label="Sweep">
      <div className="mode-switch" role="group" aria-label="View">
        <button
          type="button"
          data-testid="mode.example1"
          aria-pressed={spec.sweep?.param === 'sigma'}
          onClick={() => edit(example1Changes(spec))}
        >
          Example 1 (σ)
        </button>
        <button
          type="button"
          data-testid="mode.comparison"
          aria-pressed={comparison}
          onClick={() => edit(comparisonChanges)}
        >
          Policies
        </button>
      </div>
      <SweepInput spec={spec} k="n" label="N (flows)" edit={edit} />
      <SweepInput spec={spec} k="beta" label="β (kept at a cut)" edit={edit} />
      {!comparison && (
        <SweepInput spec={spec} k="sweep" label="swept: sigma:0.05..0.95/19, or none" edit={edit} />
      )}
      <PolicyPicker spec={spec} edit={edit} />
      <RunSettings spec={spec} edit={edit} />
    </section>
  );
}
