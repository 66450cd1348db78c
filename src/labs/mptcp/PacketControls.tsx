import type { ReactNode } from 'react';
import { BALIA_DECREASES, type BaliaDecrease } from '../../engines/packet/cc/balia';
import { PACKET_QUEUES, packetHorizon, packetWarmup, usesBaliaDecrease } from './packetScenario';
import type { MptcpScenario } from './scenario';

type Key = keyof MptcpScenario;

interface Props {
  scenario: MptcpScenario;
  set: (key: Key, value: unknown) => void;
  input: (
    key: Key,
    label: string,
    extra?: { clearable?: boolean; placeholder?: string },
  ) => ReactNode;
}

export const DECREASE_LABELS: Record<BaliaDecrease, string> = {
  fluid: 'fluid: wᵣ(1+αᵣ)/4, eq. (12)',
  paper: 'paper: wᵣαᵣ/2, eq. (2)',
  kernel: 'kernel: integer α, min(α, 1.5)',
};

/** The three decreases side by side: what each does to a slow route. */
export const DECREASE_NOTE =
  'Every Balia here increases by eq. (1). Per loss, “fluid” is the decrease eq. (12)’s gain implies, wᵣ ← wᵣ(1 − (1+αᵣ)/4): the fluid balia; “paper” is eq. (2) as printed, wᵣ(1 − αᵣ/2) (one packet once the best route is twice as fast): the fluid balia-window; “kernel” is the multipath Linux kernel’s, ⌈w/2⌉ until the best route is twice as fast, then about w/4: no smooth fluid model.';

/**
 * The window level's parameters: run length, warm-up, seed (and how many seeds Table IV's
 * convergence time is measured over), the queues, and Balia's decrease (with what each variant is).
 */
export function PacketControls({ scenario: s, set, input }: Props) {
  return (
    <div className="packet-controls" data-testid="controls.packet">
      {usesBaliaDecrease(s) && (
        <div className="field">
          <label htmlFor="mptcp-bdec">Balia’s decrease per loss</label>
          <select
            id="mptcp-bdec"
            data-testid="control.bdec"
            value={s.bdec}
            onChange={(e) => set('bdec', e.target.value)}
          >
            {BALIA_DECREASES.map((d) => (
              <option key={d} value={d}>
                {DECREASE_LABELS[d]}
              </option>
            ))}
          </select>
          <div className="hint">{DECREASE_NOTE}</div>
        </div>
      )}
      {s.alg === 'balia-window' && (
        <p className="hint">
          At window level balia-window is eqs. (1)-(2) as printed: Balia with eq. (2)’s decrease.
        </p>
      )}
      <div className="grid2">
        {input('t', 'simulated time t (s)', {
          clearable: true,
          placeholder: String(packetHorizon({ ...s, t: null })),
        })}
        {input('warmup', 'warm-up (s)', {
          clearable: true,
          placeholder: String(packetWarmup({ ...s, warmup: null })),
        })}
        {input('buffer', 'buffer (packets, or e.g. 80ms)')}
        <div className="field">
          <label htmlFor="mptcp-queue">queue</label>
          <select
            id="mptcp-queue"
            data-testid="control.queue"
            value={s.queue}
            onChange={(e) => set('queue', e.target.value)}
          >
            {PACKET_QUEUES.map((q) => (
              <option key={q} value={q}>
                {q === 'red' ? 'RED' : 'DropTail'}
              </option>
            ))}
          </select>
        </div>
        {input('seed', 'seed')}
        {input('seeds', 'seeds of the convergence time')}
        {input('dt', 'window sample interval (s)', { clearable: true, placeholder: '0.01' })}
      </div>
      <p className="hint">
        Each link is a queue with its capacity; each route keeps its RTT. RED (the default) drops
        with a probability common to a link’s flows, as the fluid model’s price; DropTail drops what
        arrives at a full queue. The measures below set each run beside the fluid model: try other
        buffers (400ms, say) and queues.
      </p>
    </div>
  );
}
