import type { SweepSpec } from '../families/aimd/sweep/spec';
import type { Edit } from '../families/aimd/sweepUi/SweepInputs';
import { sweepField } from '../families/aimd/sweepUi/sweepEdit';
import { PresentControls, type PresentField } from '../kit/PresentControls';

const FIELDS: readonly PresentField<SweepSpec>[] = [
  { key: 'n', label: 'N' },
  { key: 'beta', label: 'β' },
];

/** Presentation mode's controls: N and β (the live run keeps its σ slider). */
export function PresentBar({ spec, edit }: { spec: SweepSpec; edit: Edit }) {
  return <PresentControls fields={FIELDS} spec={spec} fieldOf={sweepField} edit={edit} />;
}
