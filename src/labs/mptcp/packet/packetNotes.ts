import { formatNumber } from '../../../format/numbers';
import type { MptcpScenario } from '../scenario';
import type { PacketSetup } from './setup';

/** What a window-level report says about how it was measured and what it is the model of. */
export function packetNotes(s: MptcpScenario, setup: PacketSetup): string[] {
  const notes = [
    `window level: the packet engine runs each route's window (per-ACK increase, per-loss decrease, slow start, NewReno recovery, timeouts); rates are Mbit/s on the wire (payload + 40-byte headers) after the warm-up of ${formatNumber(setup.warmup)} s`,
  ];
  const buffers = setup.links.map((l) => `${l.id} ${formatNumber(l.buffer)}`).join(', ');
  const size =
    s.buffer.unit === 'ms'
      ? `${formatNumber(s.buffer.value)} ms of each link's rate (packets: ${buffers})`
      : `${formatNumber(s.buffer.value)} packets`;
  notes.push(
    s.queue === 'red'
      ? `every link: RED as ns-2 2.35 (thresholds 0.6 and 0.8 of the buffer, max_p 0.1, w_q 0.001, gentle, byte mode), buffer ${size}: a loss probability common to a link's flows, as the fluid model's price`
      : `every link: DropTail, buffer ${size}: a packet that arrives at a full queue is dropped, whichever flow sent it, where the fluid model's price is a loss probability common to a link's flows`,
  );
  const algs = new Set(setup.sources.map((x) => x.algorithm));
  if (algs.has('max'))
    notes.push(
      "max runs RFC 6356's LIA, with the min(., 1/w_r) cap that the fluid model leaves out",
    );
  if (algs.has('balia'))
    notes.push(
      s.bdec === 'fluid'
        ? 'balia: the increase of eq. (1) with the decrease w_r(1 + alpha_r)/4 that eq. (12) implies through (5): the fluid model balia (balia-decrease=paper is eq. (2) as printed, the fluid balia-window)'
        : s.bdec === 'paper'
          ? 'balia with balia-decrease=paper: eqs. (1)-(2) as printed, whose fluid model is balia-window'
          : 'balia with balia-decrease=kernel: the multipath kernel decrease w_r - floor(w_r/2) min(alpha_r, 1.5) with an integer alpha_r; it has no smooth fluid model',
    );
  if (algs.has('balia-window')) notes.push('balia-window: eqs. (1)-(2) as printed');
  if (algs.has('olia'))
    notes.push(
      'olia: the multipath kernel algorithm (Khalili et al.); this lab has no fluid model of it',
    );
  if (algs.has('generalized'))
    notes.push(
      "generalized: eq. (12)'s (k_r, phi_r) as window rules through (5): decrease (w_r/2)(1 + eta(alpha_r - 1)) per loss, increase phi_r times that per ACK",
    );
  if (s.net === 'two-links' || s.net === 'responsiveness')
    notes.push(
      "the paper does not give the single-path flows' RTT on Fig. 2: they use the RTT of link 2's route",
    );
  return notes;
}
