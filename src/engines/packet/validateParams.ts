/**
 * Validation of packet-level parameters handed to the engine: a RangeError naming the first field
 * that is impossible (the lab's schema validates user input before; the engine must still never
 * loop forever or produce NaN from a bad value).
 */
import { FLAVOURS, LOSS_POLICIES, QUEUE_KINDS, type PacketParams } from './params';
import type { QueueSpec, TopologySpec } from './topology';

function fail(field: string, rule: string, value: unknown): never {
  throw new RangeError(`${field} must be ${rule} (got ${JSON.stringify(value)})`);
}

const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isInt = (x: unknown): x is number => isNum(x) && Number.isInteger(x);

function num(field: string, x: unknown, ok: (v: number) => boolean, rule: string): void {
  if (!isNum(x) || !ok(x)) fail(field, rule, x);
}

function int(field: string, x: unknown, min: number, max = 2 ** 30): void {
  if (!isInt(x) || x < min || x > max) fail(field, `an integer in [${min}, ${max}]`, x);
}

function bool(field: string, x: unknown): void {
  if (typeof x !== 'boolean') fail(field, 'true or false', x);
}

function oneOf(field: string, x: unknown, values: readonly string[]): void {
  if (typeof x !== 'string' || !values.includes(x)) fail(field, `one of ${values.join(', ')}`, x);
}

/** A per-flow list: `n` values (or 1 when `single`), each checked by `each`. */
function perFlow(
  field: string,
  x: unknown,
  n: number,
  single: boolean,
  each: (v: unknown, i: number) => void,
): void {
  if (!Array.isArray(x) || !(x.length === n || (single && x.length === 1))) {
    fail(field, single ? `a list of 1 or ${n} values` : `a list of ${n} values`, x);
  }
  x.forEach(each);
}

function checkQueue(field: string, q: QueueSpec): void {
  oneOf(`${field}.kind`, q.kind, ['droptail', 'red', 'threshold']);
  if (q.kind === 'droptail') int(`${field}.buffer`, q.buffer, 2);
  else if (q.kind === 'red') {
    int(`${field}.buffer`, q.buffer, 1);
    num(`${field}.minThresh`, q.minThresh, (v) => v >= 0, 'a number >= 0');
    num(
      `${field}.maxThresh`,
      q.maxThresh,
      (v) => v > q.minThresh,
      `a number > minThresh (${q.minThresh})`,
    );
    num(`${field}.maxP`, q.maxP, (v) => v > 0 && v <= 1, 'in (0, 1]');
    num(`${field}.weight`, q.weight, (v) => v > 0 && v <= 1, 'in (0, 1]');
    bool(`${field}.gentle`, q.gentle);
    bool(`${field}.wait`, q.wait);
    bool(`${field}.bytes`, q.bytes);
    int(`${field}.meanPktSize`, q.meanPktSize, 1);
  } else {
    int(`${field}.threshold`, q.threshold, 1);
    num(`${field}.hold`, q.hold, (v) => v >= 0, 'a number >= 0');
    oneOf(`${field}.policy`, q.policy, LOSS_POLICIES);
  }
}

function checkTopology(t: TopologySpec): void {
  if (!Array.isArray(t.links) || t.links.length === 0)
    fail('topology.links', 'a non-empty list', t.links);
  t.links.forEach((l, i) => {
    num(`topology.links[${i}].capacity`, l.capacity, (v) => v > 0, 'a number > 0 (bit/s)');
    num(`topology.links[${i}].delay`, l.delay, (v) => v >= 0, 'a number >= 0 (s)');
    if (l.loss !== undefined)
      num(`topology.links[${i}].loss`, l.loss, (v) => v >= 0 && v < 1, 'in [0, 1)');
    if (l.queue) checkQueue(`topology.links[${i}].queue`, l.queue);
  });
  if (!Array.isArray(t.flows) || t.flows.length === 0)
    fail('topology.flows', 'a non-empty list', t.flows);
  const link = (v: unknown) => isInt(v) && v >= 0 && v < t.links.length;
  t.flows.forEach((r, i) => {
    for (const dir of ['forward', 'reverse'] as const) {
      const route = r[dir];
      if (!Array.isArray(route) || route.length === 0 || !route.every(link)) {
        fail(
          `topology.flows[${i}].${dir}`,
          `a non-empty list of link indices < ${t.links.length}`,
          route,
        );
      }
    }
  });
  if (!link(t.monitor)) fail('topology.monitor', `a link index < ${t.links.length}`, t.monitor);
}

/** Throws a RangeError naming the first invalid field of `p` (all fields present). */
export function validateParams(p: PacketParams): void {
  if (p.topology !== null) checkTopology(p.topology);
  else int('n', p.n, 1, 1 << 20);
  const n = p.topology !== null ? p.topology.flows.length : p.n;
  if (p.topology === null) {
    perFlow('rtt', p.rtt, n, true, (v, i) => num(`rtt[${i}]`, v, (x) => x > 0, 'a number > 0 (s)'));
    num('capacity', p.capacity, (v) => v > 0, 'a number > 0 (bit/s)');
    oneOf('queue', p.queue, QUEUE_KINDS);
    int('buffer', p.buffer, p.queue === 'droptail' ? 2 : 1);
    for (const k of ['redMin', 'redMax'] as const) {
      if (p[k] !== null) num(k, p[k], (v) => v >= 0, 'null or a number >= 0');
    }
    const lo = p.redMin ?? 0.6 * p.buffer;
    const hi = p.redMax ?? 0.8 * p.buffer;
    if (p.queue === 'red' && !(hi > lo)) fail('redMax', `greater than redMin (${lo})`, hi);
    num('redMaxP', p.redMaxP, (v) => v > 0 && v <= 1, 'in (0, 1]');
    num('redWeight', p.redWeight, (v) => v > 0 && v <= 1, 'in (0, 1]');
    bool('redGentle', p.redGentle);
    bool('redWait', p.redWait);
    oneOf('redMode', p.redMode, ['bytes', 'packets']);
    int('redMeanPktSize', p.redMeanPktSize, 1);
    int('threshold', p.threshold, 1);
    num('hold', p.hold, (v) => v >= 0, 'a number >= 0');
    oneOf('policy', p.policy, LOSS_POLICIES);
    num('loss', p.loss, (v) => v >= 0 && v < 1, 'in [0, 1)');
    num('accessFactor', p.accessFactor, (v) => v > 0, 'a number > 0');
    if (p.reverseBuffer !== null) int('reverseBuffer', p.reverseBuffer, 2);
  }
  if (Array.isArray(p.flavour))
    perFlow('flavour', p.flavour, n, false, (v, i) => oneOf(`flavour[${i}]`, v, FLAVOURS));
  else oneOf('flavour', p.flavour, FLAVOURS);
  const ccs = Array.isArray(p.cc) ? p.cc : [p.cc];
  if (Array.isArray(p.cc)) perFlow('cc', p.cc, n, false, () => undefined);
  ccs.forEach((c, i) => {
    if (typeof c !== 'object' || c === null || typeof c.name !== 'string')
      fail(`cc[${i}]`, 'an object with a name', c);
  });
  if (p.source !== null) perFlow('source', p.source, n, false, (v, i) => int(`source[${i}]`, v, 0));
  int('pktSize', p.pktSize, 1, 1 << 24);
  int('header', p.header, 0, 1 << 16);
  int('ackSize', p.ackSize, 1, 1 << 16);
  int('wmax', p.wmax, 1);
  if (p.rwnd !== null) int('rwnd', p.rwnd, 1);
  bool('delayedAck', p.delayedAck);
  num('delAckInterval', p.delAckInterval, (v) => v > 0, 'a number > 0 (s)');
  num('duration', p.duration, (v) => v > 0, 'a number > 0 (s)');
  num('warmup', p.warmup, (v) => v >= 0 && v < p.duration, `in [0, duration = ${p.duration})`);
  if (p.start !== null)
    perFlow('start', p.start, n, false, (v, i) =>
      num(`start[${i}]`, v, (x) => x >= 0, 'a number >= 0 (s)'),
    );
  if (p.stop !== null)
    perFlow('stop', p.stop, n, false, (v, i) => {
      if (v !== null) num(`stop[${i}]`, v, (x) => x >= 0, 'null or a number >= 0 (s)');
    });
  if (Array.isArray(p.rttNoise))
    perFlow('rttNoise', p.rttNoise, n, true, (v, i) =>
      num(`rttNoise[${i}]`, v, (x) => x >= 0, 'a number >= 0 (s)'),
    );
  else num('rttNoise', p.rttNoise, (v) => v >= 0, 'a number >= 0 (s)');
  num('startSpread', p.startSpread, (v) => v >= 0, 'a number >= 0 (s)');
  if (!isInt(p.seed)) fail('seed', 'an integer', p.seed);
  num('syncGap', p.syncGap, (v) => v > 0, 'a number > 0 (mean RTTs)');
  num('signalBin', p.signalBin, (v) => v > 0, 'a number > 0 (mean RTTs)');
  int('iw', p.iw, 1);
  bool('syn', p.syn);
  bool('limitedTransmit', p.limitedTransmit);
  int('dupThresh', p.dupThresh, 1, 1000);
  int('sackBlocks', p.sackBlocks, 1, 8);
  num('tick', p.tick, (v) => v > 0, 'a number > 0 (s)');
  num('minRto', p.minRto, (v) => v >= 0, 'a number >= 0 (s)');
  num(
    'maxRto',
    p.maxRto,
    (v) => v > 0 && v >= p.minRto,
    `a number > 0 and >= minRto (${p.minRto})`,
  );
  num('initRto', p.initRto, (v) => v > 0, 'a number > 0 (s)');
  num(
    'traceInterval',
    p.traceInterval,
    (v) => v === 0 || (v > 0 && p.duration / v <= 1e8),
    '0 or at least duration / 1e8 (s)',
  );
  int('traceCapacity', p.traceCapacity, 1);
}
