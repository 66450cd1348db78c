import { formatProgress, type SweepProgress } from '../../../sweep/progress';

/**
 * The CLI's progress line, on standard error only (standard output carries the CSV or JSON).
 * On a terminal it is rewritten in place (at most 10 times a second); in a log file (--progress
 * with stderr redirected) it is one line at most every 2 seconds, so logs stay readable.
 */
export class ProgressLine {
  private last = -Infinity;

  constructor(
    private readonly stream: { write(s: string): unknown; isTTY?: boolean },
    private readonly now: () => number = () => performance.now(),
  ) {}

  update(p: SweepProgress, final = false): void {
    const t = this.now();
    const tty = this.stream.isTTY === true;
    if (!final && t - this.last < (tty ? 100 : 2000)) return;
    this.last = t;
    const text = `sweep: ${formatProgress(p)}`;
    this.stream.write(tty ? `\r${text}\x1b[K${final ? '\n' : ''}` : `${text}\n`);
  }
}
