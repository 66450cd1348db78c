import { availableParallelism } from 'node:os';
import { atlasCsv } from '../atlas/report';
import { atlasSelection, runAtlas } from '../atlas/run';
import { singleRunFormat, type CliArgs } from '../labs/kit/commandLine/args';
import { ScenarioError, UsageError } from '../labs/kit/commandLine/errors';

/**
 * `npm run sim -- "atlas=000" [--format csv]`: a paper's atlas with the app's numbers worked out
 * now (atlas=all: the five papers). Progress goes to standard error, one line per item.
 */
export async function atlasCommand(
  entries: ReadonlyMap<string, unknown>,
  args: CliArgs,
  progress: (line: string) => void,
): Promise<string> {
  const others = [...entries.keys()].filter((k) => k !== 'atlas');
  if (others.length > 0)
    throw new ScenarioError(
      `${others[0]}: an atlas takes no other parameter (atlas=000 … 004, a list such as atlas=000,002, or atlas=all)`,
    );
  const format = singleRunFormat(args); // an atlas is not a sweep: JSON or CSV
  if (args.path) throw new UsageError('--path: an atlas has no path; open an item’s link for one');
  const value = entries.get('atlas');
  let papers;
  try {
    papers = atlasSelection(typeof value === 'string' ? value : String(value));
  } catch (e) {
    throw new ScenarioError((e as Error).message);
  }
  const report = await runAtlas(papers, args.workers ?? availableParallelism(), progress);
  return format === 'csv' ? atlasCsv(report) : `${JSON.stringify(report, null, 1)}\n`;
}
