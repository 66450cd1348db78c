import { OKABE_ITO } from '../../../../charts';
import { sig } from '../../../../format/numbers';
import type { PolicyName } from '../../../../engines/aimd/params';
import { formatAxis } from '../../../../sweep/axis';
import type { SweepSpec } from '../sweep/spec';

/** One colour per policy, the same in every chart of both labs (Okabe-Ito, see charts/palette). */
export const POLICY_COLORS: Record<PolicyName, string> = {
  'rate-proportional': OKABE_ITO.blue,
  'largest-rate': OKABE_ITO.orange,
  'rate-independent': OKABE_ITO.bluishGreen,
  beatdown: OKABE_ITO.vermillion,
  synchronized: OKABE_ITO.skyBlue,
  independent: OKABE_ITO.reddishPurple,
};

/** "n:1..20 · N = 4 · β = 0.5 · rate-proportional, synchronized · 5 reps": a side in compare mode. */
export function describeSweep(s: SweepSpec): string {
  const swept = [s.sweep, s.sweep2].filter((a) => a !== null);
  const parts = [swept.length ? swept.map(formatAxis).join(' × ') : 'no sweep'];
  const sweeps = (p: string) => swept.some((a) => a.param === p);
  if (!sweeps('n')) parts.push(`N = ${s.n}`);
  if (!sweeps('beta')) parts.push(`β = ${s.beta.map((b) => sig(b, 6)).join(',')}`);
  parts.push(s.policies.join(', '), `${s.reps} rep${s.reps === 1 ? '' : 's'}`);
  return parts.join(' · ');
}
