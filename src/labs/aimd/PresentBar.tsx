import { POLICIES } from '../../engines/aimd/params';
import { fieldOf, makeScenarioEdit } from '../../scenario/edit';
import type { Problem } from '../../scenario/problems';
import { AIMD_SCHEMA, type AimdScenario } from '../families/aimd/scenario';
import { PresentControls, type PresentField } from '../kit/PresentControls';

const FIELDS: readonly PresentField<AimdScenario>[] = [
  { key: 'policy', label: 'Loss policy', choices: POLICIES },
  { key: 'n', label: 'N' },
  { key: 'beta', label: 'β' },
];

/** Presentation mode's controls: the policy, N and β (the run bar keeps run, step, reset, speed). */
export function PresentBar(props: {
  scenario: AimdScenario;
  apply: (s: AimdScenario) => void;
  report: (problems: Problem[], source: string) => void;
}) {
  return (
    <PresentControls
      fields={FIELDS}
      spec={props.scenario}
      fieldOf={(k) => fieldOf(AIMD_SCHEMA, k)}
      edit={makeScenarioEdit(AIMD_SCHEMA, props.scenario, props.apply, props.report)}
    />
  );
}
