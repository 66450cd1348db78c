import type { SinglePathCc } from './ccModules';
import {
  enumField,
  listField,
  numberField,
  type Field,
  type Range,
} from '../../../scenario/fields';
import type { DumbbellScenario as S } from './scenario';

/**
 * The URL parameters of the congestion-control modules, declared once in MODULE_SPECS: the schema's
 * fields, the CLI's --help, the controls (labels, one-sentence hints) and the rules
 * (moduleRules.ts) all read this table. A module's parameters are written only when some flow runs
 * it, and reported as ignored when given without it. Illinois's β's are fractions REMOVED at a
 * loss (paper 003), the lab's b and CUBIC's cbeta fractions KEPT: every label says which.
 */
export interface ModuleParamSpec {
  key: keyof S & string;
  module: SinglePathCc;
  /** the --help line (after "cc=<module>: ") */
  help: string;
  /** the control's label and its one-sentence explanation */
  label: string;
  hint: string;
  /** a number, a list of numbers (per flow), or one of the given names */
  range: Range | { list: Range } | { names: readonly string[] };
}

const open = { openMin: true, openMax: true } as const;

export const MODULE_SPECS: readonly ModuleParamSpec[] = [
  {
    key: 'a',
    module: 'aimd',
    help: 'window increase per RTT, packets',
    label: 'a: increase per RTT, packets',
    hint: 'AIMD adds a packets to the window every RTT without a loss.',
    range: { min: 0, max: 1e6, openMin: true },
  },
  {
    key: 'b',
    module: 'aimd',
    help: "the fraction of the window KEPT at a loss (paper 000's beta, kept)",
    label: 'b: fraction of the window kept at a loss',
    hint: "At a loss the window becomes b × W (paper 000's β, the fraction kept).",
    range: { min: 0, max: 1, ...open },
  },
  {
    key: 'ivariant',
    module: 'illinois',
    help: 'the rules of paper 003 Sec. 3 (paper) or of Linux tcp_illinois.c (linux)',
    label: 'Illinois rules',
    hint: "paper: Sec. 3 in real numbers; linux: the kernel's fixed-point α and β, µs delays, integer window steps.",
    range: { names: ['paper', 'linux'] },
  },
  {
    key: 'amax',
    module: 'illinois',
    help: 'α_max, increase per RTT while the queueing delay is small, packets',
    label: 'α_max: increase per RTT at low delay',
    hint: 'While d_a ≤ d_1 the window grows by α_max packets per RTT: fast while the queue is nearly empty.',
    range: { min: 0, max: 1000, openMin: true },
  },
  {
    key: 'amin',
    module: 'illinois',
    help: 'α_min, increase per RTT at the largest delay d_m (default paper 0.1, linux 0.3)',
    label: 'α_min: increase per RTT at d_m',
    hint: 'α falls from α_max at d_1 to α_min at d_m (eq. 3): slow near a full queue, hence the concave window.',
    range: { min: 0, max: 1000, openMin: true },
  },
  {
    key: 'bmax',
    module: 'illinois',
    help: 'β_max (removed), the fraction of the window REMOVED at a loss at high delay',
    label: 'β_max (removed) at high delay',
    hint: 'At a loss W ← W − β·W: β is the fraction REMOVED (not the lab’s b, which is kept); β_max applies from d_3 on.',
    range: { min: 0, max: 1, ...open },
  },
  {
    key: 'bmin',
    module: 'illinois',
    help: 'β_min (removed), the fraction of the window REMOVED at a loss at low delay',
    label: 'β_min (removed) at low delay',
    hint: 'The fraction REMOVED at a loss while d_a ≤ d_2: a loss with an empty queue (a lossy link) costs little.',
    range: { min: 0, max: 1, ...open },
  },
  {
    key: 'wthresh',
    module: 'illinois',
    help: 'W_thresh, packets: below it α = 1 and β (removed) = 1/2, as Reno (default paper 10, linux 15)',
    label: 'W_thresh: Reno below this window',
    hint: 'Below W_thresh packets Illinois is Reno (α = 1, β = 1/2): small windows say little about delay.',
    range: { min: 0, max: 1e9 },
  },
  {
    key: 'eta1',
    module: 'illinois',
    help: 'η₁: d_1 = η₁ d_m, where α starts to fall',
    label: 'η₁: d_1 = η₁ d_m',
    hint: 'α = α_max while the average queueing delay d_a stays below d_1.',
    range: { min: 0, max: 1, openMax: true },
  },
  {
    key: 'eta2',
    module: 'illinois',
    help: 'η₂: d_2 = η₂ d_m, where β (removed) starts to rise',
    label: 'η₂: d_2 = η₂ d_m',
    hint: 'β = β_min while d_a ≤ d_2, rising linearly to β_max at d_3.',
    range: { min: 0, max: 1 },
  },
  {
    key: 'eta3',
    module: 'illinois',
    help: 'η₃: d_3 = η₃ d_m, from where β (removed) = β_max',
    label: 'η₃: d_3 = η₃ d_m',
    hint: 'From d_3 on a loss removes β_max of the window.',
    range: { min: 0, max: 1 },
  },
  {
    key: 'theta',
    module: 'illinois',
    help: 'θ: RTTs with d_a below d_1 before α returns to α_max',
    label: 'θ: RTTs before α returns to α_max',
    hint: 'One low-delay RTT is not enough to speed up again: d_a must stay below d_1 for θ RTTs.',
    range: { min: 0, max: 1e6, integer: true },
  },
  {
    key: 'weight',
    module: 'multcp',
    help: 'N >= 1 (real), the Reno connections one flow is worth: one, or one per flow lined up with cc (flows not running multcp: 1)',
    label: 'N: connections one flow is worth',
    hint: 'MulTCP(N) adds N packets per RTT and keeps (N − ½)/N at a loss. One value for every MulTCP flow, or one per flow (1 for the others).',
    range: { list: { min: 1, max: 1e4 } },
  },
  {
    key: 'gamma',
    module: 'vegas',
    help: 'γ, packets each flow keeps queued (α = β = γ unless valpha, vbeta are given; paper 003: 2, 5, 10)',
    label: 'γ: packets kept queued (α = β = γ)',
    hint: 'Vegas aims at γ of its packets in the queue; slow start ends when diff exceeds γ. Paper 003 uses 2, 5 and 10.',
    range: { min: 0, max: 1e4, openMin: true },
  },
  {
    key: 'valpha',
    module: 'vegas',
    help: 'α, packets: below it the window grows by 1 per RTT (default γ)',
    label: 'α: grow below this diff (default γ)',
    hint: 'diff < α: +1 packet over the next RTT.',
    range: { min: 0, max: 1e4 },
  },
  {
    key: 'vbeta',
    module: 'vegas',
    help: 'β, packets: above it the window shrinks by 1 per RTT (default γ)',
    label: 'β: shrink above this diff (default γ)',
    hint: 'diff > β: −1 packet at once, without any loss.',
    range: { min: 0, max: 1e4 },
  },
  {
    key: 'cbeta',
    module: 'cubic',
    help: 'β_cubic, the fraction of the window KEPT at a loss (RFC 9438: 0.7; ns-2 2.35, Linux 2.6.22: 0.8)',
    label: 'β_cubic: fraction kept at a loss',
    hint: 'The window keeps β_cubic of itself at a loss: RFC 9438’s 0.7 (ns-2 2.35’s CUBIC v2.1 keeps 0.8).',
    range: { min: 0, max: 1, ...open },
  },
  {
    key: 'cscale',
    module: 'cubic',
    help: 'C, the scale of the cubic curve, packets/s³ (RFC 9438: 0.4)',
    label: 'C: scale of the cubic, packets/s³',
    hint: 'K = ∛(W_max (1 − β)/C) seconds after a loss the window is back at W_max: a larger C comes back sooner.',
    range: { min: 0, max: 1000, openMin: true },
  },
];

/** Each module's parameters (scenario keys = URL names), in the controls' order. */
export const MODULE_PARAMS: Readonly<Partial<Record<SinglePathCc, readonly (keyof S & string)[]>>> =
  MODULE_SPECS.reduce<Partial<Record<SinglePathCc, (keyof S & string)[]>>>((out, p) => {
    (out[p.module] ??= []).push(p.key);
    return out;
  }, {});

export const moduleSpec = (key: keyof S & string): ModuleParamSpec | undefined =>
  MODULE_SPECS.find((p) => p.key === key);

/** The Illinois defaults that depend on the variant (paper 003 Sec. 6, or the Linux kernel's). */
export const ILLINOIS_VARIANT_DEFAULTS = {
  paper: { amin: 0.1, wthresh: 10 },
  linux: { amin: 0.3, wthresh: 15 },
} as const;

export const illinoisAmin = (s: S): number => s.amin ?? ILLINOIS_VARIANT_DEFAULTS[s.ivariant].amin;
export const illinoisWthresh = (s: S): number =>
  s.wthresh ?? ILLINOIS_VARIANT_DEFAULTS[s.ivariant].wthresh;
export const vegasAlpha = (s: S): number => s.valpha ?? s.gamma;
export const vegasBeta = (s: S): number => s.vbeta ?? s.gamma;

function fieldOf(p: ModuleParamSpec): Field<S> {
  const help = `cc=${p.module}: ${p.help}`;
  const r = p.range;
  const field =
    'names' in r
      ? enumField<S>(p.key, help, r.names)
      : 'list' in r
        ? listField<S>(p.key, help, r.list)
        : numberField<S>(p.key, help, r);
  return { ...field, inactive: (s) => !s.cc.includes(p.module) };
}

/** The modules' fields, in URL order (after cc). */
export const MODULE_FIELDS: readonly Field<S>[] = MODULE_SPECS.map(fieldOf);
