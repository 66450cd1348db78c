import type { Verdict } from '../../engines/fluid/algorithms';
import type { ConditionChecks } from '../../engines/fluid/conditions';
import { typesetSig } from '../../format/numbers';

/**
 * Table I of the paper for one source: what each condition says, the paper's verdict for the
 * algorithm, and what the numbers say at this equilibrium (a check at one point; the conditions
 * quantify over every x).
 */
export interface ConditionRow {
  id: 'C0' | 'C1' | 'C2' | 'C3' | 'C4' | 'C5';
  says: string;
  theorem: string;
  paper: string;
  /** 'holds' | 'fails' | 'n/a' (not checkable numerically) */
  here: 'holds' | 'fails' | 'n/a';
  detail: string;
  /** whether the check here says what the paper's verdict says (null: nothing to compare) */
  agrees: boolean | null;
}

const VERDICT: Record<Verdict, string> = {
  yes: 'yes',
  no: 'no',
  conditional: 'yes, with conditions',
  unknown: 'not in Table I',
};

/** The checks of the source to show: the first multipath one running `alg`, else the first multipath one. */
export function pickChecks(
  checks: readonly ConditionChecks[],
  alg: string,
): ConditionChecks | null {
  const mp = checks.filter((c) => c.algorithm !== 'tcp');
  return mp.find((c) => c.algorithm === alg) ?? mp[0] ?? null;
}

const holds = (b: boolean): 'holds' | 'fails' => (b ? 'holds' : 'fails');

/** A numeric check against a verdict: "yes" should hold, "no" may fail (it can hold at one point). */
function agreement(paper: Verdict, here: ConditionRow['here']): boolean | null {
  if (here === 'n/a' || paper === 'unknown' || paper === 'conditional') return null;
  return paper === 'yes' ? here === 'holds' : here === 'fails';
}

export function conditionRows(c: ConditionChecks, routingFullRowRank: boolean): ConditionRow[] {
  const p = c.paper;
  const verdicts: Record<ConditionRow['id'], Verdict> = {
    C0: p.C0,
    C1: p.C1,
    C2: p.C2C3,
    C3: p.C2C3,
    C4: p.C4,
    C5: p.C5,
  };
  return rows(c, routingFullRowRank).map((r) => ({
    ...r,
    agrees: agreement(verdicts[r.id], r.here),
  }));
}

function rows(c: ConditionChecks, routingFullRowRank: boolean): Omit<ConditionRow, 'agrees'>[] {
  const p = c.paper;
  return [
    {
      id: 'C0',
      says: '∂Φₛ/∂xₛ is symmetric: a utility function exists',
      theorem: 'Thm 3.1',
      paper: VERDICT[p.C0],
      here: holds(c.c0Holds),
      detail: `asymmetry max|J − Jᵀ| / max|J| = ${typesetSig(c.c0Asymmetry, 2)}`,
    },
    {
      id: 'C1',
      says: 'rates solve (6) for every price; a link’s traffic falls as its price rises',
      theorem: 'Thm 3.2',
      paper: VERDICT[p.C1],
      here: 'n/a',
      detail: 'quantifies over all prices: not checked numerically',
    },
    {
      id: 'C2',
      says: '[∂Φₛ/∂xₛ]⁺ is negative definite: at most one equilibrium',
      theorem: 'Thms 3.2, 3.3, 3.5',
      paper: VERDICT[p.C2C3],
      here: holds(c.c2Holds),
      detail: `largest eigenvalue of [J]⁺ / max|J| = ${typesetSig(c.c2MaxEigenvalue, 3)}`,
    },
    {
      id: 'C3',
      says: 'φᵣ = ∞ exactly when xᵣ = 0; the routing matrix has full row rank',
      theorem: 'Thms 3.2, 3.3',
      paper: VERDICT[p.C2C3],
      here: holds(c.c3InfiniteAtZero && routingFullRowRank),
      detail: `φᵣ infinite at xᵣ = 0: ${c.c3InfiniteAtZero ? 'yes' : 'no'}; H full row rank: ${routingFullRowRank ? 'yes' : 'no'}`,
    },
    {
      id: 'C4',
      says: 'column sums of (∂Φₛ/∂xₛ)⁻¹ ≤ 0: a smaller φ is friendlier',
      theorem: 'Thm 3.4',
      paper: VERDICT[p.C4],
      here: c.c4Holds === null ? 'n/a' : holds(c.c4Holds),
      detail:
        c.c4MaxColumnSum === null
          ? '∂Φₛ/∂xₛ is singular here: no inverse'
          : `largest column sum / max|J⁻¹| = ${typesetSig(c.c4MaxColumnSum, 3)}`,
    },
    {
      id: 'C5',
      says: 'φᵣ → 0 as xᵣ → ∞: more responsive means less friendly',
      theorem: 'Thm 3.6',
      paper: VERDICT[p.C5],
      here: 'n/a',
      detail: 'a limit: not checked numerically',
    },
  ];
}
