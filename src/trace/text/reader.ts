import type { TraceResult } from '../types';

/**
 * A text trace reader: text pushed in chunks as it arrives (a chunk may end anywhere, inside a
 * line or a number), then the result. Reading never throws on bad input: what cannot be read is a
 * problem in the result, with its line.
 */
export interface TextTraceReader {
  push(text: string): void;
  finish(): TraceResult;
}
