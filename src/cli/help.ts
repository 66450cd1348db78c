import { POLICIES, POLICY_EXPLANATIONS } from '../engines/aimd/params';
import { AIMD_DEFAULTS, AIMD_SCHEMA } from '../labs/aimd/scenario';
import { mptcpHelpText } from './mptcpCommand';
import { sweepHelpText } from './sweepHelp';

export function helpText(): string {
  const params = AIMD_SCHEMA.fields
    .map((f) => {
      const def = AIMD_DEFAULTS[f.key];
      const d = def === null ? '' : ` (default ${f.format(def)})`;
      return `  ${f.param.padEnd(8)} ${f.help}${d}`;
    })
    .join('\n');
  const policies = POLICIES.map((p) => `  ${p.padEnd(18)} ${POLICY_EXPLANATIONS[p]}`).join('\n');
  return `Usage: npm run sim -- "<scenario>" [--format json|csv] [--path] [--out FILE]

Runs one scenario of the Loss-policies lab (lab=aimd) headless, with the same engine and the same
numbers as the browser. The scenario is a shared URL, its query string, JSON text, or @file.json.

  --format json|csv  JSON report (default) or the per-flow CSV table
  --path             add the sample path: one row per cut (event, time, flow, rate before, after,
                     span; span > 0 for a beatdown tagging, which lasts that long)
  --out FILE         write to FILE instead of standard output

Any problem with the scenario (bad value, unknown parameter, malformed JSON) is an error: the
message goes to standard error, nothing to standard output, and the exit code is 2.

Scenario parameters (lab=aimd):
${params}

Loss policies:
${policies}

Events: for beatdown one event is one tagging, which contains infinitely many congestion times
(summed exactly in closed form). Throughputs are time averages divided by c; second moments are
time averages of (x/c)^2, over the events after the warm-up.

Example:
  npm run sim -- "lab=aimd&n=4&beta=0.5&policy=largest-rate&seed=7" --format csv

${sweepHelpText()}

${mptcpHelpText()}`;
}
