/**
 * Text arriving in chunks, cut into lines: a chunk may end inside a line (even between "\r" and
 * "\n"), so the unfinished tail waits for the next chunk. Lines are numbered from 1, as the
 * problems name them. A line longer than `maxLine` characters is cut off (its start is kept) so
 * that a file without line ends cannot make the reader hold all of it.
 */
export interface LineSplitter {
  push(text: string): void;
  /** the last line, when the text does not end with a line end */
  finish(): void;
}

/** Longest line kept whole: ss info lines are under 1 kB, iperf3 --json-stream events a few kB. */
export const MAX_LINE = 1 << 20;

export function createLineSplitter(
  onLine: (line: string, lineNumber: number) => void,
  onOverlong: (lineNumber: number) => void = () => {},
  maxLine = MAX_LINE,
): LineSplitter {
  let tail = '';
  let lineNumber = 0;
  let overlong = false;

  const emit = (whole: string): void => {
    lineNumber++;
    let line = whole;
    if (overlong || line.length > maxLine) {
      onOverlong(lineNumber);
      line = line.slice(0, maxLine);
    }
    overlong = false;
    onLine(line.endsWith('\r') ? line.slice(0, -1) : line, lineNumber);
  };

  return {
    push(text) {
      let from = 0;
      for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', from)) {
        emit(tail + text.slice(from, nl));
        tail = '';
        from = nl + 1;
      }
      tail += text.slice(from);
      if (tail.length > maxLine) {
        tail = tail.slice(0, maxLine);
        overlong = true;
      }
    },
    finish() {
      if (tail !== '' || overlong) emit(tail);
      tail = '';
    },
  };
}
