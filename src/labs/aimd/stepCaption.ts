import type { StepInfo } from '../families/aimd/worker/protocol';
import type { AimdScenario } from '../families/aimd/scenario';
import { selectionWeights } from '../families/aimd/scenario';

const r = (x: number) => (Math.abs(x) >= 1e-3 || x === 0 ? x.toFixed(3) : x.toExponential(2));
const t = (x: number) => (Math.abs(x) >= 1e-2 ? x.toFixed(3) : x.toPrecision(3));

/** Why the policy picked the flows it cut, for the step-mode caption. */
function why(s: AimdScenario, step: StepInfo): string {
  const cut = step.cuts[0];
  switch (s.policy) {
    case 'rate-proportional':
      return `drawn with probability x/c = ${r(cut.before / s.c)}`;
    case 'largest-rate':
      return 'largest rate';
    case 'rate-independent':
      return `drawn with fixed probability ${r(selectionWeights(s)[cut.flow] / selectionWeights(s).reduce((a, b) => a + b, 0))}`;
    case 'beatdown':
      return 'largest rate, tagged';
    case 'synchronized':
      return 'every flow is cut';
    case 'independent':
      return 'each flow independently with its probability p';
  }
}

/** "t = 1.234: flow 3 was cut from 0.410 to 0.205 (largest rate)" */
export function stepCaption(s: AimdScenario, step: StepInfo): string {
  const head = `Event ${step.event}, t = ${t(step.time)}: `;
  if (step.cutCount === 0 || step.cuts.length === 0) return `${head}no flow was cut`;
  const c = step.cuts[0];
  if (step.cutCount === 1 && c.span > 0) {
    return `${head}flow ${c.flow + 1} was tagged at ${r(c.before)} (${why(s, step)}) and beaten down to 0 over ${t(c.span)} time units, through infinitely many cuts`;
  }
  if (step.cutCount === 1)
    return `${head}flow ${c.flow + 1} was cut from ${r(c.before)} to ${r(c.after)} (${why(s, step)})`;
  const listed = step.cuts
    .map((k) => `flow ${k.flow + 1} ${r(k.before)} → ${r(k.after)}`)
    .join(', ');
  const more =
    step.cutCount > step.cuts.length ? `, and ${step.cutCount - step.cuts.length} more` : '';
  return `${head}${step.cutCount} flows were cut (${why(s, step)}): ${listed}${more}`;
}
