import { LABS } from '../labs/registry';

export const USAGE = 'Usage: npm run sim -- "<scenario>" [--format json|csv] [--path] [--out FILE]';

/** `sim --help`: how to call it, then each lab's section, in the registry's order. */
export async function helpText(): Promise<string> {
  const sections = await Promise.all(LABS.map(async (lab) => (await lab.commandLine()).help()));
  const labs = LABS.map((l) => `  lab=${l.id.padEnd(16)} ${l.title}`).join('\n');
  return `${USAGE}

Runs one scenario of a lab headless, with the same engine and the same numbers as the browser.
The scenario is a shared URL, its query string, JSON text, or @file.json; lab=<id> picks the lab
(default ${LABS[0].id}):
${labs}

The paper atlas: atlas=000 (… 004, a list such as 000,002, or all) prints every figure and
table of the paper with what the paper states, the link that reproduces it and the app's
numbers there, worked out now (the same as the page ?atlas=000; --format csv for a table).

  --format json|csv  JSON report (default) or the lab's CSV table
  --path             add the run's path (sample path, trajectory) where the lab has one
  --out FILE         write to FILE instead of standard output

Any problem with what the scenario writes (bad value, unknown parameter, malformed JSON) is an
error: the message goes to standard error, nothing to standard output, and the exit code is 2.
A default that does not fit what it writes gives way, with a line "sim: note: ..." on standard
error (t=5 alone: the Dumbbell's warm-up becomes 2.5 s); an impossible value among the results
(a probability above 1, a negative rate) is flagged there too, as "sim: impossible result: ...".

${sections.filter((s) => s !== '').join('\n')}`;
}
