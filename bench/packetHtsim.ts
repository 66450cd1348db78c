/**
 * Speed of the packet engine beside htsim (github.com/Broadcom/csg-htsim, its C++ core vendored in
 * bench/htsim/vendor) on the same dumbbells, in one run:
 *
 *   npx tsx bench/packetHtsim.ts            the three scenarios below
 *   npx tsx bench/packetHtsim.ts --quick    the same with a tenth of the simulated time
 *
 * Also a row group of `npm run bench`. htsim is built with g++ -O3 into bench/htsim/build/ on the
 * first run (again only when its sources change, bench/htsim/native.ts); without g++ its columns
 * are skipped with a note saying how to install it.
 *
 * Scenarios: (a) N 10, 10 Mb/s, RTT 120 ms, DropTail 20, 600 s (the engine bench's reference);
 * (b) N 100, 1 Gb/s, 20 ms, buffer one BDP (2404 packets), 20 s; (c) many flows and a big queue:
 * N 1000, 1 Gb/s, 100 ms, one BDP (12019 packets), 20 s.
 *
 * Lean columns: htsim's fastest model of the same delays (dumbbell.cpp lean=1: a pipe of dA per
 * flow, the bottleneck queue, shared pipes after it and for the ACKs: about 4 events a packet
 * instead of 12), and the engine on the same lean network (engineLeanParams: access links that do
 * not serialize, no reverse queue). Both sides then simulate one model with fewer elements than
 * the ns-2 dumbbell.
 *
 * Compared: bottleneck packets per second of simulation-loop time, wall and CPU. Engine: best of 3
 * runs after one warm-up (timeEngine in packetEngine.ts), wall from performance.now(), CPU from
 * process.cpuUsage() (user + system), around `new PacketSimulation(...).run()`, which includes
 * building the network. htsim: best of 3 processes, wall (CLOCK_MONOTONIC) and CPU
 * (CLOCK_PROCESS_CPUTIME_ID) of its event loop only, printed by bench/htsim/dumbbell.cpp; set-up
 * and process start-up are excluded. The packet counts differ a little (two different TCPs, and
 * the engine counts a packet when its transmission starts, htsim when it ends): both are printed,
 * and each simulator's speed uses its own count. Ratio = engine pkt/s ÷ htsim pkt/s.
 *
 * Same topology on both sides: bench/ns2/dumbbell.tcl's dumbbell, each flow with its own access
 * links of 10 × C in and out (htsim: a FIFO with an unbounded buffer, then a pipe), the one-way
 * delay split in three equal parts, the ACKs' reverse bottleneck of capacity C uncongested
 * (htsim: a FIFO of capacity C with an unbounded buffer), flows starting in [0, 4] s (each side
 * draws its own times).
 *
 * Packet sizes: the engine's data packets are 1000 bytes of payload + 40 of header = 1040 bytes on
 * the wire; htsim has no header notion (Packet::set_packet_size is the whole packet, which is also
 * its MSS in sequence space), so its data packets are set to 1040 bytes. ACKs are 40 bytes on both
 * sides; the engine's SYN is 40 bytes, htsim's 1 byte. The buffer is B × 1040 bytes in htsim
 * (memFromPkt), B packets in the engine, both counting the packet in transmission.
 *
 * TCP: htsim's TcpSrc/TcpSink is NewReno-like (fast retransmit on the 3rd duplicate ACK, partial
 * ACKs retransmit and stay in recovery, no SACK, no limited transmit, no delayed ACKs), initial
 * window 10 packets after a SYN, initial ssthresh 100 packets, RTO = srtt + 4 rttvar with a 250 ms
 * minimum and 3 s initially, doubled on each timeout without a maximum, checked every 10 ms by a
 * TcpRtxTimerScanner. The engine runs flavour 'newreno' with the settings it shares: iw 10,
 * minRto 0.25 s, limitedTransmit off (its defaults are Sack1, iw 2, 200 ms, limited transmit on,
 * as ns-2). Its initial ssthresh stays its window (20000), its tick 10 ms, its maximum RTO 60 s.
 */
import { fileURLToPath } from 'node:url';
import type { PacketParams } from '../src/engines/packet';
import type { FlowRoute, LinkSpec } from '../src/engines/packet/topology';
import { buildHtsim, timeHtsim, type HtsimRun, type HtsimScenario } from './htsim/native';
import { timeEngine } from './packetEngine';

/** Data packets are 1040 bytes on the wire on both sides. */
const WIRE_BYTES = 1040;

export interface HtsimCase extends HtsimScenario {
  label: string;
}

/** One bandwidth-delay product of the bottleneck, in 1040-byte packets. */
export const bdpPackets = (mbps: number, rttMs: number) =>
  Math.round((mbps * 1e6 * rttMs) / 1000 / 8 / WIRE_BYTES);

const rate = (mbps: number) => (mbps >= 1000 ? `${mbps / 1000} Gb/s` : `${mbps} Mb/s`);

export function htsimCase(
  n: number,
  cap: number,
  rtt: number,
  buffer: number,
  duration: number,
): HtsimCase {
  return {
    label: `N ${n}, ${rate(cap)}, ${rtt} ms, DropTail ${buffer}, ${duration} s`,
    n,
    cap,
    rtt,
    buffer,
    duration,
  };
}

export function htsimCases(quick: boolean): HtsimCase[] {
  const d = (s: number) => (quick ? s / 10 : s);
  return [
    htsimCase(10, 10, 120, 20, d(600)),
    htsimCase(100, 1000, 20, bdpPackets(1000, 20), d(20)),
    htsimCase(1000, 1000, 100, bdpPackets(1000, 100), d(20)),
  ];
}

/** The engine's side of a case: the dumbbell with the TCP settings closest to htsim's. */
export function engineParams(c: HtsimScenario): Partial<PacketParams> {
  return {
    n: c.n,
    capacity: c.cap * 1e6,
    rtt: [c.rtt / 1000],
    buffer: c.buffer,
    duration: c.duration,
    warmup: c.duration / 2,
    flavour: 'newreno',
    iw: 10,
    minRto: 0.25,
    limitedTransmit: false,
    traceInterval: 0,
  };
}

/**
 * The engine's side of htsim's lean model (dumbbell.cpp lean=1), the same network on both sides:
 * per flow an access link of delay dA that does not serialize (10^18 bit/s: htsim's pipe), the
 * DropTail bottleneck of delay dB + dA, and one reverse link of delay rtt/2 for the ACKs.
 */
export function engineLeanParams(c: HtsimScenario): Partial<PacketParams> {
  const oneWay = c.rtt / 1000 / 2;
  const dB = oneWay / 3;
  const dA = (oneWay - dB) / 2;
  const pipe = 1e18;
  const links: LinkSpec[] = [
    { capacity: c.cap * 1e6, delay: dB + dA, queue: { kind: 'droptail', buffer: c.buffer } },
  ];
  const flows: FlowRoute[] = [];
  for (let f = 0; f < c.n; f++) {
    const base = links.length;
    links.push({ capacity: pipe, delay: dA }, { capacity: pipe, delay: oneWay });
    flows.push({ forward: [base, 0], reverse: [base + 1] });
  }
  const { n: _n, capacity: _c, rtt: _r, buffer: _b, ...rest } = engineParams(c);
  return { ...rest, topology: { links, flows, monitor: 0 } };
}

export interface HtsimRow {
  label: string;
  engine: { packets: number; events: number; wallMs: number; cpuMs: number };
  /** htsim on the same dumbbell; null: not run (see the note) */
  htsim: HtsimRun | null;
  /** htsim with the fewest elements for the same delays (no access or reverse queues) */
  lean: HtsimRun | null;
  /** the engine on that lean network */
  engineLean: { packets: number; events: number; wallMs: number; cpuMs: number };
}

export function benchPacketHtsim(quick = false, repeats = 3): HtsimRow[] {
  const built = buildHtsim();
  const binary = typeof built === 'string' ? built : null;
  const notes: string[] = typeof built === 'string' ? [] : [built.skipped];
  const rows = htsimCases(quick).map((c): HtsimRow => {
    const engine = timeEngine(engineParams(c), repeats);
    const run = (lean: boolean): HtsimRun | null => {
      if (binary === null) return null;
      const h = timeHtsim(binary, { ...c, lean }, repeats);
      if (typeof h !== 'string') return h;
      notes.push(`${c.label}${lean ? ' (lean)' : ''}: ${h}`);
      return null;
    };
    const engineLean = timeEngine(engineLeanParams(c), repeats);
    return { label: c.label, engine, htsim: run(false), lean: run(true), engineLean };
  });
  printHtsimRows(rows);
  for (const n of notes) console.log(n);
  return rows;
}

const mega = (x: number) => `${(x / 1e6).toFixed(2)} M`;
const perSecond = (packets: number, ms: number) => (packets / ms) * 1000;

export function printHtsimRows(rows: HtsimRow[]): void {
  console.log(
    '\nPacket engine beside htsim: bottleneck packets per second (wall time; CPU time in brackets)',
  );
  const head = [
    'scenario',
    'engine pkts',
    'htsim pkts',
    'events/pkt',
    'engine pkt/s',
    'htsim pkt/s',
    'engine/htsim',
    'engine lean pkt/s',
    'htsim lean pkt/s',
    'lean ratio',
  ];
  const speed = (packets: number, wallMs: number, cpuMs: number) => ({
    wall: perSecond(packets, wallMs),
    cpu: perSecond(packets, cpuMs),
  });
  const both = (x: { wall: number; cpu: number }) => `${mega(x.wall)} (${mega(x.cpu)})`;
  const ratio = (e: { wall: number; cpu: number }, h: { wall: number; cpu: number }) =>
    `${(e.wall / h.wall).toFixed(2)} (${(e.cpu / h.cpu).toFixed(2)})`;
  const perPacket = (h: HtsimRun | null) => (h ? (h.events / h.packets).toFixed(2) : '-');
  const table = rows.map((r) => {
    const e = speed(r.engine.packets, r.engine.wallMs, r.engine.cpuMs);
    const h = r.htsim ? speed(r.htsim.packets, r.htsim.wallMs, r.htsim.cpuMs) : null;
    const l = r.lean ? speed(r.lean.packets, r.lean.wallMs, r.lean.cpuMs) : null;
    const el = speed(r.engineLean.packets, r.engineLean.wallMs, r.engineLean.cpuMs);
    return [
      r.label,
      String(r.engine.packets),
      `${r.htsim ? r.htsim.packets : '-'} / ${r.lean ? r.lean.packets : '-'}`,
      `${(r.engine.events / r.engine.packets).toFixed(2)} / ${perPacket(r.htsim)} / ${perPacket(r.lean)}`,
      both(e),
      h ? both(h) : '-',
      h ? ratio(e, h) : '-',
      both(el),
      l ? both(l) : '-',
      l ? ratio(el, l) : '-',
    ];
  });
  const w = head.map((x, i) => Math.max(x.length, ...table.map((t) => t[i].length)));
  console.log(head.map((x, i) => x.padStart(w[i])).join('  '));
  for (const t of table) console.log(t.map((c, i) => c.padStart(w[i])).join('  '));
  console.log(
    'htsim pkts and events/pkt: engine / htsim / htsim lean. Engine: flavour newreno, iw 10, min RTO 0.25 s, ' +
      'no limited transmit; htsim: TcpSrc/TcpSink, 1040-byte packets. Lean: both simulators on the fewest ' +
      'elements for the same delays (no access serialization, no reverse queue; see the top of bench/packetHtsim.ts)',
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchPacketHtsim(process.argv.includes('--quick'));
}
