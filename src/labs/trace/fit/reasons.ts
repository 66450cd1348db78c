import type { TraceFit } from '../../../trace/fit';

/**
 * The fit's reasons for its missing numbers, sorted to the panel's sections. A reason is written
 * "topic: why" (src/trace/fit: "rate: ...", "buffer: ...", "theorem1: ...", a connection's "mss:",
 * "rtt:", "alpha, beta:", "alpha:", "beta:", "models:"); a topic of two words names both.
 */

/** The topics a reason is about: "alpha, beta: ..." is about alpha and beta. */
export function topicsOf(reason: string): string[] {
  const colon = reason.indexOf(': ');
  if (colon < 0) return [];
  return reason
    .slice(0, colon)
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
}

/** The reason without its topic: "no RTT samples" for "buffer: no RTT samples". */
export function withoutTopic(reason: string): string {
  return topicsOf(reason).length > 0 ? reason.slice(reason.indexOf(': ') + 2) : reason;
}

export const about = (reason: string, topics: readonly string[]): boolean =>
  topicsOf(reason).some((t) => topics.includes(t));

/** The set's reasons about one of `topics`. */
export const setReasons = (fit: TraceFit, topics: readonly string[]): string[] =>
  fit.set.reasons.filter((r) => about(r, topics));

/** One reason and the connections (1-based, in the fit's order) that gave it. */
export interface GroupedReason {
  text: string;
  connections: number[];
}

/**
 * The connections' reasons about one of `topics`, each once with the connections that gave it
 * (three connections without a stretch to fit alpha make one line, not three).
 */
export function connectionReasons(fit: TraceFit, topics: readonly string[]): GroupedReason[] {
  const out = new Map<string, number[]>();
  fit.connections.forEach((c, i) => {
    for (const r of c.reasons)
      if (about(r, topics)) {
        const list = out.get(r) ?? [];
        if (!list.includes(i + 1)) list.push(i + 1);
        out.set(r, list);
      }
  });
  return [...out.entries()].map(([text, connections]) => ({ text, connections }));
}

/** "connection 2" / "connections 2, 5, 7" */
export function connectionList(ks: readonly number[]): string {
  return `connection${ks.length === 1 ? '' : 's'} ${ks.join(', ')}`;
}

/** A grouped reason as a line of the page: "connections 3, 6: alpha: no stretch ...". */
export const reasonLine = (g: GroupedReason): string =>
  `${connectionList(g.connections)}: ${g.text}`;

/** The topics of each section of the panel (what is not named here goes with the path). */
export const MODEL_TOPICS = ['theorem1', 'models'] as const;
export const CONNECTION_TOPICS = ['mss', 'rtt', 'alpha', 'beta'] as const;
export const PATH_TOPICS = ['rate', 'buffer'] as const;

/** The set's reasons the path section lists: its own topics and any the other sections do not. */
export const pathReasons = (fit: TraceFit): string[] =>
  fit.set.reasons.filter((r) => !about(r, MODEL_TOPICS) || about(r, PATH_TOPICS));
