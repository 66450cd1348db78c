/**
 * The parameters the lab and the CLI give the parallel-TCP models, their units, their validation
 * and paper 001's setups. Names carry their units where the paper's symbols do not.
 */
import type { LossRates } from './hacker';

export interface ParallelTcpParams {
  /** B: bottleneck link rate, Mbit/s (> 0) */
  bwMbps: number;
  /** T: round-trip time without queueing, milliseconds (> 0) */
  rttMs: number;
  /** Q: DropTail buffer, packets (>= 0; real-valued allowed, e.g. an exact BDP) */
  q: number;
  /** N: parallel connections (integer >= 1) */
  n: number;
  /** payload (segment, MSS) bytes per packet (integer >= 1) */
  pkt: number;
  /** header bytes per packet on the wire (integer >= 0): 0 = paper 001's model, 40 = ns-2 */
  header: number;
  /** SSTHRESH: initial slow-start threshold of each connection, packets (>= 1) */
  ssthresh: number;
  /** V: duplicate ACKs that signal a loss (integer >= 1; usually 3) */
  v: number;
  /** X: packets each connection loses per congestion event (>= 0; the paper uses 1) */
  x: number;
  /** transfer duration for eq. (17), seconds (> 0, at least the slow start's T_SS) */
  durationS?: number;
  /** number of CA + fast-recovery cycles for eq. (17) (>= 0); give durationS or m, not both */
  m?: number;
  /** p of eq. (1): one loss rate in (0, 1] for every connection, or one per connection */
  lossRate?: LossRates;
}

/** A parameter outside its range: `field` names it (as in ParallelTcpParams) for the UI. */
export class ParallelTcpParamError extends RangeError {
  readonly field: keyof ParallelTcpParams;
  constructor(field: keyof ParallelTcpParams, message: string) {
    super(`${field}: ${message}`);
    this.name = 'ParallelTcpParamError';
    this.field = field;
  }
}

type Numeric = Exclude<keyof ParallelTcpParams, 'lossRate'>;

function need(ok: boolean, field: Numeric, rule: string, value: unknown): void {
  if (!ok) throw new ParallelTcpParamError(field, `must be ${rule}, got ${String(value)}`);
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const integer = (v: unknown): v is number => finite(v) && Number.isInteger(v);

/**
 * Checks each field on its own (types, finiteness, ranges). The checks that involve several
 * fields (the model's domain: (B T + Q)/N >= V + X, duration >= T_SS) are in parallelTcpModels.
 */
export function validateParams(p: ParallelTcpParams): void {
  need(finite(p.bwMbps) && p.bwMbps > 0, 'bwMbps', 'a finite number > 0 (Mbit/s)', p.bwMbps);
  need(finite(p.rttMs) && p.rttMs > 0, 'rttMs', 'a finite number > 0 (ms)', p.rttMs);
  need(finite(p.q) && p.q >= 0, 'q', 'a finite number >= 0 (packets)', p.q);
  need(integer(p.n) && p.n >= 1, 'n', 'an integer >= 1', p.n);
  need(integer(p.pkt) && p.pkt >= 1, 'pkt', 'an integer >= 1 (bytes)', p.pkt);
  need(integer(p.header) && p.header >= 0, 'header', 'an integer >= 0 (bytes)', p.header);
  need(
    finite(p.ssthresh) && p.ssthresh >= 1,
    'ssthresh',
    'a finite number >= 1 (packets)',
    p.ssthresh,
  );
  need(integer(p.v) && p.v >= 1, 'v', 'an integer >= 1', p.v);
  need(finite(p.x) && p.x >= 0, 'x', 'a finite number >= 0', p.x);
  if (p.durationS !== undefined && p.m !== undefined)
    throw new ParallelTcpParamError('m', 'give durationS or m, not both');
  if (p.durationS !== undefined)
    need(
      finite(p.durationS) && p.durationS > 0,
      'durationS',
      'a finite number > 0 (s)',
      p.durationS,
    );
  if (p.m !== undefined) need(finite(p.m) && p.m >= 0, 'm', 'a finite number >= 0', p.m);
}
