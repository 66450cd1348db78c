import { useMemo } from 'react';
import { ChartFrame, LineChart } from '../../charts';
import { sig } from '../../format/numbers';
import { phasesView } from './phasesView';
import type { BufferSpec } from './sweep/spec';

interface Props {
  spec: BufferSpec;
  height: number;
}

const TITLE = "The model's phases";

/**
 * Paper 001's Figs. 1-2 from Chan et al.'s model at the headline's point: the window of the N
 * connections together, round by round, over the slow start and one cycle, with what each phase
 * sends and lasts (phasesView computes it all).
 */
export function PhasesChart({ spec, height }: Props) {
  const v = useMemo(() => phasesView(spec), [spec]);
  if (v.chart === null)
    return (
      <p className="hint" data-testid="buffer.phases.note">
        {TITLE} at {v.at}: the model does not apply there ({v.note}).
      </p>
    );
  const c = v.chart;
  return (
    <ChartFrame
      title={TITLE}
      subtitle={`Paper 001, Figs. 1-2: the window of the N connections together, round by round, as eqs. (5)-(16) count it, over the slow start and one cycle that eq. (17) repeats m times; ${v.at}. Wheel or drag to zoom.`}
      testid="chart.phases"
      filename="buffer-phases"
      csv={c.csv}
      empty={false}
    >
      <LineChart
        title={`The model's phases, the window round by round at ${v.at}`}
        testid="chart.phases"
        height={height}
        series={c.series}
        references={c.references}
        xDomain={c.xDomain}
        xLabel="time, in round-trip times T"
        yLabel="aggregate window, packets"
        formatX={(x) => sig(x, 4)}
        formatY={(y) => sig(y, 4)}
      />
      <div className="hint" data-testid="buffer.phases">
        {c.sentences.map((text) => (
          <p key={text} style={{ margin: '4px 0' }}>
            {text}
          </p>
        ))}
      </div>
    </ChartFrame>
  );
}
