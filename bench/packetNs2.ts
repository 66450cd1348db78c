/**
 * The packet engine beside ns-2 2.35 on the same setups (same topology, same start times).
 *
 *   npx tsx bench/packetNs2.ts            published tables + our own setups (ns-2 run live)
 *   npx tsx bench/packetNs2.ts --quick    published tables only (no ns-2 needed)
 *   npx tsx bench/packetNs2.ts --live     also re-run the published cells in ns-2
 *
 * ns-2 runs bench/ns2/dumbbell.tcl when `ns` is on the PATH. DropTail runs are deterministic in
 * both simulators: equal start times give the same trajectory, except where two events fall on
 * the same instant, which ns-2 orders by its calendar queue's internals (FIFO, reversed after each
 * resize). RED and random loss use different random generators: agreement is statistical there.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PacketSimulation, type Flavour, type PacketSummary } from '../src/engines/packet';
import {
  NS2_SEED7_STARTS,
  PAPER000_N,
  PAPER000_TABLE,
  PAPER001_N,
  PAPER001_TABLE,
} from './packetNs2Fixtures';

export interface Setup {
  n: number;
  queue: 'droptail' | 'red';
  buffer: number;
  /** Mb/s */
  cap: number;
  /** ms, one or per flow */
  rtt: number[];
  sim: number;
  warm: number;
  tcp: Flavour;
  loss?: number;
  redmode?: 'bytes' | 'packets';
  delack?: boolean;
}

export interface Ns2Result {
  utilization: number;
  packets: number;
  drops: number;
  flowBytes: number[];
  timeouts: number[];
}

const SCRIPT = fileURLToPath(new URL('./ns2/dumbbell.tcl', import.meta.url));

export function nsAvailable(): boolean {
  const r = spawnSync('ns', [SCRIPT, 'n=1', 'sim=0.01', 'warm=0'], { encoding: 'utf8' });
  return r.status === 0;
}

const starts = (n: number) => NS2_SEED7_STARTS.slice(0, n);

export function runNs2(s: Setup): Ns2Result {
  return ns2With(s, [`starts=${starts(s.n).join(',')}`]);
}

/** ns-2 with its start times (uniform in [0, 4] s) and its default generator from `seed`. */
export function runNs2Seeded(s: Setup, seed: number): Ns2Result {
  return ns2With(s, [`seed=${seed}`, `rngseed=${seed}`]);
}

function ns2With(s: Setup, extra: string[]): Ns2Result {
  const args = [
    SCRIPT,
    `n=${s.n}`,
    `queue=${s.queue === 'red' ? 'RED' : 'DropTail'}`,
    `buffer=${s.buffer}`,
    `cap=${s.cap}`,
    `rtt=${s.rtt.join(',')}`,
    `sim=${s.sim}`,
    `warm=${s.warm}`,
    `tcp=${s.tcp}`,
    ...extra,
    `loss=${s.loss ?? 0}`,
    `redmode=${s.redmode ?? 'bytes'}`,
    `delack=${s.delack ? 1 : 0}`,
  ];
  const r = spawnSync('ns', args, { encoding: 'utf8', maxBuffer: 1 << 24 });
  if (r.status !== 0) throw new Error(`ns failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop() as string) as Ns2Result;
}

/** The engine on a setup: ns-2's seed-7 start times, or with `seeded` uniform in [0, 4] s from `seed`. */
export function runEngine(s: Setup, seed = 1, seeded = false): PacketSummary {
  return new PacketSimulation({
    n: s.n,
    queue: s.queue,
    buffer: s.buffer,
    capacity: s.cap * 1e6,
    rtt: s.rtt.map((x) => x / 1000),
    duration: s.sim,
    warmup: s.warm,
    flavour: s.tcp,
    start: seeded ? null : starts(s.n),
    loss: s.loss ?? 0,
    redMode: s.redmode ?? 'bytes',
    delayedAck: s.delack ?? false,
    seed,
    traceInterval: 0,
  }).run();
}

const f4 = (x: number) => x.toFixed(4);
const pad = (x: string, w: number) => x.padStart(w);

function table(title: string, head: string[], rows: string[][]): void {
  console.log(`\n${title}`);
  const w = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  console.log(head.map((h, i) => pad(h, w[i])).join('  '));
  for (const r of rows) console.log(r.map((c, i) => pad(c, w[i])).join('  '));
}

/** Paper 000's published table: ns-2 (published; optionally re-run) beside the engine. */
function paper000(live: boolean): number {
  let worst = 0;
  const rows: string[][] = [];
  for (const row of PAPER000_TABLE) {
    PAPER000_N.forEach((n, k) => {
      const s: Setup = {
        n,
        queue: row.queue,
        buffer: row.buffer,
        cap: 10,
        rtt: [120],
        sim: 600,
        warm: 300,
        tcp: 'sack',
      };
      const e = runEngine(s).utilization;
      const ns = live ? runNs2(s).utilization : row.ns2[k];
      worst = Math.max(worst, Math.abs(e - ns));
      rows.push([`${row.queue} ${row.buffer}`, String(n), f4(ns), f4(e), f4(Math.abs(e - ns))]);
    });
  }
  table(
    'Paper 000 dumbbell (10 Mb/s, 120 ms, Sack1, 600 s, warm-up 300 s): utilization',
    ['queue', 'N', 'ns-2', 'engine', '|diff|'],
    rows,
  );
  return worst;
}

/** Paper 001's setup: 45 Mb/s, 100 ms, DropTail 50 and one BDP. */
function paper001(): number {
  let worst = 0;
  const rows: string[][] = [];
  for (const row of PAPER001_TABLE) {
    PAPER001_N.forEach((n, k) => {
      const s: Setup = {
        n,
        queue: 'droptail',
        buffer: row.buffer,
        cap: 45,
        rtt: [100],
        sim: 300,
        warm: 50,
        tcp: 'sack',
      };
      const e = runEngine(s).utilization;
      worst = Math.max(worst, Math.abs(e - row.ns2[k]));
      rows.push([
        `droptail ${row.buffer}`,
        String(n),
        f4(row.ns2[k]),
        f4(e),
        f4(Math.abs(e - row.ns2[k])),
      ]);
    });
  }
  table(
    'Paper 001 setup (45 Mb/s, 100 ms, DropTail, Sack1, 300 s, warm-up 50 s): utilization',
    ['queue', 'N', 'ns-2', 'engine', '|diff|'],
    rows,
  );
  return worst;
}

const d = (o: Partial<Setup>): Setup => ({
  n: 4,
  queue: 'droptail',
  buffer: 20,
  cap: 10,
  rtt: [120],
  sim: 600,
  warm: 300,
  tcp: 'sack',
  ...o,
});

/** Setups beyond the papers: capacities, RTTs, N, flavours, unequal RTTs, random loss ... */
export const OWN_SETUPS: [string, Setup][] = [
  ['1 Mb/s, DT 5, N 2', d({ n: 2, cap: 1, buffer: 5 })],
  ['45 Mb/s, DT 100, N 4', d({ cap: 45, buffer: 100, sim: 300, warm: 100 })],
  ['100 Mb/s, DT 300, N 10', d({ n: 10, cap: 100, buffer: 300, sim: 200, warm: 50 })],
  ['RTT 20 ms, DT 10', d({ rtt: [20], buffer: 10 })],
  ['RTT 60 ms, DT 20', d({ rtt: [60] })],
  ['RTT 250 ms, DT 60', d({ rtt: [250], buffer: 60 })],
  ['N 20, DT 20', d({ n: 20 })],
  ['N 50, DT 50', d({ n: 50, buffer: 50 })],
  ['N 50, RED 100', d({ n: 50, queue: 'red', buffer: 100 })],
  ['tahoe, DT 20', d({ tcp: 'tahoe' })],
  ['reno, DT 20', d({ tcp: 'reno' })],
  ['newreno, DT 20', d({ tcp: 'newreno' })],
  ['tahoe, RED 20', d({ tcp: 'tahoe', queue: 'red' })],
  ['reno, RED 20', d({ tcp: 'reno', queue: 'red' })],
  ['newreno, RED 20', d({ tcp: 'newreno', queue: 'red' })],
  ['RTTs 40/80/160/240, DT 20', d({ rtt: [40, 80, 160, 240] })],
  [
    'RTTs 40/80/160/240, RED 50, newreno',
    d({ rtt: [40, 80, 160, 240], queue: 'red', buffer: 50, tcp: 'newreno' }),
  ],
  ['RTTs 50/100/150/200, DT 40, reno', d({ rtt: [50, 100, 150, 200], buffer: 40, tcp: 'reno' })],
  ['loss 0.001, DT 50, N 2, 3000 s', d({ n: 2, buffer: 50, loss: 0.001, sim: 3000, warm: 100 })],
  ['loss 0.01, DT 50, N 4, 3000 s', d({ buffer: 50, loss: 0.01, sim: 3000, warm: 100 })],
  ['RED 20 packet mode', d({ queue: 'red', redmode: 'packets' })],
  ['RED 100 packet mode, N 10', d({ n: 10, queue: 'red', buffer: 100, redmode: 'packets' })],
  ['delayed ACKs, DT 20, N 2', d({ n: 2, delack: true })],
  ['delayed ACKs, reno, DT 20', d({ tcp: 'reno', delack: true })],
];

function own(): number {
  let worst = 0;
  const rows: string[][] = [];
  const flows: string[][] = [];
  for (const [label, s] of OWN_SETUPS) {
    const ns = runNs2(s);
    const e = runEngine(s);
    const diff = Math.abs(e.utilization - ns.utilization);
    worst = Math.max(worst, diff);
    const to = ns.timeouts.reduce((a, b) => a + b, 0);
    rows.push([
      label,
      f4(ns.utilization),
      f4(e.utilization),
      f4(diff),
      String(ns.packets),
      String(e.packets),
      `${ns.drops}/${e.drops}`,
      `${to}/${e.timeouts}`,
    ]);
    if (s.rtt.length > 1) {
      const t = s.sim - s.warm;
      flows.push([
        label,
        ns.flowBytes.map((b) => ((b * 8) / t / 1e6).toFixed(3)).join(' '),
        e.flows.map((x) => x.throughput.toFixed(3)).join(' '),
      ]);
    }
  }
  table(
    'Own setups, ns-2 run live with the same start times (10 Mb/s, 120 ms, N 4, Sack1, 600 s / 300 s unless said)',
    [
      'setup',
      'ns-2',
      'engine',
      '|diff|',
      'ns-2 pkts',
      'engine pkts',
      'drops ns/eng',
      'timeouts ns/eng',
    ],
    rows,
  );
  table(
    'Unequal RTTs: per-flow throughput after the warm-up (Mb/s)',
    ['setup', 'ns-2', 'engine'],
    flows,
  );
  return worst;
}

export function benchPacketNs2(argv: string[] = []): void {
  const haveNs = nsAvailable();
  const w0 = paper000(haveNs && argv.includes('--live'));
  const w1 = paper001();
  console.log(`\nlargest |diff|: paper 000 table ${f4(w0)}, paper 001 table ${f4(w1)}`);
  if (argv.includes('--quick')) return;
  if (!haveNs) {
    console.log('\n`ns` is not on the PATH: own setups skipped (apt-get install ns2)');
    return;
  }
  console.log(`own setups: largest |diff| ${f4(own())}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchPacketNs2(process.argv.slice(2));
}
