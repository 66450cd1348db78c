import { formatAxis } from '../../../sweep/axis';
import { SchemaInput } from '../../kit/SchemaInput';
import { MULTCP_SCHEMA, type MultcpScenario } from '../scenario';
import { defaultAxis, type PacketView } from './views';

type Edit = (changes: Partial<MultcpScenario>) => void;

/** A packet view's parameters: its network, its series, the runs and the sweep. */
export function PacketControls({ spec, edit }: { spec: MultcpScenario; edit: Edit }) {
  const view = spec.view as PacketView;
  const input = (k: keyof MultcpScenario & string, label: string, placeholder?: string) => (
    <SchemaInput
      schema={MULTCP_SCHEMA}
      spec={spec}
      k={k}
      label={label}
      edit={edit}
      clearable={placeholder !== undefined}
      placeholder={placeholder}
    />
  );
  const axis = defaultAxis(view, spec);
  return (
    <>
      {axis && input('sweep', 'swept values (empty: the default)', formatAxis(axis))}
      {(view === 'fig4' || view === 'fig5') &&
        input('flavours', 'MulTCP over the flavours (or all)')}
      {view === 'fig4' && input('ntcps', 'N separate TCPs over (or none)')}
      {(view === 'util' || view === 'wpf' || view === 'rwnd') &&
        input('tcp', 'loss recovery (tahoe, reno, newreno, sack)')}
      {(view === 'fig4' || view === 'fig5') && (
        <details>
          <summary>Fig. 3’s network</summary>
          {input('cap', 'bottleneck, Mbit/s')}
          {input('bg', view === 'fig4' ? 'background TCPs' : 'MulTCPs − 2')}
          {input('rttlo', 'shortest RTT, ms')}
          {input('rtthi', 'longest RTT, ms')}
          {input('limit', 'RED limit, packets')}
          {input('minth', 'RED thresh')}
          {input('maxth', 'RED maxthresh')}
          {input('redmode', 'RED counts packets or bytes')}
        </details>
      )}
      {view === 'util' && (
        <>
          {input('cap', 'capacity, Mbit/s')}
          {input('rtt', 'RTT, ms')}
          {input('buffer', 'DropTail buffer, packets')}
        </>
      )}
      {view === 'wpf' && (
        <>
          <p className="hint">The network is the fairness view’s: edit it there.</p>
          {input('rtt', 'RTT of every flow, ms')}
          {input('linkq', 'queue of every link')}
        </>
      )}
      {view === 'rwnd' && (
        <>
          {input('rn', 'N: also MulTCP(N) (1: one TCP)')}
          {input('p', 'p: random loss per packet')}
          {input('rtt', 'R: round-trip time, ms')}
          {input('pkt', 'B: payload, bytes')}
          {input('brmax', 'B_R axis to, kB')}
        </>
      )}
      <details>
        <summary>Runs</summary>
        {input('reps', 'runs per point')}
        {input('t', 'simulated time per run, s')}
        {input('warmup', 'warm-up, s')}
        {input('seed', 'seed')}
      </details>
    </>
  );
}
