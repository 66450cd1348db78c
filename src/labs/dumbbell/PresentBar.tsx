import { QUEUE_KINDS } from '../../engines/packet/params';
import type { Problem } from '../../scenario/problems';
import { SINGLE_PATH_CC } from '../families/packet/ccModules';
import { PresentControls, type PresentField } from '../kit/PresentControls';
import { editSource, editSpec, specField } from './controlEdit';
import type { DumbbellSpec } from './sweep/spec';

const FIELDS: readonly PresentField<DumbbellSpec>[] = [
  { key: 'n', label: 'N' },
  { key: 'queue', label: 'Queue', choices: QUEUE_KINDS },
  { key: 'buffer', label: 'Buffer B' },
  { key: 'cc', label: 'Congestion control', choices: SINGLE_PATH_CC },
];

/**
 * Presentation mode's controls: N, the queue, its buffer and the congestion control (the run bar
 * keeps run, step, reset and speed).
 */
export function PresentBar({
  spec,
  apply,
  report,
}: {
  spec: DumbbellSpec;
  apply: (s: DumbbellSpec) => void;
  report: (problems: Problem[], source: string) => void;
}) {
  const edit = (changes: Partial<DumbbellSpec>) => {
    const decoded = editSpec(spec, changes);
    report(decoded.problems, editSource(changes));
    apply(decoded.scenario);
  };
  const fields = spec.queue === 'threshold' ? FIELDS.filter((f) => f.key !== 'buffer') : FIELDS;
  return <PresentControls fields={fields} spec={spec} fieldOf={specField} edit={edit} />;
}
