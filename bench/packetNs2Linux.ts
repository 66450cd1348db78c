/**
 * A second opinion from ns-2 2.35 for the packet engine's TCP-Illinois, HighSpeed TCP, CUBIC,
 * BIC-TCP and Compound TCP:
 * the same dumbbell in ns-2 with Agent/TCP/Linux (`$tcp select_ca <ca>`, the kernel's own code,
 * bench/ns2/linuxcc.tcl) and in the engine (Sack1 recovery, cc modules). Not a test: ns-2's Linux
 * agent recovers from losses as Linux does (SACK, rate halving, integer windows), and its kernel
 * is 2.6.22 (CUBIC v2.1 with beta = 0.8 rather than RFC 9438's 0.7), so the numbers agree only
 * roughly. Time-average cwnd (packets) and utilization after the warm-up. ns-2's cwnd_ during a
 * recovery is its rate-halving bound (next_pkts_in_flight_), the engine's the reduced window.
 *
 *   npx tsx bench/packetNs2Linux.ts [ca ...]    (ns-2's names: all of them when none is given)
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PacketSimulation, type CcSpec } from '../src/engines/packet';

const SCRIPT = fileURLToPath(new URL('./ns2/linuxcc.tcl', import.meta.url));

interface Setup {
  label: string;
  n: number;
  cap: number;
  rtt: number;
  buffer: number;
  sim: number;
  warm: number;
}

interface Result {
  utilization: number;
  cwnd: number[];
  timeouts: number[];
}

function ns2(ca: string, s: Setup): Result | null {
  const args = [
    SCRIPT,
    `ca=${ca}`,
    `n=${s.n}`,
    `cap=${s.cap}`,
    `rtt=${s.rtt}`,
    `buffer=${s.buffer}`,
  ];
  args.push(`sim=${s.sim}`, `warm=${s.warm}`);
  const r = spawnSync('ns', args, { encoding: 'utf8', maxBuffer: 1 << 24 });
  const line = r.stdout?.split('\n').find((l) => l.startsWith('{'));
  return r.status === 0 && line ? (JSON.parse(line) as Result) : null;
}

function engine(cc: CcSpec, s: Setup): Result {
  const r = new PacketSimulation({
    n: s.n,
    capacity: s.cap * 1e6,
    rtt: [s.rtt / 1000],
    buffer: s.buffer,
    cc,
    start: Array.from({ length: s.n }, (_, i) => 0.01 * i),
    duration: s.sim,
    warmup: s.warm,
    traceInterval: 0,
  }).run();
  return {
    utilization: r.utilization,
    cwnd: r.flows.map((f) => f.cwnd),
    timeouts: r.flows.map((f) => f.timeouts),
  };
}

const SETUPS: Setup[] = [
  ...[10, 30, 50].map((buffer) => ({
    label: `paper 003 Fig. 10: 10 Mb/s, 60 ms, B ${buffer}`,
    n: 1,
    cap: 10,
    rtt: 60,
    buffer,
    sim: 300,
    warm: 50,
  })),
  {
    label: '2 flows, 10 Mb/s, 60 ms, B 30',
    n: 2,
    cap: 10,
    rtt: 60,
    buffer: 30,
    sim: 300,
    warm: 50,
  },
  {
    label: 'paper 003 Fig. 8: 100 Mb/s, 100 ms, B 100',
    n: 1,
    cap: 100,
    rtt: 100,
    buffer: 100,
    sim: 200,
    warm: 50,
  },
  {
    label: '1 flow, 10 Mb/s, 60 ms, B 20',
    n: 1,
    cap: 10,
    rtt: 60,
    buffer: 20,
    sim: 300,
    warm: 50,
  },
  {
    label: '2 flows, 100 Mb/s, 100 ms, B 100',
    n: 2,
    cap: 100,
    rtt: 100,
    buffer: 100,
    sim: 200,
    warm: 50,
  },
  {
    label: 'paper 003 Fig. 9 (right): 4 flows, 100 Mb/s, 100 ms, B 100',
    n: 4,
    cap: 100,
    rtt: 100,
    buffer: 100,
    sim: 200,
    warm: 50,
  },
  {
    label: '4 flows, 20 Mb/s, 40 ms, B 50',
    n: 4,
    cap: 20,
    rtt: 40,
    buffer: 50,
    sim: 300,
    warm: 50,
  },
];

/** ns-2's name, and the engine's modules to set beside it */
const PAIRS: [string, CcSpec[]][] = [
  ['reno', [{ name: 'reno' }]],
  ['illinois', [{ name: 'illinois', ivariant: 'linux' }, { name: 'illinois' }]],
  ['highspeed', [{ name: 'highspeed' }]],
  ['cubic', [{ name: 'cubic', cbeta: 0.8 }, { name: 'cubic' }]],
  ['bic', [{ name: 'bic' }]],
  ['compound', [{ name: 'compound' }]],
];
const chosen = process.argv.slice(2);
const pairs = chosen.length ? PAIRS.filter(([ca]) => chosen.includes(ca)) : PAIRS;

const fmt = (r: Result) =>
  `${r.cwnd.map((c) => c.toFixed(1)).join('/')} u ${r.utilization.toFixed(3)} to ${r.timeouts.join('/')}`;
const name = (cc: CcSpec) =>
  [
    cc.name,
    ...Object.entries(cc)
      .filter(([k]) => k !== 'name')
      .map(([k, v]) => `${k}=${v}`),
  ].join(' ');

for (const s of SETUPS) {
  console.log(`\n${s.label}: mean cwnd (packets), utilization, timeouts`);
  for (const [ca, ours] of pairs) {
    const n = ns2(ca, s);
    console.log(`  ns-2 Linux ${ca.padEnd(10)} ${n ? fmt(n) : 'ns-2 not available'}`);
    for (const cc of ours) console.log(`  engine ${name(cc).padEnd(22)} ${fmt(engine(cc, s))}`);
  }
}
