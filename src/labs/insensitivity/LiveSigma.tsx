import { useMemo } from 'react';
import type { SweepSpec } from '../../sweep/spec';
import { theoryOf } from '../aimd/report';
import { SamplePathCharts } from '../aimd/SamplePathCharts';
import { useAimdRun } from '../aimd/useAimdRun';
import { short } from '../sweepUi/format';
import {
  FIG4_SIGMAS,
  liveQuery,
  liveScenario,
  sigmaCaption,
  SIGMA_STEP,
  snapSigma,
} from './liveScenario';

interface Props {
  spec: SweepSpec;
  sigma: number;
  setSigma: (s: number) => void;
  height: number;
  /** presentation / embed: the slider stays, the explanations go */
  compact: boolean;
}

/** The σ slider and the live sample paths of that point (Fig. 4's two panels). */
export function LiveSigma({ spec, sigma, setSigma, height, compact }: Props) {
  const scenario = useMemo(() => liveScenario(spec, sigma), [spec, sigma]);
  const theory = useMemo(() => theoryOf(scenario), [scenario]);
  const run = useAimdRun(scenario);
  return (
    <section className="live-sigma" data-testid="live.sigma">
      <div className="sigma-bar panel">
        <label htmlFor="sigma-slider">Live run at</label>
        <span className="sigma-value" data-testid="sigma.value">
          σ = {short(sigma)}
        </span>
        <input
          id="sigma-slider"
          type="range"
          min={SIGMA_STEP}
          max={1 - SIGMA_STEP}
          step={SIGMA_STEP}
          value={sigma}
          data-testid="sigma.slider"
          aria-valuetext={`sigma ${short(sigma)}`}
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
      />
    </section>
  );
}
