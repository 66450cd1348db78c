/**
 * iperf3's JSON cut into the pieces its reader needs as the text arrives, so that a long test's
 * output (an hour at -i 0.1 is tens of MB) is never held whole: the members of each top-level
 * object are parsed one by one (those `wants` names), and the members named in `arrays` (iperf3's
 * "intervals") are cut into their elements, each parsed on its own and then dropped.
 *
 * This serves both shapes iperf3 writes: `--json`, one object {"start", "intervals", "end"}, and
 * `--json-stream`, one object per line {"event": "interval", "data": {...}} (each object's end is
 * reported, so that the reader pairs its event with its data).
 *
 * The scanner follows only the structure (strings, brackets, commas, colons); each piece's own
 * syntax is JSON.parse's to check. A piece that does not parse is a problem at its line; a
 * bracket that closes the wrong one stops the reading (what came before is kept).
 */

export interface JsonSink {
  /** a member of a top-level object, parsed */
  member(key: string, value: unknown, line: number): void;
  /** an element of an array member named in `arrays`, parsed */
  element(key: string, value: unknown, line: number): void;
  /** a top-level object closed */
  objectEnd(line: number): void;
  problem(line: number, message: string, fatal: boolean): void;
  /** whether to keep (parse) the value of this top-level member */
  wants(key: string): boolean;
  /** members cut into their elements */
  arrays: ReadonlySet<string>;
}

export interface JsonScanner {
  push(text: string): void;
  finish(): void;
}

/** Deeper than any iperf3 output (5 levels); a guard against a file of "[[[[...". */
const MAX_DEPTH = 64;
/** The largest piece kept: iperf3's "start" and "end" are a few kB, an interval under 1 kB per stream. */
const MAX_PIECE = 32 << 20;

const NL = 10;
const QUOTE = 34;
const COMMA = 44;
const COLON = 58;
const OPEN_ARRAY = 91;
const BACKSLASH = 92;
const CLOSE_ARRAY = 93;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;

const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13;

interface Piece {
  kind: 'member' | 'element';
  key: string;
  line: number;
  parts: string[];
  /** where the piece resumes in the current chunk */
  from: number;
  size: number;
  dropped: boolean;
}

export function createJsonScanner(sink: JsonSink): JsonScanner {
  let line = 1;
  const stack: number[] = [];
  const openedAt: number[] = [];
  let inString = false;
  let escaped = false;
  // depth 1: the next string is a member's name; collecting it (its text so far, from where)
  let expectKey = false;
  let keyText: string | null = null;
  let keyFrom = 0;
  let lastKey = '';
  // depth 1: inside this member's value (after its colon)
  let member: string | null = null;
  let piece: Piece | null = null;
  let skipLine = false;
  let stopped = false;

  const startPiece = (kind: Piece['kind'], key: string, from: number): void => {
    piece = { kind, key, line, parts: [], from, size: 0, dropped: false };
  };

  const endPiece = (text: string, end: number): void => {
    const p = piece;
    piece = null;
    if (p === null || p.dropped) return;
    const body = (p.parts.join('') + text.slice(p.from, end)).trim();
    if (body === '') return; // "[]", or the space after a last element
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch (e) {
      const what = p.kind === 'member' ? `"${p.key}"` : `an element of "${p.key}"`;
      sink.problem(p.line, `${what} is not valid JSON (${(e as Error).message})`, false);
      return;
    }
    if (p.kind === 'member') sink.member(p.key, value, p.line);
    else sink.element(p.key, value, p.line);
  };

  /** the chunk ends inside a piece or a name: keep their text */
  const carry = (text: string): void => {
    if (keyText !== null) {
      keyText += text.slice(keyFrom);
      keyFrom = 0;
    }
    const p = piece;
    if (p === null || p.dropped) return;
    const part = text.slice(p.from);
    p.from = 0;
    p.size += part.length;
    if (p.size > MAX_PIECE) {
      p.dropped = true;
      p.parts = [];
      sink.problem(p.line, `"${p.key}" is over ${MAX_PIECE >> 20} MB: skipped`, false);
    } else p.parts.push(part);
  };

  const stop = (message: string): void => {
    sink.problem(line, message, true);
    stopped = true;
  };

  const open = (c: number, at: number): void => {
    if (stack.length === 0) expectKey = c === OPEN_OBJECT;
    stack.push(c);
    openedAt.push(line);
    if (stack.length > MAX_DEPTH) stop(`nested deeper than ${MAX_DEPTH} levels`);
    // the array of a member that is cut into elements: its first element starts here
    else if (stack.length === 2 && c === OPEN_ARRAY && member !== null && sink.arrays.has(member))
      startPiece('element', member, at + 1);
  };

  const close = (c: number, text: string, at: number): void => {
    const top = stack[stack.length - 1];
    const want = c === CLOSE_OBJECT ? OPEN_OBJECT : OPEN_ARRAY;
    if (top !== want) {
      const opened =
        top === OPEN_OBJECT
          ? `the "{" of line ${openedAt[openedAt.length - 1]}`
          : `the "[" of line ${openedAt[openedAt.length - 1]}`;
      stop(`"${String.fromCharCode(c)}" where ${opened} is still open: not JSON from here on`);
      return;
    }
    if (stack.length === 2 && piece?.kind === 'element') endPiece(text, at);
    if (stack.length === 1) {
      endPiece(text, at);
      member = null;
      stack.pop();
      openedAt.pop();
      sink.objectEnd(line);
      return;
    }
    stack.pop();
    openedAt.pop();
  };

  const structural = (c: number, text: string, at: number): void => {
    const depth = stack.length;
    if (c === QUOTE) {
      inString = true;
      if (depth === 1 && expectKey) {
        keyText = '';
        keyFrom = at + 1;
      }
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) open(c, at);
    else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) close(c, text, at);
    else if (c === COLON && depth === 1 && member === null) {
      member = lastKey;
      expectKey = false;
      if (!sink.arrays.has(member) && sink.wants(member)) startPiece('member', member, at + 1);
    } else if (c === COMMA && depth === 1) {
      endPiece(text, at);
      member = null;
      expectKey = true;
    } else if (c === COMMA && depth === 2 && piece?.kind === 'element') {
      endPiece(text, at);
      startPiece('element', member ?? '', at + 1);
    }
  };

  return {
    push(text) {
      if (stopped) return;
      for (let i = 0; i < text.length && !stopped; i++) {
        const c = text.charCodeAt(i);
        if (c === NL) {
          line++;
          skipLine = false;
          continue;
        }
        if (inString) {
          if (escaped) escaped = false;
          else if (c === BACKSLASH) escaped = true;
          else if (c === QUOTE) {
            inString = false;
            if (keyText !== null) {
              lastKey = decodeKey(keyText + text.slice(keyFrom, i));
              keyText = null;
            }
          }
          continue;
        }
        if (skipLine || isSpace(c)) continue;
        if (stack.length === 0 && c !== OPEN_OBJECT) {
          // text between the objects (a warning printed to the same file): skip its line
          sink.problem(line, 'expected "{" (iperf3 JSON), found other text: line skipped', false);
          skipLine = true;
          continue;
        }
        structural(c, text, i);
      }
      if (!stopped) carry(text);
    },
    finish() {
      if (stopped || stack.length === 0) return;
      const where = member !== null ? `in "${member}"` : 'in the top-level object';
      stop(
        `the text ends ${where} (the object opened at line ${openedAt[0]} is not closed): ` +
          'the output is cut short; what came before is kept',
      );
    },
  };
}

/** A member's name as JSON writes it, escapes undone (iperf3's names have none). */
function decodeKey(raw: string): string {
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return raw;
  }
}
