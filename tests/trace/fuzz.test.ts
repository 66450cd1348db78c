import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readTrace } from '../../src/trace/read';
import { createIperf3Reader } from '../../src/trace/text/iperf3';
import { MAX_PROBLEMS } from '../../src/trace/text/problems';
import type { TextTraceReader } from '../../src/trace/text/reader';
import { createSsReader } from '../../src/trace/text/ss';
import { createTcpProbeReader } from '../../src/trace/text/tcpProbe';
import type { TraceResult } from '../../src/trace/types';
import { fixture } from './fixtures';

/**
 * The text readers on random, mutated and truncated input built from the fixtures: no exception
 * escapes, the output stays bounded (linear in the input, every number finite, problems capped,
 * each at a line of the input), and reading does not depend on where the chunks end. FUZZ_RUNS
 * sets the runs per property (500 by default; FUZZ_RUNS=100000 for a long search).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const timeout = Math.max(60_000, RUNS * 30);

interface Subject {
  name: string;
  create: () => TextTraceReader;
  fixtures: string[];
  /** the pieces its format is made of, for random text that comes close to it */
  tokens: string[];
}

const SUBJECTS: Subject[] = [
  {
    name: 'iperf3',
    create: createIperf3Reader,
    fixtures: ['iperf3/client-P2.json', 'iperf3/client-R.json', 'iperf3/client-P2.jsonstream'],
    tokens: [
      '{',
      '}',
      '[',
      ']',
      '"',
      ':',
      ',',
      '\n',
      ' ',
      '\\',
      '0',
      '1.5',
      '-2e3',
      'true',
      'null',
      '"start"',
      '"intervals"',
      '"end"',
      '"streams"',
      '"socket"',
      '"sender"',
      '"event"',
      '"data"',
      '"interval"',
      '"connected"',
      '"snd_cwnd"',
      '"rtt"',
      '"bytes"',
      '"start":',
      '"end":',
    ],
  },
  {
    name: 'ss',
    create: createSsReader,
    fixtures: ['ss/epoch-cubic.txt', 'ss/iso-noheader.txt', 'ss/events-E.txt'],
    tokens: [
      '\n',
      '\t',
      ' ',
      '1700000000.5',
      '2026-11-28T02:05:58,9+01:00',
      '23:59:59.9',
      'ESTAB 0 0 1.2.3.4:5 6.7.8.9:10',
      'State Recv-Q',
      'cubic',
      'cwnd:',
      'rtt:',
      '/',
      ':',
      'bytes_acked:',
      'bytes_sent:',
      'retrans:0/',
      'send',
      '1Mbps',
      '7',
      '0.25',
      '-1',
      'e9',
    ],
  },
  {
    name: 'tcp_probe',
    create: createTcpProbeReader,
    fixtures: ['tcp_probe/tracefs-cubic.txt', 'tcp_probe/perf-script-reno.txt'],
    tokens: [
      '\n',
      ' ',
      '#',
      'x-1 [000] ..s. ',
      '12.5: ',
      'tcp_probe: ',
      'tcp:tcp_probe: ',
      'src=1.2.3.4:5 ',
      'dest=[::1]:6 ',
      'snd_una=',
      'snd_cwnd=',
      'ssthresh=',
      'srtt=',
      '0x',
      'ffffffff',
      '0',
      '10',
      'sock_cookie=',
      '=',
      '99999999999999999999',
    ],
  },
];

function* numbers(x: unknown): Generator<number> {
  if (typeof x === 'number') yield x;
  else if (Array.isArray(x)) for (const v of x) yield* numbers(v);
  else if (x !== null && typeof x === 'object') for (const v of Object.values(x)) yield* numbers(v);
}

function read(create: () => TextTraceReader, text: string, cuts: number[]): TraceResult {
  const reader = create();
  let at = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    const to = Math.min(cut, text.length);
    if (to > at) reader.push(text.slice(at, to));
    at = Math.max(at, to);
  }
  reader.push(text.slice(at));
  return reader.finish();
}

function checkBounded(result: TraceResult, text: string): void {
  const lines = text.split('\n').length;
  // one expect each (an expect per number would make the checks the slow part)
  expect([...numbers(result)].filter((x) => !Number.isFinite(x))).toEqual([]);
  // the first MAX_PROBLEMS, the fatal one, the count of the rest
  expect(result.problems.length).toBeLessThanOrEqual(MAX_PROBLEMS + 2);
  expect(result.problems.filter((p) => (p.at.line ?? 0) > lines)).toEqual([]);
  expect(result.records).toBeLessThanOrEqual(lines);
  expect(JSON.stringify(result).length).toBeLessThanOrEqual(200 * text.length + 20_000);
}

/** A change to a text: where (a fraction of its length), what. */
const mutation = fc.record({
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  length: fc.nat({ max: 40 }),
  kind: fc.constantFrom('delete', 'insert', 'duplicate', 'truncate', 'swap'),
  text: fc.string({ maxLength: 12 }),
});

function mutate(
  text: string,
  changes: (typeof mutation extends fc.Arbitrary<infer T> ? T : never)[],
): string {
  let out = text;
  for (const c of changes) {
    const at = Math.floor(c.at * out.length);
    const piece = out.slice(at, at + c.length);
    if (c.kind === 'delete') out = out.slice(0, at) + out.slice(at + c.length);
    else if (c.kind === 'insert') out = out.slice(0, at) + c.text + out.slice(at);
    else if (c.kind === 'duplicate')
      out = out.slice(0, at) + piece + piece + out.slice(at + c.length);
    else if (c.kind === 'truncate') out = out.slice(0, at);
    else out = out.slice(0, at) + c.text.slice(0, c.length) + out.slice(at + c.length);
  }
  return out;
}

const cuts = fc.array(fc.nat({ max: 30_000 }), { maxLength: 8 });

describe.each(SUBJECTS)('fuzzing the $name reader', ({ create, fixtures, tokens }) => {
  const texts = fixtures.map(fixture);

  it(
    'mutated fixtures: no exception, bounded output, the same in any chunks',
    () => {
      fc.assert(
        fc.property(
          fc.nat({ max: texts.length - 1 }),
          fc.array(mutation, { minLength: 1, maxLength: 6 }),
          cuts,
          (which, changes, at) => {
            const text = mutate(texts[which], changes);
            const whole = read(create, text, []);
            checkBounded(whole, text);
            expect(read(create, text, at)).toEqual(whole);
          },
        ),
        { numRuns: RUNS },
      );
    },
    timeout,
  );

  it(
    'text made of the format pieces, or of anything: no exception, bounded output',
    () => {
      const soup = fc.oneof(
        fc.array(fc.constantFrom(...tokens), { maxLength: 300 }).map((t) => t.join('')),
        fc.string({ maxLength: 400 }),
        fc.string({ unit: 'binary', maxLength: 400 }),
      );
      fc.assert(
        fc.property(soup, cuts, (text, at) => {
          const whole = read(create, text, []);
          checkBounded(whole, text);
          expect(read(create, text, at)).toEqual(whole);
        }),
        { numRuns: RUNS },
      );
    },
    timeout,
  );

  it(
    'a fixture cut anywhere: what came before is read',
    () => {
      fc.assert(
        fc.property(
          fc.nat({ max: texts.length - 1 }),
          fc.double({ min: 0, max: 1, noNaN: true }),
          (which, f) => {
            const text = texts[which].slice(0, Math.floor(f * texts[which].length));
            checkBounded(read(create, text, []), text);
          },
        ),
        { numRuns: Math.ceil(RUNS / 4) },
      );
    },
    timeout,
  );
});

describe('fuzzing readTrace', () => {
  it(
    'any bytes, or a fixture with changed bytes: a result, never an exception',
    async () => {
      const encoded = SUBJECTS.flatMap((s) => s.fixtures).map((f) =>
        new TextEncoder().encode(fixture(f)),
      );
      const input = fc.oneof(
        fc.uint8Array({ maxLength: 600 }),
        fc
          .tuple(
            fc.nat({ max: encoded.length - 1 }),
            fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.nat({ max: 255 })), {
              maxLength: 8,
            }),
          )
          .map(([k, flips]) => {
            const bytes = encoded[k].slice();
            for (const [f, b] of flips) bytes[Math.floor(f * (bytes.length - 1))] = b;
            return bytes;
          }),
      );
      await fc.assert(
        fc.asyncProperty(input, async (bytes) => {
          const r = await readTrace(bytes);
          expect(r.problems.length).toBeLessThanOrEqual(MAX_PROBLEMS + 2);
          expect([...numbers(r)].filter((x) => !Number.isFinite(x))).toEqual([]);
        }),
        { numRuns: Math.ceil(RUNS / 4) },
      );
    },
    timeout,
  );
});
