import { useId, useMemo } from 'react';
import type { SweepSpec } from '../families/aimd/sweep/spec';
import { theoryOf } from '../families/aimd/report';
import { SamplePathCharts, type SharedAxes } from '../families/aimd/SamplePathCharts';
import type { AimdScenario } from '../families/aimd/scenario';
import { useAimdRun, type AimdRun } from '../families/aimd/useAimdRun';
import { sig } from '../../format/numbers';
import {
  FIG4_SIGMAS,
  liveQuery,
  liveScenario,
  sigmaCaption,
  SIGMA_STEP,
  snapSigma,
} from './liveScenario';

interface BarProps {
  sigma: number;
  setSigma: (s: number) => void;
}

interface ViewProps extends BarProps {
  scenario: AimdScenario;
  run: AimdRun;
  height: number;
  /** presentation / embed / compare: the slider stays, the explanations go */
  compact: boolean;
  /** compare mode: the time window and y ranges shared with the other side */
  shared?: SharedAxes;
}

/** The σ slider and the live sample paths of a run (Fig. 4's two panels). */
export function LiveSigmaView({
  scenario,
  run,
  sigma,
  setSigma,
  height,
  compact,
  shared,
}: ViewProps) {
  const theory = useMemo(() => theoryOf(scenario), [scenario]);
  const sliderId = useId();
  return (
    <section className="live-sigma" data-testid="live.sigma">
      <div className="sigma-bar panel">
        <label htmlFor={sliderId}>Live run at</label>
        <span className="sigma-value" data-testid="sigma.value">
          σ = {sig(sigma, 6)}
        </span>
        <input
          id={sliderId}
          type="range"
          min={SIGMA_STEP}
          max={1 - SIGMA_STEP}
          step={SIGMA_STEP}
          value={sigma}
          data-testid="sigma.slider"
          aria-valuetext={`sigma ${sig(sigma, 6)}`}
          onChange={(e) => setSigma(snapSigma(Number(e.target.value)))}
        />
        {FIG4_SIGMAS.map((s) => (
          <button
            key={s}
            type="button"
            data-testid={`sigma.pick.${s}`}
            aria-pressed={sigma === s}
            onClick={() => setSigma(s)}
          >
            σ = {s === 0.5 ? '½' : '⅛'}
          </button>
        ))}
        {!compact && (
          <div className="hint" data-testid="sigma.caption">
            {sigmaCaption(scenario.n, sigma)}. Replication 1 of this point (seed {scenario.seed}
            ), {run.status}:{' '}
            <a href={`?${liveQuery(scenario)}`} data-testid="sigma.open">
              open it in the Loss-policies lab
            </a>
            .
          </div>
        )}
      </div>
      <SamplePathCharts
        scenario={scenario}
        data={run.data}
        version={run.version}
        predicted={theory.predictedUtilization}
        height={height}
        shared={shared}
      />
    </section>
  );
}

interface Props extends BarProps {
  spec: SweepSpec;
  height: number;
  compact: boolean;
}

/** The live run of the sweep's point at σ, with its slider (the lab's own page). */
export function LiveSigma({ spec, sigma, ...view }: Props) {
  const scenario = useMemo(() => liveScenario(spec, sigma), [spec, sigma]);
  const run = useAimdRun(scenario);
  return <LiveSigmaView scenario={scenario} run={run} sigma={sigma} {...view} />;
}
