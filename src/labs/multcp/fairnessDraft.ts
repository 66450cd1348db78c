import { decodeEntries, writtenJson } from '../../scenario/codec';
import type { Problem } from '../../scenario/problems';
import { formatNumber } from '../../format/numbers';
import { NETWORK_LIMITS } from './network';
import { MULTCP_SCHEMA, type MultcpScenario } from './scenario';

/**
 * The fairness editor's draft: what the user typed, as text, so that a half-typed value is kept
 * and explained instead of lost. A draft becomes a scenario only through the schema (the parsers
 * of `links=` and `flows=`), so the editor's messages are the ones a URL would get.
 */
export interface DraftFlow {
  id: string;
  /** the links in order, shown as "l1 l2" (the names both network editors use); "1-2" and
   * "1 2" are read too */
  route: string;
  /** blank: 1 */
  weight: string;
}

export interface Draft {
  links: string[];
  flows: DraftFlow[];
}

/** A route as the editor shows it: its links by name, l1 l2 (1-based, as link k is lk). */
export const routeDisplay = (links: readonly (number | string)[]): string =>
  links.map((l) => `l${l}`).join(' ');

export function draftOf(s: Pick<MultcpScenario, 'links' | 'flows'>): Draft {
  return {
    links: s.links.map(formatNumber),
    flows: s.flows.map((f) => ({
      id: f.id,
      route: routeDisplay(f.route),
      weight: formatNumber(f.weight),
    })),
  };
}

/** "1 2", "l1-l2", "1,2" → "1-2" (anything else is left for the parser to explain). */
export function routeText(t: string): string {
  return t
    .trim()
    .split(/[\s,-]+/)
    .filter((x) => x !== '')
    .map((x) => x.replace(/^l(?=\d)/i, ''))
    .join('-');
}

/** The scenario a draft gives, or the problems that keep it from being applied. */
export function applyDraft(
  s: MultcpScenario,
  d: Draft,
): { ok: true; scenario: MultcpScenario } | { ok: false; problems: Problem[] } {
  const entries = Object.entries({
    ...writtenJson(MULTCP_SCHEMA, s),
    links: d.links.map((c) => c.trim()),
    flows: d.flows.map((f) => ({
      id: f.id.trim(),
      links: routeText(f.route),
      ...(f.weight.trim() !== '' ? { weight: f.weight.trim() } : {}),
    })),
  });
  const decoded = decodeEntries(MULTCP_SCHEMA, entries);
  const bad = decoded.problems.filter((p) => p.param === 'links' || p.param === 'flows');
  return bad.length > 0 ? { ok: false, problems: bad } : { ok: true, scenario: decoded.scenario };
}

export const canAddLink = (d: Draft): boolean => d.links.length < NETWORK_LIMITS.links;
export const canAddFlow = (d: Draft): boolean => d.flows.length < NETWORK_LIMITS.flows;

/** A new link of 10 Mbit/s, crossed by a new flow of its own (a link no flow crosses is invalid). */
export function addLink(d: Draft): Draft {
  if (!canAddLink(d)) return d;
  const l = d.links.length + 1;
  const withFlow = canAddFlow(d)
    ? [{ id: freeId(d, 'f'), route: routeDisplay([l]), weight: '1' }]
    : [];
  return { links: [...d.links, '10'], flows: [...d.flows, ...withFlow] };
}

/** Removes link l (0-based): routes drop it, later links are renumbered. */
export function removeLink(d: Draft, l: number): Draft {
  const renumber = (route: string) => {
    const links = routeText(route)
      .split('-')
      .filter((x) => x !== '' && x !== String(l + 1))
      .map((x) => (/^\d+$/.test(x) && Number(x) > l + 1 ? String(Number(x) - 1) : x));
    // what is not a link number stays as typed, for the parser to explain
    return links.every((x) => /^\d+$/.test(x)) ? routeDisplay(links) : links.join('-');
  };
  return {
    links: d.links.filter((_, k) => k !== l),
    flows: d.flows.map((f) => ({ ...f, route: renumber(f.route) })),
  };
}

function freeId(d: Draft, prefix: string): string {
  for (let k = d.flows.length + 1; ; k++)
    if (!d.flows.some((f) => f.id === `${prefix}${k}`)) return `${prefix}${k}`;
}

/** A new flow of weight 1 over link 1. */
export function addFlow(d: Draft): Draft {
  if (!canAddFlow(d)) return d;
  return {
    ...d,
    flows: [...d.flows, { id: freeId(d, 'f'), route: routeDisplay([1]), weight: '1' }],
  };
}

export const removeFlow = (d: Draft, i: number): Draft => ({
  ...d,
  flows: d.flows.filter((_, k) => k !== i),
});

export const updateLink = (d: Draft, l: number, c: string): Draft => ({
  ...d,
  links: d.links.map((x, k) => (k === l ? c : x)),
});

export const updateFlow = (d: Draft, i: number, patch: Partial<DraftFlow>): Draft => ({
  ...d,
  flows: d.flows.map((f, k) => (k === i ? { ...f, ...patch } : f)),
});
