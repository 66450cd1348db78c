import { synchronizedUtilization, theorem1 } from '../../engines/aimd/theory';
import { ccTitle } from '../families/packet/ccModules';
import type { DumbbellScenario } from '../families/packet/scenario';

/**
 * What paper 000's model says about a dumbbell run, and whether it applies. Theorem 1 assumes
 * identical flows and exactly one flow signalled per congestion event (assumption ONE) and ignores
 * the buffer; the packet engine shows where a real queue meets those assumptions and where not
 * (Sec. V): DropTail synchronizes the windows, RED mostly signals one flow, the threshold-dropper
 * enforces ONE.
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
    'Vegas is delay-based: it keeps a few packets queued and seldom loses one, so the link is not full at each congestion signal',
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
    const note =
      s.queue === 'threshold'
        ? 'the threshold-dropper signals one flow per congestion event: assumption ONE holds (Sec. V-D)'
        : s.queue === 'red'
          ? 'RED spreads its drops in time, mostly one flow per event: close to ONE (Fig. 10)'
          : 'DropTail drops packets of several flows at once and windows synchronize: ONE fails, small buffers fall below this line (Figs. 7-9)';
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

/** Theorem 1 and the queue in one sentence, as the pages print it under their charts. */
export function theorem1Sentence(t: DumbbellTheory): string {
  return t.theorem1.applies
    ? `Theorem 1 and this queue: ${t.theorem1.note}.`
    : `Theorem 1 does not apply: ${t.theorem1.reason}.`;
}
