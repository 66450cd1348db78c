/**
 * htsim's dumbbell (dumbbell.cpp beside this file, on the vendored htsim core in vendor/sim) for
 * bench/packetHtsim.ts: built with g++ into bench/htsim/build/ (gitignored) when g++ is there,
 * again only when the sources or flags change (a SHA-256 of both is kept beside the binary).
 * Without g++ the bench says how to install it and skips htsim; nothing here throws.
 *
 *   npx tsx bench/htsim/native.ts     builds (or finds up to date) and prints the binary's path
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const VENDOR = join(HERE, 'vendor', 'sim');
const DRIVER = join(HERE, 'dumbbell.cpp');
export const HTSIM_BUILD_DIR = join(HERE, 'build');

/** The vendored translation units the driver links (headers are found through -I). */
export const HTSIM_SOURCES = [
  'config.cpp',
  'eth_pause_packet.cpp',
  'eventlist.cpp',
  'fairpullqueue.cpp',
  'logfile.cpp',
  'loggers.cpp',
  'mtcp.cpp',
  'ndppacket.cpp',
  'network.cpp',
  'pipe.cpp',
  'queue.cpp',
  'route.cpp',
  'tcp.cpp',
  'tcppacket.cpp',
];

/**
 * -O3 as htsim's Makefile, and -DNDEBUG: its asserts off, its best case for speed. -w: upstream's
 * own warnings are not ours to fix.
 */
export const HTSIM_CXXFLAGS = ['-O3', '-DNDEBUG', '-std=c++17', '-w'];

export const GXX_MISSING =
  'g++ not found: htsim skipped (install it with `apt-get install -y g++`, then run again)';

/** The path of the built binary, or a sentence saying why there is none. */
export function buildHtsim(
  log: (line: string) => void = console.log,
): string | { skipped: string } {
  const version = spawnSync('g++', ['--version'], { encoding: 'utf8' });
  if (version.error || version.status !== 0) return { skipped: GXX_MISSING };
  const binary = join(HTSIM_BUILD_DIR, 'dumbbell');
  const stamp = join(HTSIM_BUILD_DIR, 'dumbbell.sha256');
  const hash = sourceHash(version.stdout.split('\n')[0]);
  if (existsSync(binary) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash) {
    return binary;
  }
  mkdirSync(HTSIM_BUILD_DIR, { recursive: true });
  log('building htsim (g++ -O3, about half a minute)...');
  const tmp = `${binary}.tmp`;
  const cc = spawnSync(
    'g++',
    [
      ...HTSIM_CXXFLAGS,
      `-I${VENDOR}`,
      '-o',
      tmp,
      DRIVER,
      ...HTSIM_SOURCES.map((f) => join(VENDOR, f)),
    ],
    { encoding: 'utf8' },
  );
  if (cc.status !== 0) {
    const why = (cc.stderr || String(cc.error)).trim().split('\n').slice(0, 5).join('\n');
    return { skipped: `g++ failed, htsim skipped:\n${why}` };
  }
  renameSync(tmp, binary);
  writeFileSync(stamp, `${hash}\n`);
  return binary;
}

/** SHA-256 of the compiler's name line, the flags and every source and header. */
function sourceHash(compiler: string): string {
  const h = createHash('sha256');
  h.update(`${compiler}\n${HTSIM_CXXFLAGS.join(' ')}\n${HTSIM_SOURCES.join(' ')}\n`);
  for (const f of [
    DRIVER,
    ...readdirSync(VENDOR)
      .sort()
      .map((f) => join(VENDOR, f)),
  ]) {
    h.update(`${f.slice(HERE.length)}\n`);
    h.update(readFileSync(f));
  }
  return h.digest('hex');
}

export interface HtsimRun {
  /** packets whose transmission on the bottleneck ended (data, SYNs, retransmissions) */
  packets: number;
  events: number;
  /** the event loop only, set-up and process start-up excluded */
  wallMs: number;
  cpuMs: number;
}

export interface HtsimScenario {
  n: number;
  /** Mb/s */
  cap: number;
  /** ms */
  rtt: number;
  /** packets */
  buffer: number;
  /** simulated seconds */
  duration: number;
  /** the fewest elements htsim needs for the same delays (dumbbell.cpp's lean=1) */
  lean?: boolean;
}

export function htsimArgs(s: HtsimScenario): string[] {
  const args = [s.n, s.cap, s.rtt, s.buffer, s.duration].map(String);
  return s.lean ? [...args, '1040', '1', '1'] : args;
}

/** Reads the driver's line `htsim packets=P events=E sim_s=D wall_s=W cpu_s=C`; null if absent. */
export function parseHtsimLine(stdout: string): HtsimRun | null {
  const line = stdout.split('\n').find((l) => l.startsWith('htsim '));
  if (!line) return null;
  const field = (name: string) => Number(new RegExp(` ${name}=(\\S+)`).exec(line)?.[1] ?? NaN);
  const run = {
    packets: field('packets'),
    events: field('events'),
    wallMs: field('wall_s') * 1000,
    cpuMs: field('cpu_s') * 1000,
  };
  return Object.values(run).every(Number.isFinite) ? run : null;
}

/** Best (least wall time) of `repeats` runs; a sentence when a run fails. */
export function timeHtsim(binary: string, s: HtsimScenario, repeats: number): HtsimRun | string {
  let best: HtsimRun | null = null;
  for (let r = 0; r < repeats; r++) {
    const p = spawnSync(binary, htsimArgs(s), { encoding: 'utf8' });
    const run = p.status === 0 ? parseHtsimLine(p.stdout) : null;
    if (!run) return `htsim run failed: ${(p.stderr || p.stdout || String(p.error)).trim()}`;
    if (best === null || run.wallMs < best.wallMs) best = run;
  }
  return best!;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const b = buildHtsim();
  console.log(typeof b === 'string' ? b : b.skipped);
}
