import { ccResolved } from '../families/packet/ccFields';
import {
  ccGroups,
  ccTitle,
  flowsText,
  isSinglePath,
  offeredParams,
  singlePathModule,
} from '../families/packet/ccModules';
import type { DumbbellScenario } from '../families/packet/scenario';

/**
 * Which congestion control each flow runs, in words, with the parameters in force: what the theory
 * panel lists. Pure.
 */
export interface CcLine {
  /** "flow 1", "flows 2-10", "all 10 flows" */
  flows: string;
  name: string;
  title: string;
  source: string;
  sentence: string;
  /** the parameters in force, or '' for a module without any */
  params: string;
}

/** The parameters of module `name` in force, in the paper's names ('' for none). */
export function ccParamText(s: DumbbellScenario, name: string): string {
  if (!isSinglePath(name)) return '';
  const m = singlePathModule(name);
  const v = ccResolved(m, s);
  switch (name) {
    case 'aimd':
      return `a = ${s.a} packets per RTT, b = ${s.b} of the window kept at a loss`;
    case 'illinois':
      return `α from ${v.amax} down to ${v.amin} packets per RTT; β (removed) from ${v.bmin} up to ${v.bmax}; d_i = η_i d_m with η = ${v.eta1}, ${v.eta2}, ${v.eta3}; θ = ${v.theta}; Reno below ${v.wthresh} packets; ${v.ivariant === 'linux' ? 'Linux tcp_illinois.c rules' : "paper 003's rules"}`;
    case 'vegas':
      return v.valpha === v.vbeta
        ? `α = β = ${v.valpha} packets${s.valpha === null && s.vbeta === null ? ' (= γ)' : ''}, 3/4 of the window kept at a loss`
        : `α = ${v.valpha}, β = ${v.vbeta} packets, slow start ends above γ = ${v.gamma}; 3/4 kept at a loss`;
    case 'cubic':
      return `C = ${s.cscale} packets/s³, β_cubic = ${s.cbeta} kept at a loss${s.cbeta === 0.7 ? " (RFC 9438's; ns-2 2.35's CUBIC v2.1 keeps 0.8)" : ''}`;
    case 'bic':
      return `β = ${v.bbeta === 819 / 1024 ? '819/1024' : v.bbeta} of the window kept at a loss, steps of at most max_increment = ${v.bmaxinc} packets per RTT, 4/${v.bsmooth} per RTT near W_max; Reno at or below ${v.blow} packets`;
    case 'compound':
      return `d grows by ⌊α W^k⌋ − 1 per RTT with α = ${v.ctalpha}, k = ${v.ctk} while diff < γ = ${v.ctgamma} packets, loses ζ diff above (ζ = ${v.ctzeta}); a loss removes β = ${v.ctbeta} of the window`;
    case 'multcp': {
      const w = s.weight;
      if (w.length === 1) return `N = ${w[0]}`;
      return w.length <= 10
        ? `N = ${w.join(', ')} (per flow; 1 for flows not running it)`
        : `N per flow, from ${Math.min(...w)} to ${Math.max(...w)}`;
    }
    default:
      // a module without its own sentence here: its parameters by their names
      return offeredParams(m)
        .map((p) => `${p.key} = ${String(v[p.key])}`)
        .join(', ');
  }
}

/** A module's title with its one parameter where it has one for all: "MulTCP(4)", "TCP-Illinois". */
export function ccName(s: DumbbellScenario, name: string): string {
  if (name === 'multcp' && s.weight.length === 1) return `MulTCP(${s.weight[0]})`;
  return ccTitle(name);
}

export function ccLines(s: DumbbellScenario): CcLine[] {
  return ccGroups(s.cc, s.n).map(({ name, flows }) => {
    const info = isSinglePath(name)
      ? singlePathModule(name)
      : { title: name, source: '', sentence: '' };
    return {
      flows: flowsText(flows, s.n),
      name,
      title: isSinglePath(name) ? ccName(s, name) : info.title,
      source: info.source,
      sentence: info.sentence,
      params: ccParamText(s, name),
    };
  });
}
