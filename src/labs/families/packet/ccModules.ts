/**
 * The packet engine's congestion-control modules as the Dumbbell lab offers them: the single-path
 * ones, each with its name, one line for the menu and one sentence for the page; the MP-TCP ones
 * are kept out (their subflows need several routes of one source: the Multipath TCP lab). Every
 * module of the engine's registry is in exactly one of the two lists (tests/labs/dumbbell).
 */

/** The modules a dumbbell flow can run, in the menu's order. */
export const SINGLE_PATH_CC = [
  'reno',
  'aimd',
  'illinois',
  'highspeed',
  'vegas',
  'cubic',
  'multcp',
] as const;
export type SinglePathCc = (typeof SINGLE_PATH_CC)[number];

/** Coupled MP-TCP modules: meaningful only for subflows of one source over several paths. */
export const MULTIPATH_CC = [
  'ewtcp',
  'coupled',
  'semicoupled',
  'lia',
  'max',
  'balia',
  'olia',
] as const;

export interface CcInfo {
  /** its usual name */
  title: string;
  /** one line for the menu, after the title: what it is */
  line: string;
  /** where it is defined */
  source: string;
  /** one sentence for the page: what it does to the window (after the title and source) */
  sentence: string;
}

export const CC_INFO: Readonly<Record<SinglePathCc, CcInfo>> = {
  reno: {
    title: 'Reno',
    line: "+1 packet per RTT, halved at a loss (ns-2's arithmetic)",
    source: 'ns-2 2.35',
    sentence:
      '+1/cwnd per ACK, the window halved at a loss; the loss recovery (Sack1 ...) decides when.',
  },
  aimd: {
    title: 'AIMD(a, b)',
    line: "paper 000's model, +a per RTT and b of the window kept at a loss",
    source: 'paper 000',
    sentence:
      '+a packets per RTT, the window multiplied by b (the fraction kept) at every loss; a = 1, b = 1/2 is Reno.',
  },
  illinois: {
    title: 'TCP-Illinois',
    line: 'loss sets the direction, queueing delay the pace (paper 003)',
    source: 'paper 003',
    sentence:
      '+α per RTT and −β·W at a loss, α large and β small while the queueing delay d_a is small, α small and β large as it nears the largest delay seen: a concave window.',
  },
  highspeed: {
    title: 'HighSpeed TCP',
    line: 'larger steps for large windows (RFC 3649)',
    source: 'RFC 3649',
    sentence:
      "Reno up to 38 packets, then +a(w) per RTT and −b(w)·W at a loss from the RFC's table, a(w) growing and b(w) shrinking with the window.",
  },
  vegas: {
    title: 'TCP Vegas',
    line: 'delay-based, keeps α to β packets queued, seldom a loss',
    source: 'as paper 003 Sec. 6.4 runs it',
    sentence:
      'once per RTT diff = W(RTT − BaseRTT)/RTT, the packets it keeps queued; +1 per RTT below α, −1 above β, and 3/4 of the window kept at a loss.',
  },
  cubic: {
    title: 'CUBIC',
    line: 'a cubic curve of the time since the last loss (RFC 9438)',
    source: 'RFC 9438',
    sentence:
      'the window follows W(t) = C (t − K)³ + W_max from the last loss, flat near W_max, the window at the last loss; β of it kept at a loss; never below a Reno-friendly estimate.',
  },
  multcp: {
    title: 'MulTCP(N)',
    line: 'one connection worth N Reno flows (paper 004)',
    source: 'paper 004',
    sentence:
      '+N per RTT and (N − ½)/N of the window kept at a loss, so one connection takes about the share of N Reno flows; MulTCP(1) is Reno.',
  },
};

/** "TCP-Illinois", or the name itself for a module the lab does not describe. */
export const ccTitle = (name: string): string => (isSinglePath(name) ? CC_INFO[name].title : name);

export const isSinglePath = (name: string): name is SinglePathCc =>
  (SINGLE_PATH_CC as readonly string[]).includes(name);

export const isMultipath = (name: string): boolean =>
  (MULTIPATH_CC as readonly string[]).includes(name);

/** Flows' names run-length grouped: "flows 1, 3-5: illinois; flow 2: reno" style, in flow order. */
export function ccGroups(cc: readonly string[], n: number): { name: string; flows: number[] }[] {
  if (cc.length === 1) return [{ name: cc[0], flows: Array.from({ length: n }, (_, f) => f) }];
  const groups = new Map<string, number[]>();
  cc.forEach((name, f) => {
    const g = groups.get(name);
    if (g) g.push(f);
    else groups.set(name, [f]);
  });
  return [...groups].map(([name, flows]) => ({ name, flows }));
}

/** "flow 2", "flows 1-3, 5", "all 10 flows" (1-based). */
export function flowsText(flows: readonly number[], n: number): string {
  if (flows.length === n && n === 2) return 'both flows';
  if (flows.length === n && n > 2) return `all ${n} flows`;
  const parts: string[] = [];
  for (let k = 0; k < flows.length;) {
    let j = k;
    while (j + 1 < flows.length && flows[j + 1] === flows[j] + 1) j++;
    parts.push(j === k ? `${flows[k] + 1}` : `${flows[k] + 1}-${flows[j] + 1}`);
    k = j + 1;
  }
  return `${flows.length === 1 ? 'flow' : 'flows'} ${parts.join(', ')}`;
}

/** The module of flow f. */
export const ccOf = (cc: readonly string[], f: number): string => cc[cc.length === 1 ? 0 : f];

/** The value of a per-flow list for flow f (one value: every flow's). */
export const perFlow = <T>(values: readonly T[], f: number): T =>
  values[values.length === 1 ? 0 : f];
