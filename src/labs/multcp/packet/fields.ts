import { FLAVOURS, type Flavour } from '../../../engines/packet/params';
import { enumField, numberField, type Field } from '../../../scenario/fields';
import { fail, ok, type Parsed } from '../../../scenario/values';
import type { SweepAxis } from '../../../sweep/axis';
import { parseNameList } from '../../../sweep/spec';

/**
 * The packet-level experiments' parameters (views fig4, fig5, util, wpf, rwnd): the Fig. 3 network
 * (paper 004 gives its RED queue, thresh 5, maxthresh 15, limit 20 packets, and 20 background TCPs;
 * capacities and delays are ours, stated in the page and the JSON), the flavours run as series,
 * the run length, and the sweep (seed, axis, replications). Every view reads what it needs.
 */
export interface PacketFields {
  /** the lab, as every sweep names it */
  lab: 'multcp';
  /** loss-recovery flavours of MulTCP(N), one series each (fig4, fig5) */
  flavours: Flavour[];
  /** N separate TCPs instead of the MulTCP, one series per flavour listed (fig4); [] none */
  ntcps: Flavour[];
  /** the flavour of the util, wpf and rwnd runs */
  tcp: Flavour;
  /** Fig. 3's bottleneck (fig4, fig5) and the util dumbbell, Mbit/s */
  cap: number;
  /** background TCPs beside the MulTCP and its reference TCP (fig4; fig5 runs bg + 2 MulTCPs) */
  bg: number;
  /** the RTT spread of Fig. 3's senders, ms: pairs from rttlo to rtthi */
  rttlo: number;
  rtthi: number;
  /** Fig. 3's RED: limit, thresholds (packets, or packets' worth of bytes), and its mode */
  limit: number;
  minth: number;
  maxth: number;
  redmode: 'packets' | 'bytes';
  /** the util view's DropTail buffer, packets */
  buffer: number;
  /** the wpf view's queue on every link */
  linkq: 'red' | 'droptail';
  /** simulated time and warm-up of every run, s */
  t: number;
  warmup: number;
  seed: number;
  sweep: SweepAxis | null;
  sweep2: SweepAxis | null;
  reps: number;
}

/** The longest packet run, s (the t field's bound). */
export const MAX_PACKET_T = 100_000;

export const PACKET_DEFAULTS: PacketFields = {
  lab: 'multcp',
  flavours: [...FLAVOURS],
  ntcps: ['reno'],
  tcp: 'sack',
  cap: 10,
  bg: 20,
  rttlo: 40,
  rtthi: 160,
  limit: 20,
  minth: 5,
  maxth: 15,
  redmode: 'packets',
  buffer: 10,
  linkq: 'red',
  t: 300,
  warmup: 50,
  seed: 1,
  sweep: null,
  sweep2: null,
  reps: 3,
};

/** `flavours=`: a list of loss-recovery flavours, each once, or `all`. */
export function flavourListField<S>(key: keyof S & string, help: string, empty: boolean): Field<S> {
  return {
    key,
    param: key,
    help,
    parse(raw): Parsed<S[keyof S]> {
      if (empty && (raw === 'none' || (Array.isArray(raw) && raw.length === 0)))
        return ok([] as unknown as S[keyof S]);
      const v = parseNameList(raw, FLAVOURS, 'flavours');
      return v.ok ? ok(v.value as unknown as S[keyof S]) : fail(v.reason);
    },
    format: (v) => ((v as string[]).length === 0 ? 'none' : (v as string[]).join(',')),
    json: (v) => [...(v as string[])],
  };
}

/** The packet views' fields, for the lab's table of fields (help lines name their views). */
export function packetFields<S extends PacketFields>(): Field<S>[] {
  type K = keyof S & string;
  const num = (k: keyof PacketFields, help: string, r: Parameters<typeof numberField>[2]) =>
    numberField<S>(k as K, help, r);
  return [
    flavourListField<S>(
      'flavours' as K,
      'fig4, fig5: MulTCP over these loss-recovery flavours, one series each (or all)',
      false,
    ),
    flavourListField<S>(
      'ntcps' as K,
      'fig4: N separate TCPs in place of the MulTCP, one series per flavour (or none)',
      true,
    ),
    enumField<S>('tcp' as K, 'util, wpf, rwnd: the loss-recovery flavour of the runs', FLAVOURS),
    num('cap', 'fig4, fig5, util: bottleneck capacity, Mbit/s', { min: 0.1, max: 1000 }),
    num('bg', 'fig4: background TCPs, an even number (fig5 runs bg + 2 MulTCPs)', {
      min: 0,
      max: 200,
      integer: true,
    }),
    num('rttlo', 'fig4, fig5: the shortest RTT of the senders, ms', { min: 4, max: 10_000 }),
    num('rtthi', 'fig4, fig5: the longest RTT of the senders, ms', { min: 4, max: 10_000 }),
    num('limit', 'fig4, fig5: RED queue limit, packets (Fig. 3: 20)', {
      min: 2,
      max: 100_000,
      integer: true,
    }),
    num('minth', 'fig4, fig5: RED thresh, packets (Fig. 3: 5)', { min: 0, max: 100_000 }),
    num('maxth', 'fig4, fig5: RED maxthresh, packets (Fig. 3: 15)', { min: 0, max: 100_000 }),
    enumField<S>('redmode' as K, 'fig4, fig5: RED counts packets or bytes', ['packets', 'bytes']),
    num('buffer', 'util: the DropTail buffer, packets', { min: 2, max: 100_000, integer: true }),
    enumField<S>('linkq' as K, 'wpf: the queue of every link', ['red', 'droptail']),
    num('t', 'packet views: simulated time of each run, s', { min: 1, max: MAX_PACKET_T }),
    num('warmup', 'packet views: left out of the measurements, s', { min: 0, max: 100_000 }),
    num('seed', 'packet views: seed of the replications', {
      min: 0,
      max: 0xffffffff,
      integer: true,
    }),
  ];
}
