import type { PacketFields } from './fields';
import { fig3Rtts } from './networks';

/**
 * The Fig. 3 network in the Dumbbell lab, to watch the cwnd traces (and the timeouts) of a MulTCP
 * among its 21 TCPs: flow 1 the MulTCP(N) (`weight`, which only MulTCP flows read), flow 2 its
 * reference TCP, the RTTs, RED and flavour as here.
 */
export function dumbbellLink(s: PacketFields, flavour: string, n: number): string {
  const rtts = fig3Rtts(s).map((r) => Number((r * 1000).toPrecision(6)));
  const parts = [
    'lab=dumbbell',
    `n=${rtts.length}`,
    `cap=${s.cap}`,
    `rtt=${rtts.join(',')}`,
    'queue=red',
    `buffer=${s.limit}`,
    `minth=${s.minth}`,
    `maxth=${s.maxth}`,
    'wq=0.002',
    'gentle=0',
    `redmode=${s.redmode}`,
    `tcp=${flavour}`,
    `cc=${['multcp', ...Array<string>(rtts.length - 1).fill('reno')].join(',')}`,
    `weight=${n}`,
    't=120',
    'warmup=20',
    'start=2',
  ];
  return `?${parts.join('&')}`;
}
