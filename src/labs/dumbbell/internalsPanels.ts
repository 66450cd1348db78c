import { CHART_FG, OKABE_ITO } from '../../charts/palette';
import { flowColor } from './colors';
import { key, pairs, panel, rowsOf, type InternalsPanel } from './internalsRows';
import { ccResolved } from '../families/packet/ccFields';
import { singlePathModule } from '../families/packet/ccModules';
import type { DumbbellScenario } from '../families/packet/scenario';
import type { TraceFrame } from './worker/protocol';

const illinoisAmin = (s: DumbbellScenario): number =>
  ccResolved(singlePathModule('illinois'), s).amin as number;

/**
 * The panels of each module (see internalsView.ts): what the engine's module exposes, in the
 * paper's names, with the scenario's parameters as reference lines.
 */

const MS = 1000;

const label = (f: number, what: string) => `flow ${f + 1}: ${what}`;

export function illinoisPanels(
  s: DumbbellScenario,
  chunks: readonly TraceFrame[],
  x0: number,
  x1: number,
  flows: number[],
  note: string,
): InternalsPanel[] {
  const names = ['da', 'dm', 'alpha', 'beta'];
  const rows = rowsOf(
    chunks,
    x0,
    x1,
    flows.flatMap((flow) => names.map((name) => ({ flow, name }))),
  );
  const col = (f: number, name: string) => rows.values.get(key(f, name)) as number[];
  const first = flows[0];
  const dm = col(first, 'dm');
  const thresholds: [string, number, string][] = [
    ['d_1 = η₁ d_m', s.eta1, OKABE_ITO.bluishGreen],
    ['d_2 = η₂ d_m', s.eta2, OKABE_ITO.reddishPurple],
    ['d_3 = η₃ d_m', s.eta3, OKABE_ITO.vermillion],
    ['d_m, the largest delay seen', 1, CHART_FG],
  ];
  const whose = flows.length > 1 ? ` (flow ${first + 1})` : '';
  const delay = panel({
    id: 'illinois-delay',
    module: 'illinois',
    row: 'illinois-delay',
    title: 'TCP-Illinois: queueing delay',
    subtitle: `d_a, the average queueing delay of the last RTT, against the thresholds that set α and β${note}. Updated once per RTT.`,
    yLabel: 'delay, ms',
    series: [
      ...flows.map((f) => ({
        id: `da-${f}`,
        label: label(f, 'd_a'),
        color: flowColor(f),
        points: pairs(rows.t, col(f, 'da'), MS),
        width: 2,
      })),
      ...thresholds.map(([name, eta, color], i) => ({
        id: `d${i + 1}`,
        label: `${name}${whose}`,
        color,
        points: pairs(rows.t, dm, eta * MS),
        dashed: true,
        width: 1.2,
      })),
    ],
    references: [],
  });
  const alpha = panel({
    id: 'illinois-alpha',
    module: 'illinois',
    row: 'illinois-ab',
    title: 'TCP-Illinois: α',
    subtitle: 'Increase per RTT: α_max while d_a ≤ d_1, falling to α_min at d_m; 1 below W_thresh.',
    yLabel: 'α, packets / RTT',
    series: flows.map((f) => ({
      id: `alpha-${f}`,
      label: label(f, 'α'),
      color: flowColor(f),
      points: pairs(rows.t, col(f, 'alpha')),
      width: 2,
    })),
    references: [
      { y: s.amax, label: `α_max = ${s.amax}` },
      { y: illinoisAmin(s), label: `α_min = ${illinoisAmin(s)}` },
    ],
  });
  const beta = panel({
    id: 'illinois-beta',
    module: 'illinois',
    row: 'illinois-ab',
    title: 'TCP-Illinois: β (removed)',
    subtitle:
      'The fraction of the window REMOVED at a loss: β_min while d_a ≤ d_2, β_max from d_3; 1/2 below W_thresh.',
    yLabel: 'β (removed)',
    series: flows.map((f) => ({
      id: `beta-${f}`,
      label: label(f, 'β (removed)'),
      color: flowColor(f),
      points: pairs(rows.t, col(f, 'beta')),
      width: 2,
    })),
    references: [
      { y: s.bmax, label: `β_max = ${s.bmax}` },
      { y: s.bmin, label: `β_min = ${s.bmin}` },
    ],
  });
  return [delay, alpha, beta];
}

export function vegasPanel(
  s: DumbbellScenario,
  chunks: readonly TraceFrame[],
  x0: number,
  x1: number,
  flows: number[],
  note: string,
): InternalsPanel {
  const rows = rowsOf(
    chunks,
    x0,
    x1,
    flows.map((flow) => ({ flow, name: 'diff' })),
  );
  const { valpha: a, vbeta: b } = ccResolved(singlePathModule('vegas'), s) as {
    valpha: number;
    vbeta: number;
  };
  return panel({
    id: 'vegas',
    module: 'vegas',
    row: 'vegas',
    title: 'Vegas: diff',
    subtitle: `diff = W (RTT − BaseRTT) / RTT, the packets a flow keeps in the queue, once per RTT: below α the window grows, above β it shrinks${note}. RTT noise makes RTT − BaseRTT look larger.`,
    yLabel: 'diff, packets',
    series: flows.map((f) => ({
      id: `diff-${f}`,
      label: label(f, 'diff'),
      color: flowColor(f),
      points: pairs(rows.t, rows.values.get(key(f, 'diff')) as number[]),
      width: 2,
    })),
    references:
      a === b
        ? [{ y: a, label: `α = β = ${a}` }]
        : [
            { y: a, label: `α = ${a}` },
            { y: b, label: `β = ${b}` },
          ],
  });
}

/** One line per flow of a module's value `name` ("what" in the legend), in the flow's colour. */
const flowSeries =
  (rows: ReturnType<typeof rowsOf>, flows: readonly number[]) => (name: string, what: string) =>
    flows.map((f) => ({
      id: `${name}-${f}`,
      label: label(f, what),
      color: flowColor(f),
      points: pairs(rows.t, rows.values.get(key(f, name)) as number[]),
      width: 2,
    }));

export function highspeedPanels(
  chunks: readonly TraceFrame[],
  x0: number,
  x1: number,
  flows: number[],
  note: string,
): InternalsPanel[] {
  const rows = rowsOf(
    chunks,
    x0,
    x1,
    flows.flatMap((flow) => [
      { flow, name: 'a' },
      { flow, name: 'b' },
    ]),
  );
  const series = flowSeries(rows, flows);
  return [
    panel({
      id: 'highspeed-a',
      module: 'highspeed',
      row: 'highspeed',
      title: 'HighSpeed TCP: a(w)',
      subtitle: `Packets added per RTT at the current window (RFC 3649's table; 1 up to 38 packets)${note}.`,
      yLabel: 'a(w), packets / RTT',
      series: series('a', 'a(w)'),
      references: [],
    }),
    panel({
      id: 'highspeed-b',
      module: 'highspeed',
      row: 'highspeed',
      title: 'HighSpeed TCP: b(w)',
      subtitle:
        'The fraction of the window REMOVED at a loss at the current window (1/2 up to 38 packets).',
      yLabel: 'b(w), removed',
      series: series('b', 'b(w)'),
      references: [],
    }),
  ];
}

/** BIC-TCP: each flow's window with W_max, the target of the binary search. */
export function bicPanel(
  s: DumbbellScenario,
  chunks: readonly TraceFrame[],
  x0: number,
  x1: number,
  flows: number[],
  note: string,
): InternalsPanel {
  const rows = rowsOf(
    chunks,
    x0,
    x1,
    flows.flatMap((flow) => [
      { flow, name: 'cwnd' },
      { flow, name: 'wmax' },
    ]),
  );
  const col = (f: number, name: string) => rows.values.get(key(f, name)) as number[];
  const inc = ccResolved(singlePathModule('bic'), s).bmaxinc as number;
  return panel({
    id: 'bic',
    module: 'bic',
    row: 'bic',
    title: 'BIC-TCP: the search for W_max',
    subtitle: `After a loss the window (thick) climbs toward W_max (dashed: the window at the last loss, lowered by fast convergence), by at most ${inc} packets per RTT, then by a part of the distance left, flattens within a few packets of it, then probes beyond, slowly and then faster${note}. No W_max before the first loss.`,
    yLabel: 'packets',
    series: flows.flatMap((f) => [
      {
        id: `cwnd-${f}`,
        label: label(f, 'cwnd'),
        color: flowColor(f),
        points: pairs(rows.t, col(f, 'cwnd')),
        width: 3,
      },
      {
        id: `wmax-${f}`,
        label: label(f, 'W_max'),
        color: flowColor(f),
        points: pairs(
          rows.t,
          col(f, 'wmax').map((w) => (w > 0 ? w : NaN)),
        ),
        dashed: true,
        width: 1.5,
      },
    ]),
    references: [],
  });
}

/** Compound TCP: the delay window d, and diff against γ. */
export function compoundPanels(
  s: DumbbellScenario,
  chunks: readonly TraceFrame[],
  x0: number,
  x1: number,
  flows: number[],
  note: string,
): InternalsPanel[] {
  const rows = rowsOf(
    chunks,
    x0,
    x1,
    flows.flatMap((flow) => [
      { flow, name: 'dwnd' },
      { flow, name: 'diff' },
    ]),
  );
  const series = flowSeries(rows, flows);
  const gamma = ccResolved(singlePathModule('compound'), s).ctgamma as number;
  return [
    panel({
      id: 'compound-dwnd',
      module: 'compound',
      row: 'compound',
      title: 'Compound TCP: the delay window d',
      subtitle: `The part of the window added by delay, once per RTT: it grows while diff < γ, shrinks above, and a loss sets it to 0${note}.`,
      yLabel: 'd, packets',
      series: series('dwnd', 'd'),
      references: [],
    }),
    panel({
      id: 'compound-diff',
      module: 'compound',
      row: 'compound',
      title: 'Compound TCP: diff',
      subtitle:
        'diff = win (1 − BaseRTT/RTT), the packets a flow keeps queued, once per RTT, against γ.',
      yLabel: 'diff, packets',
      series: series('diff', 'diff'),
      references: [{ y: gamma, label: `γ = ${gamma}` }],
    }),
  ];
}
