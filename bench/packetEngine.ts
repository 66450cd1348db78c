/**
 * Speed of the packet engine: simulated packets that leave the bottleneck per second of wall time,
 * beside ns-2 2.35 on the same scenario when `ns` is on the PATH (bench/ns2/dumbbell.tcl).
 * Reference scenario: N = 10, DropTail 20, 10 Mb/s, RTT 120 ms, Sack1, 600 s (~620,000 packets).
 * Then how the cost grows with N (10, 100, 1000 flows) and with capacity (10 Mb/s to 1 Gb/s).
 *
 *   npx tsx bench/packetEngine.ts
 *
 * Wall times are the best of `repeats` runs after one warm-up run (the JIT); CPU time is the
 * process's user + system time over the same run, less sensitive to other load on the machine.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PacketSimulation, type PacketParams } from '../src/engines/packet';

interface Case {
  label: string;
  params: Partial<PacketParams>;
  /** the same scenario for bench/ns2/dumbbell.tcl (omitted: not run in ns-2) */
  ns2?: string[];
}

export interface SpeedRow {
  label: string;
  packets: number;
  eventsPerPacket: number;
  wallMs: number;
  cpuMs: number;
  packetsPerSecond: number;
  ns2WallMs: number | null;
  ns2CpuMs: number | null;
  /** both simulators' speed from CPU time (fairer on a shared machine) */
  cpuPacketsPerSecond: number;
  ns2CpuPacketsPerSecond: number | null;
}

const SCRIPT = fileURLToPath(new URL('./ns2/dumbbell.tcl', import.meta.url));

const dumbbell = (n: number, mbps: number, buffer: number, duration: number): Case => ({
  label: `N ${n}, ${mbps >= 1000 ? `${mbps / 1000} Gb/s` : `${mbps} Mb/s`}, DropTail ${buffer}, ${duration} s`,
  params: {
    n,
    capacity: mbps * 1e6,
    buffer,
    duration,
    warmup: duration / 2,
    rtt: [0.12],
    flavour: 'sack',
    traceInterval: 0,
  },
  ns2: [
    `n=${n}`,
    `cap=${mbps}`,
    `buffer=${buffer}`,
    `sim=${duration}`,
    `warm=${duration / 2}`,
    'rtt=120',
    'tcp=sack',
  ],
});

export const SPEED_CASES: Case[] = [
  dumbbell(10, 10, 20, 600),
  dumbbell(100, 10, 20, 600),
  { ...dumbbell(1000, 10, 20, 600), ns2: undefined },
  dumbbell(10, 100, 200, 60),
  { ...dumbbell(10, 1000, 2000, 20), ns2: undefined },
  { ...dumbbell(100, 100, 200, 60), ns2: undefined },
  { ...dumbbell(1000, 1000, 2000, 20), ns2: undefined },
];

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/**
 * Best (least wall time) of `repeats` runs of `params` after one warm-up run of a tenth of the
 * duration (the JIT); also used by bench/packetHtsim.ts.
 */
export function timeEngine(params: Partial<PacketParams>, repeats: number) {
  const d = (params.duration ?? 600) / 10;
  new PacketSimulation({ ...params, duration: d, warmup: d / 2 }).run(); // JIT warm-up
  let best = { wallMs: Infinity, cpuMs: Infinity, packets: 0, events: 0 };
  for (let r = 0; r < repeats; r++) {
    const c0 = cpuMs();
    const t0 = performance.now();
    const s = new PacketSimulation(params).run();
    const wallMs = performance.now() - t0;
    const cpu = cpuMs() - c0;
    if (wallMs < best.wallMs) best = { wallMs, cpuMs: cpu, packets: s.packets, events: s.events };
  }
  return best;
}

/**
 * Best of `repeats` ns-2 runs: wall and CPU (user + system, from /usr/bin/time) in ms; null when
 * ns-2 is not installed. Without /usr/bin/time the CPU time is reported as NaN.
 */
export function timeNs2(args: string[], repeats: number): { wallMs: number; cpuMs: number } | null {
  let best = { wallMs: Infinity, cpuMs: NaN };
  for (let r = 0; r < repeats; r++) {
    const t0 = performance.now();
    const p = spawnSync('/usr/bin/time', ['-f', '%U %S', 'ns', SCRIPT, ...args], {
      encoding: 'utf8',
    });
    const wallMs = performance.now() - t0;
    let cpuMs = NaN;
    if (p.error) {
      const q = spawnSync('ns', [SCRIPT, ...args], { encoding: 'utf8' });
      if (q.status !== 0) return null;
    } else if (p.status !== 0) return null;
    else {
      const [u, sys] = p.stderr.trim().split('\n').pop()!.split(' ').map(Number);
      cpuMs = (u + sys) * 1000;
    }
    if (wallMs < best.wallMs) best = { wallMs, cpuMs };
  }
  return best;
}

export function benchPacketEngine(repeats = 3): SpeedRow[] {
  const startup = timeNs2(['n=1', 'sim=0.001', 'warm=0'], repeats);
  const rows = SPEED_CASES.map((c): SpeedRow => {
    const e = timeEngine(c.params, repeats);
    const ns = c.ns2 && startup !== null ? timeNs2(c.ns2, repeats) : null;
    return {
      label: c.label,
      packets: e.packets,
      eventsPerPacket: e.events / e.packets,
      wallMs: e.wallMs,
      cpuMs: e.cpuMs,
      packetsPerSecond: (e.packets / e.wallMs) * 1000,
      ns2WallMs: ns?.wallMs ?? null,
      ns2CpuMs: ns?.cpuMs ?? null,
      cpuPacketsPerSecond: (e.packets / e.cpuMs) * 1000,
      ns2CpuPacketsPerSecond: ns ? (e.packets / ns.cpuMs) * 1000 : null,
    };
  });
  printSpeedRows(rows, startup);
  return rows;
}

const mega = (x: number) => `${(x / 1e6).toFixed(2)} M`;

export function printSpeedRows(
  rows: SpeedRow[],
  ns2Startup: { wallMs: number; cpuMs: number } | null,
): void {
  console.log(
    '\nPacket engine speed: bottleneck packets per second (wall time; CPU time in brackets)',
  );
  const head = [
    'scenario',
    'packets',
    'events/pkt',
    'engine ms',
    'engine pkt/s',
    'ns-2 ms',
    'ns-2 pkt/s',
  ];
  const opt = (x: number | null, f: (v: number) => string) => (x === null ? '-' : f(x));
  const table = rows.map((r) => [
    r.label,
    String(r.packets),
    r.eventsPerPacket.toFixed(2),
    `${r.wallMs.toFixed(0)} (${r.cpuMs.toFixed(0)})`,
    `${mega(r.packetsPerSecond)} (${mega(r.cpuPacketsPerSecond)})`,
    opt(r.ns2WallMs, (v) => `${v.toFixed(0)} (${(r.ns2CpuMs ?? NaN).toFixed(0)})`),
    opt(
      r.ns2WallMs,
      (v) => `${mega((r.packets / v) * 1000)} (${mega(r.ns2CpuPacketsPerSecond ?? NaN)})`,
    ),
  ]);
  const w = head.map((h, i) => Math.max(h.length, ...table.map((t) => t[i].length)));
  console.log(head.map((h, i) => h.padStart(w[i])).join('  '));
  for (const t of table) console.log(t.map((c, i) => c.padStart(w[i])).join('  '));
  if (ns2Startup !== null) {
    console.log(
      `ns-2 start-up (a 1 ms run): ${ns2Startup.wallMs.toFixed(0)} ms wall, ${ns2Startup.cpuMs.toFixed(0)} ms CPU, included in its times`,
    );
  } else console.log('ns-2 not found on the PATH: no comparison');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) benchPacketEngine();
