import { useEffect, useMemo } from 'react';
import { CONGESTION_LEVELS } from '../../engines/models/illinois';
import { useSweep } from '../kit/sweep/useSweep';
import { smmCsv } from './csv';
import type { MuEntry } from './muReadout';
import { MuStrip } from './MuStrip';
import type { Basis, CongestionChoice, IllinoisScenario } from './scenario';
import { levelSummary, type SmmLevelRun } from './smmReport';
import { SmmLevelColumn } from './SmmLevelColumn';
import { SmmRunBar } from './SmmRunBar';
import { SmmTable } from './SmmTable';
import { smmCharts } from './smmView';
import { updateHandle } from './testHandle';
import { Headline } from '../kit/Headline';
import { ILLINOIS_HEADLINE, smmFirst, smmHeadline } from './headline';
import { smmJob } from './worker/smmJob';
import { SMM_SOURCE } from './worker/smmSource';

interface Props {
  s: IllinoisScenario;
  edit: (changes: Partial<IllinoisScenario>) => void;
  height: number;
  embed: boolean;
}

const BASIS_TEXT: Record<Basis, string> = {
  events:
    'Averages of xᵢ[k] just before each congestion event: what eq. (27) and Figs. 2-7 are about (Remark 1)',
  time: 'Exact time averages over the linear paths between events: whether (27) holds for them is open (Remark 1)',
};

/** Figs. 2-7: the three congestion levels side by side, run in the workers. */
export function SmmPanel({ s, edit, height, embed }: Props) {
  const run = useSweep(smmJob(s), SMM_SOURCE, { first: (job) => smmFirst(job.scenario) });
  const runs = useMemo(
    () => CONGESTION_LEVELS.map((_, i) => run.byIndex[i]?.run) as (SmmLevelRun | undefined)[],
    [run.byIndex],
  );
  const charts = useMemo(() => smmCharts(runs, s.basis), [runs, s.basis]);
  const entries: MuEntry[] = charts.levels.flatMap((l) =>
    l && l.mu !== null
      ? [
          {
            level: l.level,
            mu: l.mu,
            halfWidth: l.muHalfWidth ?? NaN,
            backoffs: l.backoffs,
            flows: l.flows,
          },
        ]
      : [],
  );
  const csv = () => smmCsv(runs.flatMap((r) => (r ? [levelSummary(r, s.basis)] : [])));

  useEffect(() => {
    const mu = { light: null, medium: null, heavy: null } as Record<string, number | null>;
    const hw = { ...mu };
    for (const l of charts.levels)
      if (l) {
        mu[l.level] = l.mu;
        hw[l.level] = l.muHalfWidth;
      }
    updateHandle({
      status: run.status,
      mu: mu as never,
      muHalfWidth: hw as never,
      basis: s.basis,
    });
  }, [charts, run.status, s.basis]);

  const allDone = runs.every((r) => r !== undefined);
  return (
    <div className="illinois-smm" data-testid="illinois.smm">
      <Headline headline={ILLINOIS_HEADLINE} scenario={s} state={smmHeadline(s, runs)} />
      <div className="illinois-smm-bar">
        <SmmRunBar run={run} events={s.events} seed={s.seed} compact={embed} />
        {!embed && (
          <div className="mode-switch" role="group" aria-label="Averages">
            {(['events', 'time'] as const).map((b) => (
              <button
                key={b}
                type="button"
                data-testid={`basis.${b}`}
                aria-pressed={s.basis === b}
                title={BASIS_TEXT[b]}
                onClick={() => edit({ basis: b })}
              >
                {b === 'events' ? 'at congestion events (paper)' : 'over time'}
              </button>
            ))}
          </div>
        )}
      </div>
      {entries.length > 0 && <MuStrip entries={entries} basis={s.basis} />}
      {allDone && entries.length === 0 && (
        <p className="panel" data-testid="illinois.mu.none">
          All RTTs are equal: there is no slope to fit. Theorem 4.2: every flow then gets the same
          mean, so x̄ᵢ/xᵢ* = 1 within its interval at every level.
        </p>
      )}
      <div className="illinois-levels">
        {CONGESTION_LEVELS.map((level, i) => (
          <SmmLevelColumn
            key={level}
            level={level}
            index={i}
            charts={charts}
            height={height}
            csv={csv}
            selected={s.congestion === level}
          />
        ))}
      </div>
      <p className="illinois-key muted" data-testid="smm.key">
        {BASIS_TEXT[s.basis]}. Dots: this run, with 95 % intervals (batch means). Top row: dashed
        line at 1, equal windows (μ = 0); dashed curve, x̄ ∝ 1/T² (μ = 1). Bottom row: the fitted
        line of slope −(1 + μ), dashed the slopes −1 (μ = 0) and −2 (μ = 1).
      </p>
      {!embed && (
        <SmmTable s={s} runs={runs} choose={(c: CongestionChoice) => edit({ congestion: c })} />
      )}
    </div>
  );
}
