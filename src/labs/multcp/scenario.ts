import type { ScenarioSchema } from '../../scenario/codec';
import { enumField, numberField, type Field } from '../../scenario/fields';
import { adaptedDefault, type Problem } from '../../scenario/problems';
import { formatNumber } from '../../format/numbers';
import { sweepRefiner } from '../../sweep/refine';
import { axisField, repsField } from '../../sweep/spec';
import {
  flowsJson,
  formatFlows,
  formatLinks,
  networkProblems,
  NETWORK_LIMITS,
  parseFlows,
  parseLinks,
  type MulFlow,
} from './network';
import { PACKET_DEFAULTS, packetFields, type PacketFields } from './packet/fields';
import { MULTCP_PARAM_TABLE, PACKET_VIEWS } from './packet/views';
import { MULTCP_SWEEPS } from './sweep/definition';

/**
 * The MulTCP lab's scenario (paper 004, Crowcroft & Oechslin; paper 000, Sec. II-B.4): which
 * view, MulTCP's N, paper 000's beta, Annex B's p, R and B, the fairness view's network, the
 * receive-buffer view's axis, and the packet-level experiments' parameters (packet/fields.ts),
 * each of which is a sweep of the lab. Every view reads the parameters it needs; the others stay
 * in the URL so that switching views keeps what was set.
 */
export const CLOSED_VIEWS = ['gain', 'fairness', 'rbuffer'] as const;
export const VIEWS = [...CLOSED_VIEWS, ...PACKET_VIEWS] as const;
export type MultcpView = (typeof VIEWS)[number];

export interface MultcpScenario extends PacketFields {
  view: MultcpView;
  /** MulTCP's N (real, >= 1) in the gain view: the marked point and the slow-start chart */
  n: number;
  /** the gain view's N axis: 1 … nmax */
  nmax: number;
  /** paper 000's multiplicative-decrease factor of one TCP */
  beta: number;
  /** loss probability per packet (Annex B; the loss limit of Fig. 2) */
  p: number;
  /** round-trip time R, ms */
  rtt: number;
  /** packet size B, bytes */
  pkt: number;
  /** link capacities, Mbit/s (link 1, 2, …) */
  links: number[];
  flows: MulFlow[];
  /** the receive-buffer view's N: 1 is one TCP (Fig. 2); above, MulTCP(N) beside one TCP */
  rn: number;
  /** the receive-buffer view's axis: B_R from 0 to brmax, kB */
  brmax: number;
}

/** One link of 12 Mbit/s shared by weights 1, 2, 3: the allocation is 2, 4, 6. */
export const DEFAULT_LINKS: readonly number[] = [12];
export const DEFAULT_FLOWS: readonly MulFlow[] = [
  { id: 'a', route: [1], weight: 1 },
  { id: 'b', route: [1], weight: 2 },
  { id: 'c', route: [1], weight: 3 },
];

export const MULTCP_DEFAULTS: MultcpScenario = {
  view: 'gain',
  n: 4,
  nmax: 10,
  beta: 0.5,
  p: 0.01,
  rtt: 100,
  // 512-byte packets and p = 1 % put Fig. 2's knee at 6.3 kB, near the paper's 6 kB
  pkt: 512,
  links: [...DEFAULT_LINKS],
  flows: DEFAULT_FLOWS.map((f) => ({ ...f, route: [...f.route] })),
  rn: 1,
  brmax: 20,
  ...PACKET_DEFAULTS,
};

type S = MultcpScenario;
const num = (...a: Parameters<typeof numberField<S>>) => numberField<S>(...a);

const linksField: Field<S> = {
  key: 'links',
  param: 'links',
  help: 'fairness, wpf: link capacities in Mbit/s, links 1, 2, … (10,5)',
  parse: (raw) => parseLinks(raw) as ReturnType<Field<S>['parse']>,
  format: (v) => formatLinks(v as number[]),
  json: (v) => [...(v as number[])],
};

const flowsField: Field<S> = {
  key: 'flows',
  param: 'flows',
  help: 'fairness, wpf: flows name:route:weight, the route its links joined by - (a:1-2:4,b:1:1)',
  parse: (raw) => parseFlows(raw) as ReturnType<Field<S>['parse']>,
  format: (v) => formatFlows(v as MulFlow[]),
  json: (v) => flowsJson(v as MulFlow[]),
};

export const MULTCP_FIELDS: readonly Field<S>[] = [
  enumField<S>(
    'view',
    'gain (Annex B, paper 000), fairness (Annex A), rbuffer (Sec. 3); packet level: fig4, fig5, util (paper 000), wpf (Annex A), rwnd (Fig. 2)',
    VIEWS,
  ),
  num('n', "gain view: MulTCP's N (real, >= 1), the marked point and the slow start", {
    min: 1,
    max: 1000,
  }),
  num('nmax', 'gain view: N from 1 to nmax', { min: 2, max: 1000, integer: true }),
  num('beta', "paper 000's beta of one TCP", { min: 0, max: 1, openMin: true, openMax: true }),
  num('p', 'loss probability per packet', { min: 0, max: 1, openMin: true, openMax: true }),
  num('rtt', 'round-trip time R, ms', { min: 0.001, max: 1e5 }),
  num('pkt', 'packet size B, bytes', { min: 1, max: 65_535, integer: true }),
  linksField,
  flowsField,
  num('rn', 'receive-buffer view: N of the connection (1: one TCP, Fig. 2)', { min: 1, max: 1000 }),
  num('brmax', 'receive-buffer view: B_R from 0 to brmax, kB', { min: 0.1, max: 1e6 }),
  ...packetFields<S>(),
  axisField<S>(
    'sweep',
    "packet views: the swept values (fig4, fig5, util: n:1,2,4,8; rwnd: rwnd:1..40, packets); default: the view's own",
    MULTCP_PARAM_TABLE,
  ),
  axisField<S>('sweep2', 'not used: the series are the flavours', MULTCP_PARAM_TABLE),
  repsField<S>(),
];

const DEFAULT_NETWORK_TEXT = 'the default network (one link of 12 Mbit/s, flows a:1:1,b:1:2,c:1:3)';

/**
 * Links and flows must agree (every route's links exist, every link is crossed). The side the
 * user did not write gives way first (a note): the default links grow to the links the flows
 * cross, each of the default's capacity; the default flows gain one flow of weight 1 on each
 * link they leave uncrossed. Otherwise the parameter the user gave is named (flows when both
 * were given) and the default network runs.
 */
export function refineNetwork(s: S, given: ReadonlySet<keyof S>, problems: Problem[]): void {
  if (networkProblems(s.links, s.flows).length === 0) return;
  const links = given.has('links');
  const flows = given.has('flows');
  const fitted = links && !flows ? fitFlows(s) : flows && !links ? fitLinks(s) : null;
  if (fitted) {
    problems.push(fitted);
    return;
  }
  const bad = networkProblems(s.links, s.flows);
  const param = given.has('flows') || !given.has('links') ? 'flows' : 'links';
  problems.push({
    param,
    reason: `${bad.join('; ')} (links=${formatLinks(s.links)}, flows=${formatFlows(s.flows)})`,
    used: DEFAULT_NETWORK_TEXT,
  });
  s.links = [...MULTCP_DEFAULTS.links];
  s.flows = MULTCP_DEFAULTS.flows.map((f) => ({ ...f, route: [...f.route] }));
}

/** The default links, grown to every link the written flows cross (null when that cannot fit). */
function fitLinks(s: S): Problem | null {
  const top = Math.max(...s.flows.flatMap((f) => f.route));
  const c = DEFAULT_LINKS[0];
  const links = Array.from({ length: top }, (_, k) => s.links[k] ?? c);
  if (top > NETWORK_LIMITS.links || networkProblems(links, s.flows).length > 0) return null;
  const was = formatLinks(s.links);
  s.links = links;
  return adaptedDefault(
    'links',
    `the default links=${was} lack the links the flows cross (up to link ${top})`,
    `${formatLinks(links)}, ${formatNumber(c)} Mbit/s (the default's capacity) for each added link`,
  );
}

/** The default flows, with one flow of weight 1 on each written link they leave uncrossed. */
function fitFlows(s: S): Problem | null {
  const crossed = new Set(s.flows.flatMap((f) => f.route));
  const added: MulFlow[] = [];
  for (let l = 1; l <= s.links.length; l++) {
    if (crossed.has(l)) continue;
    let id = `f${l}`;
    for (let k = 2; s.flows.some((f) => f.id === id); k++) id = `f${l}_${k}`;
    added.push({ id, route: [l], weight: 1 });
  }
  const flows = [...s.flows, ...added];
  if (flows.length > NETWORK_LIMITS.flows || networkProblems(s.links, flows).length > 0)
    return null;
  s.flows = flows;
  return adaptedDefault(
    'flows',
    `the default flows leave ${added.map((f) => `link ${f.route[0]}`).join(', ')} of links=${formatLinks(s.links)} uncrossed`,
    `${formatFlows(flows)}: the default's, and one flow of weight 1 on each such link`,
  );
}

export const MULTCP_SCHEMA: ScenarioSchema<S> = {
  lab: 'multcp',
  version: 1,
  defaults: MULTCP_DEFAULTS,
  fields: MULTCP_FIELDS,
  // the sweeps' rules (sweep/definition.ts): the network's, the packet views', the size cap
  refine: sweepRefiner(() => MULTCP_SWEEPS),
};
