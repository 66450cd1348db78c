/**
 * A fingerprint of everything observable of the packet engine, to check that a change meant to be
 * invisible (a speed-up, a refactor) leaves every output bit as it was:
 *
 *   npx tsx bench/packetFingerprint.ts            one hash per scenario, then `ALL` (over them all)
 *   npx tsx bench/packetFingerprint.ts cc-        only the scenarios whose name starts with `cc-`
 *
 * Run it before the change, save the output, run it after: the two must be identical. 37 scenarios
 * cover the TCP flavours, every cc module, RED in bytes and packets, the threshold queue's drop
 * policies, delayed ACKs, random loss, RTT noise, flows that start late and stop, the receiver's
 * window, traces, a reverse buffer, 50 flows, limited transmit with SACK, and the MP-TCP networks.
 * Each hash covers: the first 3000 events one at a time (`step`, `lastEvent`), every drop
 * (`runUntilDrop`), the summary of a whole run (`run`), and the traces and summary of a run in two
 * slices (`runUntil`, `drainTraces`). The number after each hash is the run's event count.
 */
import { createHash } from 'node:crypto';
import {
  PacketSimulation,
  type Flavour,
  type LossPolicy,
  type PacketParams,
} from '../src/engines/packet';
import { mptcpNetwork } from '../src/engines/packet/mptcpNetworks';

type Scenario = [name: string, params: Partial<PacketParams> & { duration: number }];

const base = { duration: 60, warmup: 20, traceInterval: 0 };
const S: Scenario[] = [];
const flavours: Flavour[] = ['tahoe', 'reno', 'newreno', 'sack'];
for (const flavour of flavours) S.push([`fl-${flavour}`, { ...base, n: 5, flavour }]);
const ccs = [
  'reno',
  'cubic',
  'highspeed',
  'illinois',
  'vegas',
  'bic',
  'compound',
  'multcp',
  'aimd',
  'generalized',
];
for (const cc of ccs)
  S.push([
    `cc-${cc}`,
    { ...base, n: 4, cc: { name: cc }, capacity: 50e6, buffer: 80, rtt: [0.05, 0.1, 0.05, 0.2] },
  ]);
S.push(['red', { ...base, n: 8, queue: 'red', buffer: 60, capacity: 25e6, rtt: [0.05] }]);
S.push([
  'red-pk',
  {
    ...base,
    n: 8,
    queue: 'red',
    redMode: 'packets',
    redGentle: false,
    buffer: 60,
    capacity: 25e6,
    rtt: [0.05],
  },
]);
const policies: LossPolicy[] = ['arrival', 'uniform', 'rate-proportional', 'largest-rate'];
for (const policy of policies)
  S.push([`thr-${policy}`, { ...base, n: 6, queue: 'threshold', policy }]);
S.push(['delack', { ...base, n: 5, delayedAck: true }]);
S.push([
  'delack-sack',
  { ...base, n: 5, delayedAck: true, flavour: 'sack', rtt: [0.03, 0.09, 0.2, 0.1, 0.05] },
]);
S.push(['loss', { ...base, n: 3, loss: 0.01, buffer: 200 }]);
S.push(['noise', { ...base, n: 4, rttNoise: 0.3 }]);
S.push(['noise2', { ...base, n: 4, rttNoise: [0.1, 0.5, 0, 0.2], delayedAck: true }]);
S.push(['stop', { ...base, n: 4, stop: [30, null, 40, null], start: [0, 1, 2, 25] }]);
S.push(['rwnd', { ...base, n: 4, rwnd: 30, syn: false, iw: 4 }]);
S.push(['trace', { ...base, n: 4, traceInterval: 0.1 }]);
S.push(['revbuf', { ...base, n: 4, reverseBuffer: 5, accessFactor: 1.2 }]);
S.push([
  'big',
  { ...base, n: 50, capacity: 100e6, buffer: 300, rtt: [0.02], duration: 20, warmup: 5 },
]);
S.push([
  'limited',
  { ...base, n: 3, limitedTransmit: true, dupThresh: 3, sackBlocks: 3, flavour: 'sack' },
]);
for (const name of ['friendliness', 'two-links', 'responsiveness'] as const) {
  for (const q of ['red', 'droptail'] as const) {
    const net = mptcpNetwork(name, { queue: q, seed: 3 });
    S.push([`mp-${name}-${q}`, { ...net.params, duration: 40, warmup: 10, traceInterval: 0.5 }]);
  }
}

const only = process.argv[2];
const all = createHash('sha256');
for (const [k, p] of S) {
  if (only && !k.startsWith(only)) continue;
  const h = createHash('sha256');
  // the first events one at a time, then drop by drop to the end
  const sim = new PacketSimulation(p);
  for (let i = 0; i < 3000 && sim.step(); i++) {
    const e = sim.lastEvent!;
    h.update(`${e.kind}${e.flow}${e.seq}${e.t};`);
  }
  while (!sim.done) {
    const d = sim.runUntilDrop();
    if (!d) break;
    h.update(JSON.stringify(d));
  }
  // a whole run
  const s = new PacketSimulation(p).run();
  h.update(JSON.stringify(s));
  // a run in two slices, with its traces
  const sim2 = new PacketSimulation(p);
  sim2.runUntil(p.duration / 3);
  h.update(JSON.stringify(sim2.drainTraces()));
  sim2.runUntil(p.duration);
  h.update(JSON.stringify(sim2.summary()));
  h.update(JSON.stringify(sim2.drainTraces()));
  const d = h.digest('hex').slice(0, 16);
  all.update(d);
  console.log(k.padEnd(28), d, s.events);
}
console.log('ALL', all.digest('hex').slice(0, 16));
