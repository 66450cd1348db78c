import { execFileSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Environment } from './schedulerShard';

/**
 * The code version a JSON-lines record names: points computed by different code are not one
 * sweep's, so resuming and merging refuse to mix them. It is package.json's version and, in a git
 * checkout, the commit ("0.1.0+<sha>"). A copy without .git (a container image, a tarball) has only
 * the version: set SIM_CODE_VERSION (to the commit it was built from, say) to name it better; the
 * variable replaces the whole version.
 */

export const CODE_VERSION_VARIABLE = 'SIM_CODE_VERSION';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

let fromCheckout: string | undefined;

/** The commit of the checkout this code runs from, or null (no git, or not a checkout of it). */
function commit(): string | null {
  try {
    const [top, head] = execFileSync('git', ['rev-parse', '--show-toplevel', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    })
      .trim()
      .split('\n');
    // a copy unpacked inside another repository would otherwise take that repository's commit
    return realpathSync(top) === realpathSync(root) && /^[0-9a-f]{40,64}$/.test(head) ? head : null;
  } catch {
    return null;
  }
}

/** Read once, when a JSON-lines sweep first asks (git is not run for any other output). */
export function codeVersion(env: Environment): string {
  const override = env[CODE_VERSION_VARIABLE]?.trim();
  if (override) return override;
  if (fromCheckout === undefined) {
    const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string };
    const sha = commit();
    fromCheckout = sha === null ? pkg.version : `${pkg.version}+${sha}`;
  }
  return fromCheckout;
}
