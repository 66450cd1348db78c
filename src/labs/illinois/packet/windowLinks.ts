import { formatNumber } from '../../../format/numbers';
import { algorithmLabels, setupAt } from '../experiments/job';
import { packetView } from '../experiments/views';
import { PARAM_LIST, rttsOf, type IllinoisScenario } from '../scenario';
import { algName as fullName } from './style';

/** Where a link runs Vegas with no γ of its own (the rttfair and friendly views): the default 2. */
const algName = (a: string): string => (a === 'vegas' ? 'Vegas (γ = 2)' : fullName(a));

/**
 * "See the window": each experiment's setup as a live run in the Dumbbell lab, where the cwnd
 * traces (Illinois's concave curve beside Reno's sawtooth) and the modules' internals are drawn.
 * Only the Dumbbell lab's parameter names (n, cc, cap, rtt, buffer, queue, loss, noise, gamma,
 * and Illinois's amax … theta and ivariant where a link runs Illinois); its other settings keep
 * their defaults (ns-2's conventions, the same as here).
 */
export interface WindowLink {
  id: string;
  label: string;
  query: string;
}

const queryOf = (params: Record<string, string | number>): string =>
  [
    'lab=dumbbell',
    ...Object.entries(params).map(
      ([k, v]) => `${k}=${typeof v === 'number' ? formatNumber(v) : v}`,
    ),
  ].join('&');

/** The middle of a list (Fig. 10's B = 30 of 10..50). */
const middle = (v: readonly number[]): number => v[Math.floor((v.length - 1) / 2)];

/** The Illinois parameters given here (the same names there), for a link that runs Illinois. */
function illinoisFields(s: IllinoisScenario): Record<string, string | number> {
  const out: Record<string, string | number> = s.variant === 'linux' ? { ivariant: 'linux' } : {};
  for (const k of PARAM_LIST) if (s[k] !== null) out[k] = s[k];
  return out;
}

export function windowLinks(s: IllinoisScenario): WindowLink[] {
  const v = packetView(s);
  if (v === null) return [];
  const ill = illinoisFields(s);
  const query = (params: Record<string, string | number>): string =>
    queryOf(String(params.cc).split(',').includes('illinois') ? { ...params, ...ill } : params);
  const algs = algorithmLabels(s).map((a) => a.split(':')[0]);
  const uniq = [...new Set(algs)];
  const x = v === 'buffers' ? middle(s.buffers) : v === 'lossy' ? 0.005 : 0;
  const setup = setupAt(s, { series: `${algorithmLabels(s)[0]}/equal`, coords: [x] });
  const link = { cap: setup.cap, rtt: setup.flows[0].rttMs, buffer: setup.buffer };
  const alone = (alg: string, extra: Record<string, string | number> = {}): WindowLink => ({
    id: alg,
    label: `${algName(alg)} alone`,
    query: query({ n: 1, cc: alg, ...link, ...extra }),
  });
  if (v === 'buffers' || v === 'longfat') {
    const both: WindowLink[] =
      uniq.includes('illinois') && uniq.includes('reno')
        ? [
            {
              id: 'both',
              label: 'Illinois and Reno on one link',
              query: query({ n: 2, cc: 'illinois,reno', ...link }),
            },
          ]
        : [];
    return [...uniq.map((a) => alone(a)), ...both];
  }
  if (v === 'lossy') return ['illinois', 'reno'].map((a) => alone(a, { loss: x }));
  if (v === 'rttfair') {
    const rtt = rttsOf(s).map(formatNumber).join(',');
    const n = rttsOf(s).length;
    return uniq.map((a) => ({
      id: a,
      label: `${n} × ${algName(a)}, RTTs ${rtt} ms`,
      query: query({
        n,
        cc: a,
        cap: link.cap,
        rtt,
        buffer: link.buffer,
        ...(s.queue === 'red' ? { queue: 'red' } : {}),
      }),
    }));
  }
  if (v === 'friendly')
    return uniq.map((a) => ({
      id: a,
      label: `Reno and ${algName(a)}`,
      query: query({
        n: 2,
        cc: `reno,${a}`,
        ...link,
        ...(s.queue === 'red' ? { queue: 'red' } : {}),
      }),
    }));
  // noise: two users of each algorithm (each Vegas γ), both with the noise of the middle σ
  const sigma = middle(s.sigma);
  return algorithmLabels(s).map((label) => {
    const [a, gamma] = label.split(':');
    return {
      id: label,
      label: `two ${fullName(label)} users, σ = ${formatNumber(sigma)} ms`,
      query: query({
        n: 2,
        cc: a,
        ...link,
        ...(sigma > 0 ? { noise: sigma } : {}),
        ...(gamma !== undefined ? { gamma: Number(gamma) } : {}),
      }),
    };
  });
}
