import type { AlgorithmName } from '../../engines/fluid/algorithms';
import { defaultRttMs } from '../../engines/fluid/network';
import { decodeEntries, writtenJson } from '../../scenario/codec';
import type { Problem } from '../../scenario/problems';
import type { CustomNetwork, CustomRoute } from './customNetwork';
import { sourceGroups } from './groups';
import { MPTCP_SCHEMA, toNetwork, type MptcpScenario } from './scenario';

/**
 * The custom-network editor's draft: what the user typed, as text, so that a half-typed value is
 * kept and explained instead of lost. A draft becomes a scenario only through the schema (the same
 * parser as `network=` in a URL); a draft the schema rejects is not applied.
 */
export interface DraftLink {
  id: string;
  c: string;
  d: string;
  gamma?: number;
}

export interface DraftSource {
  id: string;
  /** '' = the default: TCP with one route, else the lab's algorithm */
  alg: '' | AlgorithmName;
  /** routes separated by ";", the links of a route by spaces or commas: "l1; l2 l3" */
  routes: string;
  /** the parsed routes it was made from, to keep per-route RTTs while the text is unchanged */
  original?: { text: string; routes: CustomRoute[] };
  start: string;
  stop: string;
  n: string;
}

export interface Draft {
  links: DraftLink[];
  sources: DraftSource[];
}

const text = (v: number | undefined) => (v === undefined ? '' : String(v));

export const routesText = (routes: readonly CustomRoute[]): string =>
  routes.map((r) => r.links.join(' ')).join('; ');

export function draftOf(n: CustomNetwork): Draft {
  return {
    links: n.links.map((l) => ({
      id: l.id,
      c: String(l.c),
      d: String(l.d),
      ...(l.gamma !== undefined ? { gamma: l.gamma } : {}),
    })),
    sources: n.sources.map((s) => {
      const t = routesText(s.routes);
      return {
        id: s.id,
        alg: s.alg ?? '',
        routes: t,
        original: { text: t, routes: s.routes },
        start: text(s.start),
        stop: text(s.stop),
        n: text(s.n),
      };
    }),
  };
}

/** A number if the text is one; otherwise the text itself, for the parser to explain. */
const value = (t: string): unknown => {
  const s = t.trim();
  return s !== '' && Number.isFinite(Number(s)) ? Number(s) : s;
};

/** "l1; 2 l3" → [["l1"], [2, "l3"]] (numbers are link numbers from 1). */
export function parseRoutesText(t: string): unknown[] {
  return t
    .split(';')
    .map((r) => r.trim())
    .filter((r) => r !== '')
    .map((r) =>
      r
        .split(/[\s,]+/)
        .filter((x) => x !== '')
        .map((x) => (/^\d+$/.test(x) ? Number(x) : x)),
    );
}

/** The draft as the JSON `network=` holds (before validation). */
export function rawOf(d: Draft): unknown {
  return {
    links: d.links.map((l) => ({
      id: l.id,
      c: value(l.c),
      d: value(l.d),
      ...(l.gamma !== undefined ? { gamma: l.gamma } : {}),
    })),
    sources: d.sources.map((s) => ({
      id: s.id.trim(),
      ...(s.alg !== '' ? { alg: s.alg } : {}),
      routes:
        s.original && s.original.text === s.routes.trim()
          ? s.original.routes
          : parseRoutesText(s.routes),
      ...(s.start.trim() !== '' ? { start: value(s.start) } : {}),
      ...(s.stop.trim() !== '' ? { stop: value(s.stop) } : {}),
      ...(s.n.trim() !== '' ? { n: value(s.n) } : {}),
    })),
  };
}

/**
 * The scenario a draft gives, through the schema, or what is wrong with it. The network goes in as
 * a JSON value, exactly as in a scenario file, so the messages are the ones a URL would get.
 */
export function applyDraft(
  s: MptcpScenario,
  d: Draft,
): { ok: true; scenario: MptcpScenario } | { ok: false; problems: Problem[] } {
  const entries = Object.entries({
    ...writtenJson(MPTCP_SCHEMA, s),
    net: 'custom',
    network: rawOf(d),
  });
  const decoded = decodeEntries(MPTCP_SCHEMA, entries);
  const bad = decoded.problems.filter((p) => p.param === 'network' || p.param === 'net');
  if (bad.length > 0 || decoded.scenario.net !== 'custom') return { ok: false, problems: bad };
  return { ok: true, scenario: decoded.scenario };
}

const nextId = (prefix: string, taken: readonly string[]): string => {
  for (let k = taken.length + 1; ; k++)
    if (!taken.includes(`${prefix}${k}`)) return `${prefix}${k}`;
};

export function addLink(d: Draft): Draft {
  const taken = d.links.map((l) => l.id);
  let k = d.links.length;
  while (taken.includes(linkName(k))) k++;
  const id = linkName(k);
  return { ...d, links: [...d.links, { id, c: '10', d: '10' }] };
}

export const removeLink = (d: Draft, i: number): Draft => ({
  ...d,
  links: d.links.filter((_, k) => k !== i),
});

export function addSource(d: Draft): Draft {
  const id = nextId(
    's',
    d.sources.map((s) => s.id),
  );
  const first = d.links[0]?.id ?? linkName(0);
  return {
    ...d,
    sources: [...d.sources, { id, alg: '', routes: first, start: '', stop: '', n: '' }],
  };
}

export const removeSource = (d: Draft, i: number): Draft => ({
  ...d,
  sources: d.sources.filter((_, k) => k !== i),
});

export function updateLink(d: Draft, i: number, patch: Partial<DraftLink>): Draft {
  return { ...d, links: d.links.map((l, k) => (k === i ? { ...l, ...patch } : l)) };
}

export function updateSource(d: Draft, i: number, patch: Partial<DraftSource>): Draft {
  return { ...d, sources: d.sources.map((s, k) => (k === i ? { ...s, ...patch } : s)) };
}

/** The editors' name of link k (0-based): l1, l2, … (as links added in the editor are named). */
export const linkName = (k: number): string => `l${k + 1}`;

/**
 * A preset as a custom network, to start editing from: its links named l1, l2, … (the editor's
 * names, whatever the preset calls them), copies become one source with n, RTTs equal to the
 * default rule (twice the links' delays) are left out, and MP-TCP sources running the lab's
 * algorithm follow it (no "alg").
 */
export function presetToCustom(s: MptcpScenario): CustomNetwork {
  const net = toNetwork(s);
  const groups = sourceGroups(net);
  return {
    links: net.links.map((l, k) => ({ id: linkName(k), c: l.capacityMbps, d: l.delayMs })),
    sources: groups.map((g) => {
      const src = net.sources[g.members[0]];
      const follows =
        (g.multipath && g.routes.length > 1 && g.algorithm.name === s.alg) ||
        (!g.multipath && g.routes.length === 1);
      return {
        id: g.label,
        ...(follows ? {} : { alg: g.algorithm.name }),
        routes: src.routes.map((r) => {
          const links = r.links.map(linkName);
          const rtt = r.rttMs ?? defaultRttMs(net, r);
          return Math.abs(rtt - defaultRttMs(net, r)) <= 1e-9 * rtt ? { links } : { links, rtt };
        }),
        ...(g.startS > 0 ? { start: g.startS } : {}),
        ...(g.stopS !== Infinity ? { stop: g.stopS } : {}),
        ...(g.members.length > 1 ? { n: g.members.length } : {}),
      };
    }),
  };
}
