/**
 * The sequence space of one direction, in unwrapped positions (numbers relative to the ISN that
 * keep growing past 2^32): what was ever sent (`Coverage`), and the unacknowledged transmissions
 * that may still give an RTT sample (`Outstanding`).
 */

/** Sorted disjoint intervals [start, end) of sequence space sent at least once. */
export class Coverage {
  private readonly s: number[] = [];
  private readonly e: number[] = [];

  /** the number of intervals (holes + 1), for bounds */
  get size(): number {
    return this.s.length;
  }

  /** the end of the highest interval (-Infinity when nothing was sent) */
  get high(): number {
    return this.e.length === 0 ? -Infinity : this.e[this.e.length - 1];
  }

  /** whether position x was sent */
  has(x: number): boolean {
    const i = this.firstEndingAfter(x);
    return i < this.s.length && this.s[i] <= x;
  }

  /** Calls `gap(a, b)` for each part of [start, end) not sent yet, in order. */
  gaps(start: number, end: number, gap: (a: number, b: number) => void): void {
    let p = start;
    for (let i = this.firstEndingAfter(start); i < this.s.length && this.s[i] < end; i++) {
      if (this.s[i] > p) gap(p, this.s[i]);
      p = Math.max(p, this.e[i]);
    }
    if (p < end) gap(p, end);
  }

  /** Marks [start, end) as sent; returns how many of its bytes had been sent before. */
  add(start: number, end: number): number {
    if (end <= start) return 0;
    const n = this.s.length;
    // the common case: the segment continues or extends the highest interval
    if (n === 0 || start > this.e[n - 1]) {
      this.s.push(start);
      this.e.push(end);
      return 0;
    }
    if (start >= this.s[n - 1]) {
      const last = this.e[n - 1];
      const overlap = Math.max(0, Math.min(end, last) - start);
      if (end > last) this.e[n - 1] = end;
      return overlap;
    }
    // the general case: merge every interval touching [start, end)
    let i = this.firstEndingAfter(start - 1); // first interval with e >= start (touching)
    let overlap = 0;
    let lo = start;
    let hi = end;
    const from = i;
    while (i < n && this.s[i] <= end) {
      overlap += Math.max(0, Math.min(end, this.e[i]) - Math.max(start, this.s[i]));
      lo = Math.min(lo, this.s[i]);
      hi = Math.max(hi, this.e[i]);
      i++;
    }
    this.s.splice(from, i - from, lo);
    this.e.splice(from, i - from, hi);
    return overlap;
  }

  /** index of the first interval whose end is past x */
  private firstEndingAfter(x: number): number {
    let lo = 0;
    let hi = this.e.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.e[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

/** Transmissions kept for RTT samples at most, per direction (a window's worth is far fewer). */
export const OUTSTANDING_CAP = 1 << 16;

/** What an ACK tells about the transmission it acknowledges exactly (as tcptrace classifies). */
export const NO_MATCH = -1;
/** the segment was retransmitted: which transmission is acknowledged is ambiguous (Karn) */
export const AMBIGUOUS = -2;
/** a segment sent earlier than it was (re)sent after it: the ACK waited on that one */
export const INTERVENING = -3;

/**
 * The unacknowledged transmissions, as tcptrace's segment list keeps them (rexmit.c): one record
 * per range first sent in one segment; a later segment overlapping records counts a
 * retransmission on each (and restarts the first one's clock), and its never-sent parts become
 * records of their own. An ACK acknowledges records from the lowest; only the record it ends
 * exactly gives an RTT sample, and only if never retransmitted (Karn's rule) and no record below
 * it was sent after it. Records leave when acknowledged, so memory follows the flight, not the
 * file.
 */
export class Outstanding {
  private first: number[] = [];
  private end: number[] = [];
  private time: number[] = [];
  private retrans: number[] = [];
  private head = 0;
  /** the newest transmission time of the records acknowledged so far (tcptrace's last_xmit) */
  private lastXmit = -Infinity;

  get size(): number {
    return this.first.length - this.head;
  }

  /**
   * A segment [start, end) sent at t; `coverage` is what was sent before it (not yet updated).
   */
  send(start: number, end: number, t: number, coverage: Coverage): void {
    let i = this.firstEndingAfter(start);
    let restart = true;
    if (i >= this.first.length || this.first[i] > start) {
      // the segment begins in acknowledged (or never sent) space: tcptrace restarts the clock
      // of the acknowledged segment it starts in, which later ACKs see as a transmission
      if (coverage.has(start)) {
        this.lastXmit = Math.max(this.lastXmit, t);
        restart = false;
      }
    }
    for (; i < this.first.length && this.first[i] < end; i++) {
      this.retrans[i]++;
      if (restart) this.time[i] = t;
      restart = false;
    }
    if (start >= coverage.high) this.insert(start, end, t);
    else coverage.gaps(start, end, (a, b) => this.insert(a, b, t));
  }

  /**
   * An ACK up to `ack` at t: the RTT sample in s it gives, or NO_MATCH, AMBIGUOUS, INTERVENING.
   */
  ack(ack: number, t: number): number {
    let result = NO_MATCH;
    let last = this.lastXmit;
    while (this.head < this.first.length && this.first[this.head] < ack) {
      const h = this.head++;
      const sent = this.time[h];
      if (sent > last) last = sent;
      if (this.end[h] === ack) {
        if (last > sent) result = INTERVENING;
        else if (this.retrans[h] > 0) result = AMBIGUOUS;
        else result = t - sent;
      }
    }
    this.lastXmit = last;
    if (this.head > 1024 && this.head * 2 > this.first.length) this.compact();
    return result;
  }

  private insert(a: number, b: number, t: number): void {
    if (this.size >= OUTSTANDING_CAP) return; // no more samples than that in flight
    const n = this.first.length;
    if (n === this.head || this.first[n - 1] < a) {
      this.first.push(a);
      this.end.push(b);
      this.time.push(t);
      this.retrans.push(0);
      return;
    }
    const i = this.firstEndingAfter(a);
    this.first.splice(i, 0, a);
    this.end.splice(i, 0, b);
    this.time.splice(i, 0, t);
    this.retrans.splice(i, 0, 0);
  }

  private compact(): void {
    this.first = this.first.slice(this.head);
    this.end = this.end.slice(this.head);
    this.time = this.time.slice(this.head);
    this.retrans = this.retrans.slice(this.head);
    this.head = 0;
  }

  /** index (from head) of the first record whose end is past x */
  private firstEndingAfter(x: number): number {
    let lo = this.head;
    let hi = this.end.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.end[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}
