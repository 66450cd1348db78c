import type { TraceProblem } from '../types';

/**
 * The problems met while reading a capture. A packet-level problem (a truncated packet, a
 * fragment, an unknown link type) can repeat a million times in a large file, so those are
 * counted per kind and reported once, with the offset of the first occurrence; the list stays
 * bounded whatever the input.
 */
export class Problems {
  private readonly list: TraceProblem[] = [];
  private readonly counted = new Map<string, { first: number; count: number; text: string }>();
  private fatalSeen = false;

  get hasFatal(): boolean {
    return this.fatalSeen;
  }

  /** Reading stopped at `offset`; only the first fatal problem is kept (nothing is read after). */
  fatal(offset: number, message: string): void {
    if (this.fatalSeen) return;
    this.fatalSeen = true;
    this.list.push({ at: { offset }, message, fatal: true });
  }

  /** A one-off problem that reading survived. */
  note(offset: number | undefined, message: string): void {
    if (this.list.length >= 100) return;
    this.list.push({ at: offset === undefined ? {} : { offset }, message, fatal: false });
  }

  /**
   * One more occurrence of a repeated problem of kind `kind`; `text(count)` words the report.
   * The text of the first occurrence is kept.
   */
  count(kind: string, offset: number, text: string): void {
    const c = this.counted.get(kind);
    if (c) c.count++;
    else this.counted.set(kind, { first: offset, count: 1, text });
  }

  /** the problems, the counted ones first (with their counts), then the others in order */
  all(): TraceProblem[] {
    const counted: TraceProblem[] = [...this.counted.values()].map((c) => ({
      at: { offset: c.first },
      message: `${c.text} (${c.count} packet${c.count === 1 ? '' : 's'}, the first at byte ${c.first})`,
      fatal: false,
    }));
    return [...counted, ...this.list];
  }
}
