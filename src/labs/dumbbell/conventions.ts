import { DUMBBELL_DEFAULTS, type DumbbellScenario } from '../families/packet/scenario';

/**
 * ns-2 2.35's conventions as the lab states them: one sentence per parameter for the controls,
 * and the list of those in force for the theory panel (with what differs from ns-2 said so).
 */

export type ConventionKey =
  'header' | 'pkt' | 'iw' | 'minrto' | 'delack' | 'redmode' | 'wmax' | 'rwnd' | 'access' | 'start';

export const CONVENTION_HINTS: Record<ConventionKey, string> = {
  header:
    "TCP/IP header bytes added to every packet on the wire; ns-2 2.35's default (tcpip_base_hdr_size_) is 40, so a 1000-byte payload takes 1040 bytes.",
  pkt: "Payload bytes of a data packet; paper 000's ns-2 2.35 scripts use 1000.",
  iw: "The window once the SYN is acknowledged (ns-2 windowInit_ with syn_ on); ns-2 2.35's default is 2.",
  minrto:
    "The retransmission timeout never goes below this; ns-2 2.35's default (minrto_) is 0.2 s.",
  delack:
    "One ACK per two packets with a 100 ms timer (ns-2 DelAckSink); ns-2 2.35's default sink acknowledges every packet, so this is off.",
  redmode:
    "RED averages the queue in bytes (ns-2 2.35's default, queue_in_bytes_) or in packets (classic RED).",
  wmax: "The sender's largest window (ns-2 window_); paper 000's scripts set 20000, which never binds.",
  rwnd: 'A receiver window caps each flow at rwnd packets per RTT; ns-2 2.35 has none by default.',
  access:
    "Access links run at this many times the bottleneck's capacity, so they never queue; paper 000's dumbbell.tcl uses 10.",
  start:
    'Flows start at times drawn uniformly in [0, start] s (paper 000: [0, 4]); n values give each start.',
};

const same = <K extends keyof DumbbellScenario>(s: DumbbellScenario, k: K) =>
  JSON.stringify(s[k]) === JSON.stringify(DUMBBELL_DEFAULTS[k]);

const TCP_NAMES = {
  sack: 'TCP-Sack1',
  newreno: 'NewReno',
  reno: 'Reno',
  tahoe: 'Tahoe',
} as const;

/** The conventions in force, in words; `ns2` says whether each is ns-2 2.35's default. */
export function conventionsInForce(s: DumbbellScenario): { text: string; ns2: boolean }[] {
  const tcp = [...new Set(s.tcp)].map((t) => TCP_NAMES[t]).join(', ');
  const out = [
    { text: `loss recovery: ${tcp}`, ns2: same(s, 'tcp') },
    {
      text: `${s.pkt + s.header}-byte packets on the wire (${s.pkt} payload + ${s.header} header), 40-byte ACKs`,
      ns2: same(s, 'pkt') && same(s, 'header'),
    },
    { text: `a SYN first, then an initial window of ${s.iw}`, ns2: same(s, 'iw') },
    {
      text: s.delack
        ? 'delayed ACKs (one per two packets, 100 ms timer)'
        : 'an ACK for every packet (no delayed ACKs)',
      ns2: same(s, 'delack'),
    },
    { text: `minimum RTO ${s.minrto} s, timer granularity 10 ms`, ns2: same(s, 'minrto') },
    {
      text:
        s.rwnd === null
          ? `window limit ${s.wmax} packets (never binds)`
          : `receiver window ${s.rwnd} packets`,
      ns2: same(s, 'wmax') && same(s, 'rwnd'),
    },
    {
      text:
        s.start.length === 1
          ? `starts uniform in [0, ${s.start[0]}] s`
          : 'start times given per flow',
      ns2: same(s, 'start'),
    },
    { text: `access links ${s.access} × the bottleneck`, ns2: same(s, 'access') },
  ];
  if (s.queue === 'red')
    out.push({
      text: `RED in ${s.redmode === 'bytes' ? 'byte' : 'packet'} mode, gentle ${s.gentle ? 'on' : 'off'}, wait ${s.wait ? 'on' : 'off'}`,
      ns2: same(s, 'redmode') && same(s, 'gentle') && same(s, 'wait'),
    });
  return out;
}
