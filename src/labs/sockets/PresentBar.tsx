import type { SweepSpec } from '../families/aimd/sweep/spec';
import type { Edit } from '../families/aimd/sweepUi/SweepInputs';
import { sweepField } from '../families/aimd/sweepUi/sweepEdit';
import { PresentControls, type PresentField } from '../kit/PresentControls';

const FIELDS: readonly PresentField<SweepSpec>[] = [
  { key: 'beta', label: 'β' },
  { key: 'sweep', label: 'x axis' },
];

/** Presentation mode's controls: β and the swept N (the sweep bar keeps restart and cancel). */
export function PresentBar({ spec, edit }: { spec: SweepSpec; edit: Edit }) {
  return <PresentControls fields={FIELDS} spec={spec} fieldOf={sweepField} edit={edit} />;
}
