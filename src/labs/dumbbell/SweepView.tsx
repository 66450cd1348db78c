import { useMemo } from 'react';
import { BarChart, ChartFrame, LineChart, OKABE_ITO, toCsv } from '../../charts';
import { fixed } from '../../format/numbers';
import { sweepCsv } from '../../sweep/output';
import { Failures } from '../kit/sweep/Failures';
import { SmallMultiples } from '../kit/sweep/SeriesKey';
import { SweepBar } from '../kit/sweep/SweepBar';
import { MIN_PANEL_BINS, signalPanels } from './signalPanels';
import type { SweepRun } from '../kit/sweep/useSweep';
import { DUMBBELL_SWEEPS } from './sweep/definition';
import type { DumbbellPointResult } from './sweep/results';
import type { DumbbellSpec } from './sweep/spec';
import { sweepQueueNote } from './queueMechanism';
import { dumbbellSweepView } from './sweepView';

interface Props {
  spec: DumbbellSpec;
  run: SweepRun<DumbbellPointResult>;
  height: number;
  embed: boolean;
  /** back to the live run of the sweep's scenario (null: no button) */
  live: (() => void) | null;
}

/**
 * A sweep of the dumbbell: utilization against the swept parameter with 95 % intervals, Theorem
 * 1 and eq. (6) where they apply, and ns-2 2.35 where it measured the same setup. Its CSV is the
 * command line's for the same URL, byte for byte.
 */
export function SweepView({ spec, run, height, embed, live }: Props) {
  const view = useMemo(() => dumbbellSweepView(spec, run.results), [spec, run.results]);
  // what the points measure of the queue against Theorem 1 (paper 000 Sec. V)
  const note = useMemo(() => sweepQueueNote(spec, run.results), [spec, run.results]);
  const signal = useMemo(() => signalPanels(spec, run.results), [spec, run.results]);
  const reps =
    spec.reps === 1
      ? 'one run per point (its seed on hover and in the CSV)'
      : `mean of ${spec.reps} runs with 95 % intervals (their seeds on hover and in the CSV)`;
  return (
    <>
      <div className="db-sweepbar">
        <SweepBar run={run} compact={embed} />
        {live && (
          <button
            type="button"
            data-testid="dumbbell.live"
            onClick={live}
            title="Run this scenario live, packet by packet (the sweep's parameters stay in the link's history)"
          >
            Live run
          </button>
        )}
      </div>
      <Failures failures={run.failures} />
      <ChartFrame
        title={`Utilization vs ${view.xLabel}`}
        subtitle={`Points: ${reps}; dashed: theory${view.ns2 ? ' and ns-2 2.35 on the same setup' : ''}. Hover a point for its numbers.`}
        testid="chart.sweep"
        filename="dumbbell-sweep"
        csv={() => sweepCsv(DUMBBELL_SWEEPS, spec, run.results)}
        empty={run.results.length === 0}
      >
        <LineChart
          title={`Bottleneck utilization vs ${view.xLabel}`}
          testid="chart.sweep"
          height={height}
          series={view.series}
          xDomain={view.xDomain}
          yIncludesZero={false}
          xLabel={view.xLabel}
          yLabel="utilization"
          formatY={(v) => fixed(v, 4)}
          formatX={view.integerX ? (v) => (Number.isInteger(v) ? String(v) : '') : undefined}
        />
        <p className="hint" data-testid="sweep.theorem1">
          {note}
        </p>
      </ChartFrame>
      {signal.panels.length > 0 && (
        <SmallMultiples
          title="P(signal | w), one panel per point"
          subtitle={`Paper 000, Figs. 13-14: the share of time bins of ${fixed(spec.bin, 2)} RTT in which a flow with window w at the bin's start lost a packet, the ${spec.reps === 1 ? 'run' : `${spec.reps} runs`} of each point together; windows seen in fewer than ${MIN_PANEL_BINS} bins are in the CSV only. The ratio is P(signal) above the median window over below it.`}
          keyItems={[]}
          testid="chart.signalPanels"
        >
          {signal.panels.map((p) => (
            <ChartFrame
              key={p.index}
              title={p.title}
              subtitle={`ratio ${p.ratio === null ? '—' : fixed(p.ratio, 1)}`}
              testid={`chart.signal.${p.index}`}
              filename={`dumbbell-signal-${p.index + 1}`}
              csv={() => toCsv(['w', 'signalled', 'bins', 'probability'], p.bars.csv)}
              empty={p.bars.categories.length === 0}
            >
              <BarChart
                title={`P(signal | w), ${p.title}`}
                testid={`chart.signal.${p.index}`}
                height={Math.round(height * 0.75)}
                categories={p.bars.categories}
                series={[
                  {
                    id: 'probability',
                    label: 'P(signal | w)',
                    color: OKABE_ITO.blue,
                    values: p.bars.values,
                  },
                ]}
                details={(i) => p.bars.rows[i] ?? []}
                yDomain={signal.yDomain}
                xLabel="window w"
                yLabel="P(signal | w)"
                legend={false}
              />
            </ChartFrame>
          ))}
        </SmallMultiples>
      )}
    </>
  );
}
