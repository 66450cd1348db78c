/**
 * Paper 000's Figs. 8-9 (windows that rise and fall together) in ns-2 2.35 and in the packet
 * engine, on the same dumbbells with the same start times: the mean fraction of flows that lose a
 * packet per congestion event, the range of Σ cwnd after the warm-up, and the utilization. ns-2
 * runs bench/ns2/dumbbell.tcl with its trace option (every drop, and the windows every sample
 * interval of the engine's --path); both are measured by src/labs/dumbbell/syncMeasures.ts and the
 * engine's own clumping of drops into congestion events (SyncEvents).
 *
 *   npx tsx bench/ns2Sync.ts             the table
 *   npx tsx bench/ns2Sync.ts --fixture   also the rows of src/labs/dumbbell/ns2Sync.ts
 *
 * Not a test: it needs `ns` (apt-get install ns2). The recorded rows are what the tests read.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SyncEvents } from '../src/engines/packet/measure/syncEvents';
import { dumbbellCommandLine } from '../src/labs/dumbbell/cli';
import type { DumbbellReport } from '../src/labs/dumbbell/report';
import {
  cutFraction,
  windowSumRange,
  type WindowSumRange,
} from '../src/labs/dumbbell/syncMeasures';
import { parseArgs } from '../src/labs/kit/commandLine/args';

const SCRIPT = fileURLToPath(new URL('./ns2/dumbbell.tcl', import.meta.url));

/** The candidates: Fig. 9's N = 10, b = 5, then larger buffers, and Fig. 8's N = 5. */
const SETUPS = [
  'n=10&buffer=5',
  'n=10&buffer=10',
  'n=10&buffer=20',
  'n=5&buffer=5',
  'n=5&buffer=10',
  'n=5&buffer=20',
];

interface Measured {
  cutFraction: number;
  events: number;
  windowSum: WindowSumRange;
  utilization: number;
}

async function engine(query: string): Promise<{ report: DumbbellReport; m: Measured }> {
  const q = `lab=dumbbell&${query}`;
  const r = JSON.parse(
    (await dumbbellCommandLine.run(q, parseArgs([q, '--path']), {
      notes: () => {},
      impossible: (f) => {
        if (f.length > 0) throw new Error(`${q}: impossible result: ${f.join('; ')}`);
      },
    })) as string,
  ) as DumbbellReport;
  const n = r.summary.flows.length;
  const warmup = r.scenario.warmup as number;
  return {
    report: r,
    m: {
      cutFraction: cutFraction(r.summary.sync, n),
      events: r.summary.sync.events,
      windowSum: windowSumRange(r.path!.time, r.path!.sum, warmup),
      utilization: r.summary.utilization,
    },
  };
}

/** ns-2 on the report's scenario, with the given start times (default: the engine's). */
function ns2(r: DumbbellReport, starts: number[] | null): Measured & { wallS: number } {
  const s = r.scenario as Record<string, number>;
  // one RTT for every flow: a number in the scenario file (a list only when they differ)
  const rtt = ([] as number[]).concat(r.scenario.rtt as number | number[])[0];
  const dir = mkdtempSync(join(tmpdir(), 'ns2sync-'));
  const trace = join(dir, 'trace');
  const interval = Math.max(s.t / 10_000, 0.001); // the engine's --path interval
  const args = [
    SCRIPT,
    `n=${s.n}`,
    'queue=DropTail',
    `buffer=${s.buffer}`,
    `cap=${s.cap}`,
    `rtt=${rtt}`,
    `sim=${s.t}`,
    `warm=${s.warmup}`,
    'tcp=sack',
    ...(starts ? [`starts=${starts.join(',')}`] : []),
    `trace=${trace}`,
    `tracedt=${interval}`,
  ];
  const t0 = performance.now();
  const run = spawnSync('ns', args, { encoding: 'utf8', maxBuffer: 1 << 26 });
  const wallS = (performance.now() - t0) / 1000;
  if (run.status !== 0) throw new Error(`ns failed: ${run.stderr}`);
  const out = JSON.parse(run.stdout.trim().split('\n').pop() as string) as { utilization: number };
  // the engine's clumping: drops within syncgap x the RTT are one congestion event
  const sync = new SyncEvents(s.n, (s.syncgap * rtt) / 1000, s.warmup);
  const time: number[] = [];
  const sum: number[] = [];
  for (const line of readFileSync(trace, 'utf8').split('\n')) {
    const f = line.split(' ');
    // ns-2's drop line: d time from to type size flags fid ...
    if (f[0] === 'd') sync.drop(Number(f[7]), Number(f[1]));
    else if (f[0] === 'w') {
      time.push(Number(f[1]));
      sum.push(f.slice(2).reduce((a, x) => a + Number(x), 0));
    }
  }
  rmSync(dir, { recursive: true });
  const snap = sync.snapshot();
  return {
    cutFraction: cutFraction(snap, s.n),
    events: snap.events,
    windowSum: windowSumRange(time, sum, s.warmup),
    utilization: out.utilization,
    wallS,
  };
}

const f3 = (x: number) => x.toFixed(3);
const range = (w: WindowSumRange) => `${w.low.toFixed(0)}-${w.high.toFixed(0)}`;

const rows: string[][] = [];
const fixture: string[] = [];
for (const query of SETUPS) {
  const { report, m: e } = await engine(query);
  const starts = report.summary.flows.map((f) => f.start);
  const same = ns2(report, starts);
  const own = ns2(report, null);
  rows.push([
    query,
    f3(e.cutFraction),
    f3(same.cutFraction),
    f3(own.cutFraction),
    range(e.windowSum),
    range(same.windowSum),
    range(own.windowSum),
    f3(e.utilization),
    f3(same.utilization),
    f3(own.utilization),
  ]);
  for (const [starts, m] of [
    ['engine', same],
    ['seed 7', own],
  ] as const)
    fixture.push(
      `  { query: '${query}', starts: '${starts}', cutFraction: ${m.cutFraction}, ` +
        `events: ${m.events}, windowSum: { low: ${m.windowSum.low}, high: ${m.windowSum.high} }, ` +
        `utilization: ${m.utilization} },`,
    );
}
const head = [
  'setup (10 Mb/s, 120 ms, DropTail, Sack1, 600 s, warm-up 300 s)',
  'E[M]/N engine',
  'ns-2',
  'ns-2 seed 7',
  'Σcwnd p5-p95 engine',
  'ns-2',
  'ns-2 seed 7',
  'util engine',
  'ns-2',
  'ns-2 seed 7',
];
const w = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
console.log(head.map((h, i) => h.padStart(w[i])).join('  '));
for (const r of rows) console.log(r.map((c, i) => c.padStart(w[i])).join('  '));
console.log(
  "(ns-2 with the engine's start times of seed 1, then with its own start times of seed 7)",
);
if (process.argv.includes('--fixture')) console.log(`\n${fixture.join('\n')}`);
