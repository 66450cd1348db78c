import { ALGORITHM_NAMES, type AlgorithmName } from '../../engines/fluid/algorithms';
import { fail, ok, type Parsed } from '../../scenario/values';

/**
 * A custom network as written in `network=` (compact JSON) or a scenario file, validated and
 * normalised. Accepted forms, normalised to the objects below:
 *   links:   {"id"?, "c": Mbit/s, "d": one-way delay ms, "gamma"?}  or  [c, d]
 *   sources: {"id"?, "alg"?, "routes": [...], "start"?: s, "stop"?: s, "n"?: copies}
 *   routes:  [link, ...]  or  {"links": [link, ...], "rtt"?: ms};  a link is its id or its number (from 1)
 * A source without "alg" is single-path TCP when it has one route, else runs the scenario's alg.
 */
export interface CustomLink {
  id: string;
  c: number;
  d: number;
  gamma?: number;
}

export interface CustomRoute {
  links: string[];
  rtt?: number;
}

export interface CustomSource {
  id: string;
  alg?: AlgorithmName;
  routes: CustomRoute[];
  start?: number;
  stop?: number;
  n?: number;
}

export interface CustomNetwork {
  links: CustomLink[];
  sources: CustomSource[];
}

export const CUSTOM_LIMITS = { links: 64, sources: 64, copies: 100, routes: 16 };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

class Bad extends Error {}
const bad = (where: string, what: string): never => {
  throw new Bad(`${where}: ${what}`);
};

function keysOnly(o: Obj, allowed: string[], where: string): void {
  for (const k of Object.keys(o))
    if (!allowed.includes(k)) bad(where, `unknown key "${k}" (allowed: ${allowed.join(', ')})`);
}

function num(v: unknown, where: string, min: number, max: number, open = false): number {
  if (typeof v !== 'number' || !Number.isFinite(v))
    return bad(where, `${JSON.stringify(v)} is not a number`);
  if ((open ? v <= min : v < min) || v > max)
    bad(where, `must be ${open ? '>' : '>='} ${min} and <= ${max}, got ${v}`);
  return v;
}

function id(v: unknown, where: string): string {
  if (typeof v !== 'string' || !/^[A-Za-z0-9_.-]{1,24}$/.test(v))
    bad(where, 'an id is 1-24 letters, digits, "_", "." or "-"');
  return v as string;
}

function parseLink(v: unknown, i: number): CustomLink {
  const where = `link ${i + 1}`;
  if (Array.isArray(v)) {
    if (v.length !== 2) bad(where, 'a link as a list is [capacity Mbit/s, delay ms]');
    return {
      id: `l${i + 1}`,
      c: num(v[0], `${where} capacity`, 0, 1e6, true),
      d: num(v[1], `${where} delay`, 0, 1e4),
    };
  }
  if (!isObj(v)) return bad(where, 'must be {"c": Mbit/s, "d": ms} or [c, d]');
  keysOnly(v, ['id', 'c', 'd', 'gamma'], where);
  const link: CustomLink = {
    id: v.id === undefined ? `l${i + 1}` : id(v.id, `${where} id`),
    c: num(v.c, `${where} capacity c (Mbit/s)`, 0, 1e6, true),
    d: num(v.d ?? 0, `${where} delay d (ms)`, 0, 1e4),
  };
  if (v.gamma !== undefined) link.gamma = num(v.gamma, `${where} gamma`, 0, 1e6, true);
  return link;
}

function linkRef(v: unknown, links: CustomLink[], where: string): string {
  if (typeof v === 'number') {
    if (!Number.isInteger(v) || v < 1 || v > links.length)
      bad(where, `link ${v} does not exist (links are numbered 1 to ${links.length})`);
    return links[v - 1].id;
  }
  if (typeof v === 'string') {
    if (!links.some((l) => l.id === v)) bad(where, `there is no link "${v}"`);
    return v;
  }
  return bad(where, `${JSON.stringify(v)} is not a link id or number`);
}

function parseRoute(v: unknown, links: CustomLink[], where: string): CustomRoute {
  const raw = Array.isArray(v) ? { links: v } : v;
  if (!isObj(raw)) return bad(where, 'a route is a list of links or {"links": [...], "rtt"?: ms}');
  keysOnly(raw, ['links', 'rtt'], where);
  if (!Array.isArray(raw.links) || raw.links.length === 0) bad(where, 'needs at least one link');
  const ids = (raw.links as unknown[]).map((l, k) => linkRef(l, links, `${where} link ${k + 1}`));
  if (new Set(ids).size !== ids.length) bad(where, 'uses a link twice');
  const route: CustomRoute = { links: ids };
  if (raw.rtt !== undefined) route.rtt = num(raw.rtt, `${where} rtt (ms)`, 0, 1e4, true);
  else if (ids.every((l) => links.find((k) => k.id === l)!.d === 0))
    bad(where, 'its links have zero delay: give the route an "rtt" (ms)');
  return route;
}

function parseSource(v: unknown, i: number, links: CustomLink[]): CustomSource {
  const where = `source ${i + 1}`;
  if (!isObj(v)) return bad(where, 'must be {"routes": [...], "alg"?, "start"?, "stop"?, "n"?}');
  keysOnly(v, ['id', 'alg', 'routes', 'start', 'stop', 'n'], where);
  if (!Array.isArray(v.routes) || v.routes.length === 0) bad(where, 'needs at least one route');
  const routes = v.routes as unknown[];
  if (routes.length > CUSTOM_LIMITS.routes) bad(where, `at most ${CUSTOM_LIMITS.routes} routes`);
  const src: CustomSource = {
    id: v.id === undefined ? `s${i + 1}` : id(v.id, `${where} id`),
    routes: routes.map((r, k) => parseRoute(r, links, `${where} route ${k + 1}`)),
  };
  if (v.alg !== undefined) {
    if (!ALGORITHM_NAMES.includes(v.alg as AlgorithmName))
      bad(`${where} alg`, `${JSON.stringify(v.alg)} is not one of ${ALGORITHM_NAMES.join(', ')}`);
    src.alg = v.alg as AlgorithmName;
    if (src.alg === 'tcp' && routes.length !== 1) bad(`${where} alg`, 'tcp has exactly one route');
  }
  if (v.start !== undefined) src.start = num(v.start, `${where} start (s)`, 0, 1e5);
  if (v.stop !== undefined) src.stop = num(v.stop, `${where} stop (s)`, 0, 1e5, true);
  if ((src.stop ?? Infinity) <= (src.start ?? 0)) bad(where, 'stop must be after start');
  if (v.n !== undefined) {
    const n = num(v.n, `${where} n (copies)`, 1, CUSTOM_LIMITS.copies);
    if (!Number.isInteger(n)) bad(`${where} n`, 'must be an integer');
    if (n > 1) src.n = n;
  }
  return src;
}

/** Parses and normalises a custom network: a JSON string or an already parsed value. */
export function parseCustomNetwork(raw: unknown): Parsed<CustomNetwork> {
  try {
    let v = raw;
    if (typeof raw === 'string') {
      try {
        v = JSON.parse(raw);
      } catch (e) {
        return fail(`malformed JSON: ${(e as Error).message}`);
      }
    }
    if (!isObj(v)) return fail('must be a JSON object {"links": [...], "sources": [...]}');
    keysOnly(v, ['links', 'sources'], 'network');
    if (!Array.isArray(v.links) || v.links.length === 0) bad('links', 'needs at least one link');
    const lks = v.links as unknown[];
    if (lks.length > CUSTOM_LIMITS.links) bad('links', `at most ${CUSTOM_LIMITS.links} links`);
    const links = lks.map(parseLink);
    const dup = links.find((l, k) => links.findIndex((m) => m.id === l.id) !== k);
    if (dup) bad('links', `two links are called "${dup.id}"`);
    if (!Array.isArray(v.sources) || v.sources.length === 0)
      bad('sources', 'needs at least one source');
    const srcs = v.sources as unknown[];
    if (srcs.length > CUSTOM_LIMITS.sources)
      bad('sources', `at most ${CUSTOM_LIMITS.sources} sources`);
    const sources = srcs.map((s, i) => parseSource(s, i, links));
    const dupS = sources.find((s, k) => sources.findIndex((m) => m.id === s.id) !== k);
    if (dupS) bad('sources', `two sources are called "${dupS.id}"`);
    return ok({ links, sources });
  } catch (e) {
    if (e instanceof Bad) return fail(e.message);
    throw e;
  }
}

/** The compact JSON of a normalised network (what `network=` holds). */
export function formatCustomNetwork(n: CustomNetwork): string {
  return JSON.stringify(n);
}
