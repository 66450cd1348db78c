import type { DumbbellScenario } from './scenario';
import { DUMBBELL_DEFAULTS } from './scenario';

/**
 * Utilization measured by ns-2 2.35 on the same dumbbell (its dumbbell.tcl with the conventions
 * of conventions.ts: TCP-Sack1, 1000-byte payloads, window 20000, starts uniform in [0, 4] s with
 * seed 7, utilization of the bottleneck after the warm-up). Shown beside the engine's points as
 * "ns-2 2.35" where a scenario is one of these setups; the engine is checked against them.
 *
 * Paper 000's setup: 10 Mbit/s, RTT 120 ms, 600 s with 300 s of warm-up.
 * Paper 001's setup: 45 Mbit/s, RTT 100 ms, DropTail, 300 s with 50 s of warm-up.
 */
interface Ns2Setup {
  cap: number;
  rtt: number;
  queue: 'droptail' | 'red';
  buffer: number;
  t: number;
  warmup: number;
  /** utilization by N */
  byN: Readonly<Record<number, number>>;
}

export const NS2_REFERENCE: readonly Ns2Setup[] = [
  ...[
    [
      'droptail',
      5,
      [
        0.7702656, 0.77403178666666672, 0.78952362666666664, 0.83139264, 0.84399744, 0.8641152,
        0.87375808,
      ],
    ],
    [
      'droptail',
      20,
      [
        0.83163114666666671, 0.83545557333333331, 0.84392256, 0.84510677333333328,
        0.85914538666666662, 0.85443072, 0.86080384,
      ],
    ],
    [
      'droptail',
      100,
      [
        0.98706538666666666, 0.98642197333333337, 0.98839104, 0.98875989333333336,
        0.9915554133333333, 0.9904544, 0.9901216,
      ],
    ],
    [
      'red',
      20,
      [
        0.79820416, 0.80723413333333338, 0.81291392, 0.81464170666666669, 0.82888832,
        0.83312042666666664, 0.84236949333333333,
      ],
    ],
    [
      'red',
      100,
      [
        0.88735573333333329, 0.89395071999999998, 0.89884842666666664, 0.9019296, 0.92787136,
        0.93189824, 0.9411584,
      ],
    ],
  ].map(([queue, buffer, u]) => ({
    cap: 10,
    rtt: 120,
    queue: queue as 'droptail' | 'red',
    buffer: buffer as number,
    t: 600,
    warmup: 300,
    byN: Object.fromEntries([1, 2, 3, 4, 6, 8, 10].map((n, k) => [n, (u as number[])[k]])),
  })),
  ...[
    [
      50,
      [
        0.81315020800000004, 0.82329986844444447, 0.82014344533333339, 0.82766546488888892,
        0.82965412977777775, 0.84092125866666667, 0.86985341155555551,
      ],
    ],
    [
      562,
      [
        0.99999965866666662, 1.0000003982222223, 1.0000003982222223, 0.99999965866666662,
        1.0000003982222223, 1.0000003982222223, 0.99999965866666662,
      ],
    ],
  ].map(([buffer, u]) => ({
    cap: 45,
    rtt: 100,
    queue: 'droptail' as const,
    buffer: buffer as number,
    t: 300,
    warmup: 50,
    byN: Object.fromEntries([1, 2, 4, 8, 16, 32, 50].map((n, k) => [n, (u as number[])[k]])),
  })),
];

/** Whether everything but n, buffer, queue, t, warmup is ns-2's default setup. */
function conventional(s: DumbbellScenario): boolean {
  const d = DUMBBELL_DEFAULTS;
  const same = <K extends keyof DumbbellScenario>(k: K) =>
    JSON.stringify(s[k]) === JSON.stringify(d[k]);
  return (
    s.rtt.length === 1 &&
    (
      [
        'tcp',
        'cc',
        'noise',
        'stop',
        'pkt',
        'header',
        'wmax',
        'rwnd',
        'delack',
        'start',
        'loss',
        'access',
        'iw',
        'minrto',
      ] as const
    ).every(same) &&
    (s.queue !== 'red' ||
      (['minth', 'maxth', 'maxp', 'wq', 'gentle', 'wait', 'redmode'] as const).every(same))
  );
}

/** ns-2's utilization for this scenario's setup at n flows, or null when it was not measured. */
export function ns2Utilization(s: DumbbellScenario, n = s.n): number | null {
  if (!conventional(s)) return null;
  const setup = NS2_REFERENCE.find(
    (r) =>
      r.cap === s.cap &&
      r.rtt === s.rtt[0] &&
      r.queue === s.queue &&
      r.buffer === s.buffer &&
      r.t === s.t &&
      r.warmup === s.warmup,
  );
  return setup?.byN[n] ?? null;
}
