import { backoffText, muScale, muVerdict, type MuEntry } from './muReadout';
import type { Basis } from './scenario';
import { LEVEL_COLORS, LEVEL_TITLES } from './smmView';

/**
 * μ of the three levels on the paper's scale: 0 (x̄ ∝ 1/T, equal windows) to 1 (x̄ ∝ 1/T²),
 * with their 95 % intervals, and a sentence on where this run lands.
 */
export function MuStrip({ entries, basis }: { entries: MuEntry[]; basis: Basis }) {
  const scale = muScale(entries);
  return (
    <section className="panel illinois-mu" data-testid="illinois.mu">
      <div className="mu-head">
        {entries.map((e) => (
          <span key={e.level} data-testid={`illinois.mu.${e.level}`} data-mu={e.mu}>
            <span className="swatch" style={{ background: LEVEL_COLORS[e.level] }} />{' '}
            {LEVEL_TITLES[e.level]}: <strong>μ = {e.mu.toFixed(3)}</strong> ±{' '}
            {e.halfWidth.toFixed(3)}
            {e.backoffs !== undefined && (
              <span className="muted" data-testid={`illinois.backoffs.${e.level}`}>
                {' '}
                · {backoffText(e)}
              </span>
            )}
          </span>
        ))}
      </div>
      <div className="mu-scale" aria-hidden="true">
        <div
          className="mu-range"
          style={{ left: `${scale.zeroAt}%`, width: `${scale.oneAt - scale.zeroAt}%` }}
        />
        <span className="mu-tick" style={{ left: `${scale.zeroAt}%` }}>
          0: x̄ ∝ 1/T
        </span>
        <span className="mu-tick end" style={{ left: `${scale.oneAt}%` }}>
          1: x̄ ∝ 1/T²
        </span>
        {scale.marks.map((m) => (
          <span key={m.level}>
            <span
              className="mu-interval"
              style={{
                left: `${m.from}%`,
                width: `${Math.max(0.3, m.to - m.from)}%`,
                background: LEVEL_COLORS[m.level],
              }}
            />
            <span
              className="mu-dot"
              style={{ left: `${m.at}%`, background: LEVEL_COLORS[m.level] }}
              title={`${m.level}: μ = ${m.label}`}
            />
          </span>
        ))}
      </div>
      <p>
        Eq. (27): x̄ᵢ ∝ 1/Tᵢ^(1+μ), μ ∈ [0, 1]: 0 for unsynchronized back-offs (light congestion,
        equal windows), 1 for synchronized ones (heavy congestion, windows ∝ 1/T).{' '}
        {muVerdict(entries, basis)}
      </p>
    </section>
  );
}
