/**
 * Paper 001's evaluation setups (Sec. 4), as parameters of parallelTcpModels. Units as the paper
 * states them: segment 1 KB = 1000 bytes, SSTHRESH 32 KB = 32 segments, Q = 50 KB = 50 segments,
 * X = 1, V = 3, 300 s runs. The model knows no headers (header = 0): that is the convention under
 * which the ns-2 README's model row is reproduced (see the tests). Set header = 40 to count
 * ns-2's 1040-byte wire packets instead.
 */
import { bdpPackets } from './linkUnits';
import type { ParallelTcpParams } from './params';

/** The fixed parameters of Sec. 4.1; q, n and rttMs vary with the figure. */
export const PAPER_001_BASE: Readonly<Omit<ParallelTcpParams, 'q' | 'n'>> = {
  bwMbps: 45,
  rttMs: 100,
  pkt: 1000,
  header: 0,
  ssthresh: 32,
  v: 3,
  x: 1,
  durationS: 300,
};

/** The N of the ns-2 reference runs (the paper's figures sweep N = 1..50). */
export const PAPER_001_N = [1, 2, 4, 8, 16, 32, 50] as const;

/** "Q = BDP" as a DropTail buffer: B T in packets, rounded down (562 at 45 Mbit/s, 100 ms). */
export function bdpBuffer(
  p: Pick<ParallelTcpParams, 'bwMbps' | 'rttMs' | 'pkt' | 'header'>,
): number {
  return Math.floor(bdpPackets(p.bwMbps, p.rttMs, p));
}

export interface Paper001Setup {
  id: string;
  /** where the paper shows it */
  figure: string;
  label: string;
  params: Omit<ParallelTcpParams, 'n'>;
}

function bdpSetup(id: string, figure: string, rttMs: number): Paper001Setup {
  const base = { ...PAPER_001_BASE, rttMs };
  return {
    id,
    figure,
    label: `T3 45 Mbit/s, RTT ${rttMs} ms, Q = BDP`,
    params: { ...base, q: bdpBuffer(base) },
  };
}

/** Fig. 4 (a) and (b), Fig. 5 (a)-(d). */
export const PAPER_001_SETUPS: readonly Paper001Setup[] = [
  {
    id: 'fig4a',
    figure: 'Fig. 4(a)',
    label: 'T3 45 Mbit/s, RTT 100 ms, Q = 50 KB',
    params: { ...PAPER_001_BASE, q: 50 },
  },
  bdpSetup('fig4b', 'Fig. 4(b)', 100),
  bdpSetup('fig5a', 'Fig. 5(a)', 30),
  bdpSetup('fig5b', 'Fig. 5(b)', 50),
  bdpSetup('fig5c', 'Fig. 5(c)', 80),
  bdpSetup('fig5d', 'Fig. 5(d)', 100),
];
