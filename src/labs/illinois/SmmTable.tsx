import { CONGESTION_LEVELS, type CongestionLevel } from '../../engines/models/illinois';
import { CONGESTION_CHOICES, type CongestionChoice, type IllinoisScenario } from './scenario';
import { statsOf, type SmmLevelRun } from './smmReport';
import { LEVEL_TITLES } from './smmView';
import { fixed } from '../../format/numbers';
import { backoffsPerEvent } from './muReadout';

interface Props {
  s: IllinoisScenario;
  runs: readonly (SmmLevelRun | undefined)[];
  choose: (c: CongestionChoice) => void;
}

const pm = (v: number, hw: number, d: number): string => `${fixed(v, d)} ± ${fixed(hw, d)}`;
const muOf = (r: SmmLevelRun, basis: 'events' | 'time'): string => {
  const fit = statsOf(r, basis).fit;
  return fit ? pm(fit.mu, fit.muHalfWidth, 3) : '—';
};

function LevelTable({ run, basis }: { run: SmmLevelRun; basis: IllinoisScenario['basis'] }) {
  const st = statsOf(run, basis);
  const cut = backoffsPerEvent(run.flowsCut);
  return (
    <div className="table-scroll" data-testid={`smm.table.${run.congestion}`}>
      <table className="illinois-table">
        <caption>
          {LEVEL_TITLES[run.congestion]}: M̂ = {fixed(run.meanDropped, 2)} packets dropped and{' '}
          {fixed(cut, 2)} flows backing off per event; μ at events {muOf(run, 'events')}, over time{' '}
          {muOf(run, 'time')}; utilization {fixed(100 * run.utilization, 1)} %
        </caption>
        <thead>
          <tr>
            <th>flow</th>
            <th className="num">RTT, ms</th>
            <th className="num">x̄ᵢ, packets/s</th>
            <th className="num">xᵢ*</th>
            <th className="num">x̄ᵢ/xᵢ*</th>
            <th className="num">Std/x̄ᵢ</th>
            <th className="num">backs off in</th>
            <th className="num" title="Theorem 4.3, eq. (20): the same for every flow">
              Tᵢ²·avg(xᵢDᵢ)
            </th>
          </tr>
        </thead>
        <tbody>
          {run.rttMs.map((t, i) => (
            <tr key={i}>
              <td>{i + 1}</td>
              <td className="num">{t}</td>
              <td className="num">{pm(st.mean[i], st.meanHalfWidth[i], 1)}</td>
              <td className="num">{fixed(st.xStar[i], 1)}</td>
              <td className="num">{pm(st.ratio[i], st.ratioHalfWidth[i], 4)}</td>
              <td className="num">{pm(st.cv[i], st.cvHalfWidth[i], 4)}</td>
              <td className="num">{fixed(100 * run.backoffRate[i], 1)} % of events</td>
              <td className="num">{fixed(run.theorem43[i], 4)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The numbers behind the charts for the level(s) congestion= names, with Theorem 4.3's check. */
export function SmmTable({ s, runs, choose }: Props) {
  const shown: CongestionLevel[] = s.congestion === 'all' ? [...CONGESTION_LEVELS] : [s.congestion];
  return (
    <section className="panel illinois-numbers" data-testid="smm.numbers">
      <div className="illinois-numbers-head">
        <h3>Per-flow numbers ({s.basis === 'events' ? 'at congestion events' : 'over time'})</h3>
        <div className="mode-switch" role="group" aria-label="Congestion level">
          {CONGESTION_CHOICES.map((c) => (
            <button
              key={c}
              type="button"
              data-testid={`smm.show.${c}`}
              aria-pressed={s.congestion === c}
              onClick={() => choose(c)}
            >
              {c}
            </button>
          ))}
        </div>
      </div>
      {shown.map((level) => {
        const run = runs[CONGESTION_LEVELS.indexOf(level)];
        return run ? (
          <LevelTable key={level} run={run} basis={s.basis} />
        ) : (
          <p key={level} className="muted">
            {LEVEL_TITLES[level]}: running…
          </p>
        );
      })}
    </section>
  );
}
