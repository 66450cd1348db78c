import type { Problem } from '../../../../scenario/problems';

/**
 * `policy=` is read as a one-policy `policies=`, so that a Loss-policies link with a `sweep=` added
 * stays valid (in the browser's URL, in files and in the CLI alike).
 */
export function policyAlias(
  entries: readonly [string, unknown][],
  problems: Problem[],
): [string, unknown][] {
  const policy = entries.find(([name]) => name === 'policy');
  if (!policy) return [...entries];
  const both = entries.some(([name]) => name === 'policies');
  if (both)
    problems.push({ param: 'policy', reason: 'policy and policies both given', used: 'policies' });
  return entries.flatMap((e) => (e !== policy ? [e] : both ? [] : [['policies', e[1]]]));
}
