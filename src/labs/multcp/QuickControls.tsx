import { SchemaInput } from '../kit/SchemaInput';
import { isPacketView } from './packet/views';
import { MULTCP_SCHEMA, type MultcpScenario } from './scenario';

type Edit = (changes: Partial<MultcpScenario>) => void;

/**
 * In presentation mode the controls panel is tucked away: the view's one or two parameters a
 * lecturer changes in front of the class stay at hand beside the tabs (the fairness view keeps its
 * network editor).
 */
export function QuickControls({ spec, edit }: { spec: MultcpScenario; edit: Edit }) {
  const input = (k: keyof MultcpScenario & string, label: string) => (
    <SchemaInput schema={MULTCP_SCHEMA} spec={spec} k={k} label={label} edit={edit} />
  );
  if (spec.view === 'fairness' || isPacketView(spec.view)) return null;
  return (
    <div className="multcp-quick" data-testid="multcp.quick">
      {spec.view === 'gain' && (
        <>
          {input('n', 'N')}
          {input('nmax', 'N axis to')}
          {input('beta', 'β')}
        </>
      )}
      {spec.view === 'rbuffer' && (
        <>
          {input('rn', 'N')}
          {input('p', 'p')}
          {input('brmax', 'B_R to, kB')}
        </>
      )}
    </div>
  );
}
