import { synchronizedUtilization, theorem1 } from '../../engines/aimd/theory';
import { ccTitle } from '../families/packet/ccModules';
import type { DumbbellScenario } from '../families/packet/scenario';

/**
 * What paper 000's model says about a dumbbell run, and whether it applies. Theorem 1 assumes
 * identical flows and exactly one flow signalled per congestion event (assumption ONE) and ignores
 * the buffer; the packet engine shows where a real queue meets those assumptions and where not
 * (Sec. V): how many flows each congestion event cuts is measured by the run (mean M, Fig. 17),
 * and queueMechanism.ts says what it shows; the notes here say only what each queue does.
 */

export type Verdict =
  { applies: true; value: number; note: string } | { applies: false; reason: string };

export interface DumbbellTheory {
  /** the window's kept fraction at a loss (Reno: 1/2; aimd: b) when every flow has the same one */
  beta: number | null;
  /** Theorem 1, eq. (5) */
  theorem1: Verdict;
  /** eq. (6): every flow cut at every congestion event (synchronized windows) */
  synchronized: Verdict;
  /** the bandwidth-delay product in packets of the bottleneck at the mean RTT */
  bdp: number;
}

/** Why a module other than reno or aimd is not the AIMD of Theorem 1 and eq. (6). */
const NOT_AIMD: Readonly<Record<string, string>> = {
  illinois:
    'TCP-Illinois is not one AIMD: its increase α and decrease β move with the queueing delay (paper 003), so no one β enters the formula',
  highspeed:
    'HighSpeed TCP is not one AIMD: its increase a(w) and decrease b(w) change with the window (RFC 3649)',
  vegas:
    'Vegas is delay-based: once per RTT it moves its window by one packet toward α to β packets of its own in the queue, whether or not a packet was lost, not the AIMD of the model',
  cubic:
    'CUBIC grows as a cubic of the time since the last loss, not linearly: not the AIMD of the model',
  bic: "BIC-TCP's increase depends on how far the window is from W_max, the window at the last loss (a binary search toward it, then a probe beyond): not the AIMD of the model",
  compound:
    'Compound TCP adds a delay window that grows by about α W^k per RTT while the queue is short and shrinks when it is long: not the AIMD of the model',
  multcp:
    'MulTCP(N) makes one connection behave as N flows: Theorem 1 counts identical flows (the MulTCP lab compares the two)',
};

/** Why the flows' congestion controls are not the identical AIMD of the theory, or null. */
export function notAimdReason(s: DumbbellScenario): string | null {
  const names = [...new Set(s.cc)];
  if (names.length > 1)
    return `the flows run different congestion controls (${names.map(ccTitle).join(', ')}): the formula is for identical AIMD flows`;
  return NOT_AIMD[names[0]] ?? null;
}

/** Why flows that share one AIMD still differ (beyond RTTs and loss recovery), or null. */
function otherDifference(s: DumbbellScenario): string | null {
  const stops = (s.stop ?? []).filter((x): x is number => x !== null && x < s.t);
  if (stops.length > 0)
    return 'some flows stop during the run: Theorem 1 is for N flows present throughout';
  if (s.noise !== null && new Set(s.noise).size > 1)
    return 'the flows have different RTT noise: Theorem 1 is for identical flows';
  return null;
}

/** The kept fraction of the flows' congestion control, when they all share one. */
function keptFraction(s: DumbbellScenario): number | null {
  const names = new Set(s.cc);
  if (names.size !== 1) return null;
  const [name] = [...names];
  if (name === 'reno') return 0.5;
  if (name === 'aimd') return s.b;
  return null;
}

export function dumbbellTheory(s: DumbbellScenario): DumbbellTheory {
  const beta = keptFraction(s);
  const meanRtt = s.rtt.reduce((a, b) => a + b, 0) / s.rtt.length / 1000;
  const bdp = (s.cap * 1e6 * meanRtt) / ((s.pkt + s.header) * 8);
  const identical = new Set(s.rtt).size === 1 && new Set(s.tcp).size === 1 && beta !== null;
  const notAimd = notAimdReason(s) ?? 'the flows do not share one AIMD congestion control';
  const other = otherDifference(s);
  let t1: Verdict;
  if (!identical)
    t1 = {
      applies: false,
      reason: beta === null ? notAimd : 'Theorem 1 is for identical flows (same RTT, same TCP)',
    };
  else if (other !== null) t1 = { applies: false, reason: other };
  else if (s.loss > 0)
    t1 = {
      applies: false,
      reason: 'random losses signal flows whatever the load: the link need not be full at a loss',
    };
  else {
    const value = theorem1(s.n, beta as number);
    // what the queue does, by its definition; how many flows its congestion events cut is the
    // run's to say (queueMechanism.ts, beside M measured)
    const note =
      s.queue === 'threshold'
        ? 'the threshold-dropper is built to signal one flow per congestion event, assumption ONE (Sec. V-D)'
        : s.queue === 'red'
          ? 'RED drops arriving packets with a probability that grows with its average queue, before the buffer is full (Fig. 10)'
          : 'DropTail drops every packet that arrives at a full buffer, whichever flow sent it (Figs. 7-9)';
    t1 = { applies: true, value, note };
  }
  const sync: Verdict =
    beta === null
      ? { applies: false, reason: notAimd }
      : {
          applies: true,
          value: synchronizedUtilization(beta),
          note: 'every flow halves at every congestion event: N flows do no better than one',
        };
  return { beta, theorem1: t1, synchronized: sync, bdp };
}
