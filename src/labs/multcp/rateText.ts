import { sig } from '../../format/numbers';

/** A throughput in kB/s with Mbit/s beside it: "125 kB/s (1 Mbit/s)". */
export const rate = (kBps: number): string =>
  `${sig(kBps, 3)} kB/s (${sig((kBps * 8) / 1000, 3)} Mbit/s)`;
