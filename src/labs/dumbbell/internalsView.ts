import { ccOf, flowsText, type SinglePathCc } from '../families/packet/ccModules';
import { cubicPanel } from './cubicCurve';
import {
  bicPanel,
  compoundPanels,
  highspeedPanels,
  illinoisPanels,
  vegasPanel,
} from './internalsPanels';
import type { InternalsPanel } from './internalsRows';
import type { DumbbellScenario } from '../families/packet/scenario';
import { defaultDrawnFlows } from './worker/frame';
import type { TraceFrame } from './worker/protocol';

/**
 * What the congestion-control modules of the drawn flows do, over the traces' time range: one or
 * two small charts per module (Illinois: the queueing delay d_a against d_1, d_2, d_3 and d_m, then
 * α and β (removed); CUBIC: the cubic curve toward W_max; BIC-TCP: the window and W_max; Compound
 * TCP: the delay window and diff against γ; Vegas: diff against α and β; HS-TCP: a(w) and b(w)).
 * Pure: the page draws what this returns, on the cwnd chart's time axis.
 */
export type { InternalsPanel, InternalsSeries } from './internalsRows';

/** Flows of one module whose internals are drawn at most (their legends stay readable). */
export const MAX_FLOWS_PER_MODULE = 4;

/** The flows of a module among the drawn ones (at most MAX_FLOWS_PER_MODULE), and the note. */
export function flowsOf(s: DumbbellScenario, drawn: Int32Array, module: SinglePathCc) {
  const all = Array.from(drawn).filter((f) => ccOf(s.cc, f) === module);
  const flows = all.slice(0, MAX_FLOWS_PER_MODULE);
  const running = s.cc.length === 1 ? s.n : s.cc.filter((c) => c === module).length;
  const note =
    running > flows.length ? ` (${flowsText(flows, s.n)} of the ${running} running it)` : '';
  return { flows, note };
}

/** The panels for the drawn flows' modules, in the order the modules first appear among them. */
export function internalsView(
  s: DumbbellScenario,
  chunks: readonly TraceFrame[],
  x0: number,
  x1: number,
): InternalsPanel[] {
  const drawn = chunks.at(-1)?.flows ?? Int32Array.from(defaultDrawnFlows(s.n));
  const modules = [...new Set(Array.from(drawn, (f) => ccOf(s.cc, f)))];
  const out: InternalsPanel[] = [];
  for (const m of modules) {
    const { flows, note } = flowsOf(s, drawn, m as SinglePathCc);
    if (m === 'illinois') out.push(...illinoisPanels(s, chunks, x0, x1, flows, note));
    else if (m === 'cubic') out.push(cubicPanel(s, chunks, x0, x1, flows, note));
    else if (m === 'vegas') out.push(vegasPanel(s, chunks, x0, x1, flows, note));
    else if (m === 'highspeed') out.push(...highspeedPanels(chunks, x0, x1, flows, note));
    else if (m === 'bic') out.push(bicPanel(s, chunks, x0, x1, flows, note));
    else if (m === 'compound') out.push(...compoundPanels(s, chunks, x0, x1, flows, note));
  }
  return out;
}
