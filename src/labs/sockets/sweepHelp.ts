import { AIMD_DEFAULTS } from '../families/aimd/scenario';
import { formatAxis, MAX_AXIS_VALUES } from '../../sweep/axis';
import { aimdSweepLabs } from '../families/aimd/sweep/labs';
import { MAX_RUNS, SWEEP_PARAMS } from '../families/aimd/sweep/spec';

/**
 * The "Sweeps" section of `sim --help`, in Lab 2's part: the sweeps of the AIMD model, with the
 * defaults of every lab that registered one.
 */
export function sweepHelpText(): string {
  const defaults = aimdSweepLabs()
    .map(({ lab, defaults: d }) => {
      const n = d.n !== AIMD_DEFAULTS.n ? `n=${d.n}, ` : '';
      return `  lab=${lab.padEnd(14)} ${n}sweep=${formatAxis(d.sweep)}, policies=${d.policies.join(',')}, reps=${d.reps}`;
    })
    .join('\n');
  return `Sweeps (lab=sockets, lab=insensitivity, or any scenario with sweep=):
  sweep=<param>:<values>   the swept parameter: ${SWEEP_PARAMS.join(', ')}
                           values: a comma list (0.3,0.5,0.8), an integer range (1..20), or
                           a..b/k (k evenly spaced values, both ends included); none = no sweep
  sweep2=<param>:<values>  a second swept parameter (one series per value)
  policies=a,b,...         loss policies drawn as separate series ("all" = the six)
  reps=R                   replications per point; seeds derived from seed, the point's swept
                           values and the replication (the same URL gives the same numbers)
  At most ${MAX_AXIS_VALUES} values per axis and ${MAX_RUNS} runs (points x reps). Defaults (the other
  parameters as in lab=aimd):
${defaults}

  CSV: one row per point and policy: the swept parameters,
  policy, utilization, ci95_low, ci95_high (95 % across replications), theory (Theorem 1 or
  eq. 6; empty where none applies); lab=insensitivity adds the two classes' throughputs, the
  second moments and Theorem 2's values. JSON adds the histograms, the theory curves and the
  smallest N reaching 90 % / 95 % utilization.

  --workers N        worker threads (default: the machine's cores; 1 = no threads)
  --progress         the progress line on stderr even when stderr is not a terminal
  --shard i/k        only the points i, i+k, i+2k, ... (0 <= i < k), with "# sweep:" and
                     "# shard:" lines (see above for --format jsonl and the schedulers' shards)
  merge a.csv b.csv  (as the scenario: npm run sim -- merge a.csv b.csv) combines the shards'
                     CSVs (or .jsonl files) into the whole sweep's CSV, every point there once

Example:
  npm run sim -- "lab=sockets&beta=0.5&policies=rate-proportional,synchronized&sweep=n:1..20&reps=5" --format csv
`;
}
