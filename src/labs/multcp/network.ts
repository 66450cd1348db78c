import type { FairnessNetwork } from '../../engines/models/fairness';
import { fail, ok, parseNumber, show, type Parsed } from '../../scenario/values';
import { formatNumber } from '../../format/numbers';

/**
 * The fairness view's network in the URL: `links=10,5` (capacities in Mbit/s of links 1, 2, …)
 * and `flows=a:1-2:4,b:1:1,c:2:1` (each flow `name:route:weight`, the route its link numbers
 * joined by "-", the weight N_i; ":weight" may be left out for 1). Commas, colons and hyphens
 * survive URL encoding unescaped, so the address bar reads as typed. In a scenario file the same
 * strings, or JSON: `"links": [10, 5]`, `"flows": [{"id": "a", "links": [1, 2], "weight": 4}]`.
 * Link numbers count from 1 in both forms.
 */
export interface MulFlow {
  id: string;
  /** link numbers, from 1, in the order the flow crosses them */
  route: number[];
  /** N_i > 0 */
  weight: number;
}

/**
 * The page recomputes three exact allocations on every edit (~1 ms on this size); the engine
 * itself accepts larger networks, the lab keeps them readable on a projector.
 */
export const NETWORK_LIMITS = { links: 12, flows: 30, idLength: 12 } as const;
const MAX_CAPACITY = 1e6;
const MAX_WEIGHT = 1e6;
const ID = /^[A-Za-z][A-Za-z0-9_]*$/;

function checkCapacity(v: number): string | null {
  return v > 0 && v <= MAX_CAPACITY
    ? null
    : `must be in (0, 1000000] Mbit/s, got ${formatNumber(v)}`;
}

/** `links=`: one capacity per link (a comma list, or a JSON array / number). */
export function parseLinks(raw: unknown): Parsed<number[]> {
  const items = Array.isArray(raw)
    ? raw
    : typeof raw === 'string'
      ? raw.split(',')
      : typeof raw === 'number'
        ? [raw]
        : null;
  if (items === null) return fail(`${show(raw)} is not a list of capacities`);
  if (items.length === 0 || (items.length === 1 && items[0] === ''))
    return fail('the network needs at least one link');
  if (items.length > NETWORK_LIMITS.links)
    return fail(`at most ${NETWORK_LIMITS.links} links in this lab, got ${items.length}`);
  const out: number[] = [];
  for (let k = 0; k < items.length; k++) {
    const v = parseNumber(items[k]);
    const bad = v.ok ? checkCapacity(v.value) : v.reason;
    if (bad !== null || !v.ok) return fail(`link ${k + 1}: ${bad}`);
    out.push(v.value);
  }
  return ok(out);
}

export const formatLinks = (links: readonly number[]): string => links.map(formatNumber).join(',');

/** A route "1-2-4" (or, from JSON, [1, 2, 4]) as link numbers; checks only the form. */
function parseRoute(raw: unknown): Parsed<number[]> {
  const parts = Array.isArray(raw)
    ? raw
    : typeof raw === 'string'
      ? raw.split('-').map((s) => s.trim())
      : typeof raw === 'number'
        ? [raw]
        : null;
  if (parts === null || parts.length === 0) return fail(`route ${show(raw)} lists no links`);
  const route: number[] = [];
  for (const p of parts) {
    const v =
      typeof p === 'number' ? p : typeof p === 'string' && /^\d+$/.test(p) ? Number(p) : NaN;
    if (!(Number.isInteger(v) && v >= 1))
      return fail(`route ${show(raw)}: ${show(p)} is not a link number (1, 2, …)`);
    if (route.includes(v)) return fail(`route ${show(raw)} crosses link ${v} twice`);
    route.push(v);
  }
  return ok(route);
}

function parseWeight(raw: unknown): Parsed<number> {
  if (raw === undefined) return ok(1);
  const v = parseNumber(raw);
  if (!v.ok) return fail(`weight ${v.reason}`);
  if (!(v.value > 0 && v.value <= MAX_WEIGHT))
    return fail(`the weight N must be in (0, 1000000], got ${formatNumber(v.value)}`);
  return ok(v.value);
}

function parseId(raw: unknown): Parsed<string> {
  if (typeof raw !== 'string' || !ID.test(raw))
    return fail(`the name ${show(raw)} must start with a letter, then letters, digits or _`);
  if (raw.length > NETWORK_LIMITS.idLength)
    return fail(`the name ${show(raw)} is longer than ${NETWORK_LIMITS.idLength} characters`);
  return ok(raw);
}

/** One flow from "a:1-2:4" or {id, links, weight}. */
function parseFlow(raw: unknown): Parsed<MulFlow> {
  let id: unknown;
  let route: unknown;
  let weight: unknown;
  if (typeof raw === 'string') {
    const parts = raw.split(':').map((s) => s.trim());
    if (parts.length < 2 || parts.length > 3)
      return fail(`${show(raw)} is not name:route:weight (e.g. a:1-2:4)`);
    [id, route, weight] = parts;
  } else if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) {
    const o = raw as Record<string, unknown>;
    const extra = Object.keys(o).filter((k) => !['id', 'links', 'weight'].includes(k));
    if (extra.length > 0) return fail(`unknown key ${show(extra[0])} (id, links, weight)`);
    [id, route, weight] = [o.id, o.links, o.weight];
  } else return fail(`${show(raw)} is not a flow (name:route:weight)`);
  const i = parseId(id);
  if (!i.ok) return fail(i.reason);
  const r = parseRoute(route);
  if (!r.ok) return fail(r.reason);
  const w = parseWeight(weight);
  if (!w.ok) return fail(w.reason);
  return ok({ id: i.value, route: r.value, weight: w.value });
}

/** `flows=`: every flow, names unique; whether the links exist is the scenario's rule (refine). */
export function parseFlows(raw: unknown): Parsed<MulFlow[]> {
  const items = Array.isArray(raw)
    ? raw
    : typeof raw === 'string'
      ? raw.split(',').filter((s) => s.trim() !== '')
      : null;
  if (items === null) return fail(`${show(raw)} is not a list of flows (name:route:weight, …)`);
  if (items.length === 0) return fail('the network needs at least one flow');
  if (items.length > NETWORK_LIMITS.flows)
    return fail(`at most ${NETWORK_LIMITS.flows} flows in this lab, got ${items.length}`);
  const out: MulFlow[] = [];
  for (let k = 0; k < items.length; k++) {
    const f = parseFlow(items[k]);
    if (!f.ok) return fail(`flow ${k + 1}: ${f.reason}`);
    if (out.some((g) => g.id === f.value.id))
      return fail(`flow ${k + 1}: the name "${f.value.id}" is used twice`);
    out.push(f.value);
  }
  return ok(out);
}

export const formatFlow = (f: MulFlow): string =>
  `${f.id}:${f.route.join('-')}:${formatNumber(f.weight)}`;

export const formatFlows = (flows: readonly MulFlow[]): string => flows.map(formatFlow).join(',');

export const flowsJson = (flows: readonly MulFlow[]): unknown =>
  flows.map((f) => ({ id: f.id, links: [...f.route], weight: f.weight }));

/**
 * What is wrong with links and flows together (each a sentence naming the flow or link): a route
 * through a link that does not exist, a link no flow crosses (its price would be undetermined).
 */
export function networkProblems(links: readonly number[], flows: readonly MulFlow[]): string[] {
  const out: string[] = [];
  const used = new Array<boolean>(links.length).fill(false);
  for (const f of flows)
    for (const l of f.route) {
      if (l > links.length)
        out.push(
          `flow ${f.id} crosses link ${l}, but there ${links.length === 1 ? 'is 1 link' : `are ${links.length} links`}`,
        );
      else used[l - 1] = true;
    }
  used.forEach((u, l) => {
    if (!u) out.push(`link ${l + 1} is crossed by no flow`);
  });
  return out;
}

/** Link ids as the lab shows them: l1, l2, … */
export const linkId = (l: number): string => `l${l + 1}`;

/** The engine's network (0-based link indices, ids l1, l2, …). */
export function toFairnessNetwork(
  links: readonly number[],
  flows: readonly MulFlow[],
): FairnessNetwork {
  return {
    links: links.map((c, l) => ({ id: linkId(l), capacityMbps: c })),
    flows: flows.map((f) => ({ id: f.id, links: f.route.map((l) => l - 1), weight: f.weight })),
  };
}
