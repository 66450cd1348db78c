import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * Just enough of a POSIX shell to run the command lines docs/sweeps.md gives as they are written:
 * words split on blanks, '...' taken literally, "..." with $VAR and ${VAR} expanded (and \" \\ \$
 * escaped), bare $VAR expanded, a backslash-newline joining lines. No field splitting of expanded
 * values, no globbing (see `glob`), no command substitution: the recipes need none of them.
 */
export function shellWords(line: string, env: Readonly<Record<string, string>>): string[] {
  const words: string[] = [];
  let word: string | null = null;
  const variable = (text: string, k: number): [string, number] => {
    const braced = text[k + 1] === '{';
    const m = (braced ? /^\{(\w+)\}/ : /^(\w+)/).exec(text.slice(k + 1));
    if (!m) return ['$', k + 1];
    if (!(m[1] in env)) throw new Error(`the recipe uses $${m[1]}, which the test does not set`);
    return [env[m[1]], k + 1 + m[0].length];
  };
  const text = line.replace(/\\\n/g, '');
  let k = 0;
  while (k < text.length) {
    const c = text[k];
    if (/\s/.test(c)) {
      if (word !== null) words.push(word);
      word = null;
      k++;
    } else if (c === "'") {
      const end = text.indexOf("'", k + 1);
      word = (word ?? '') + text.slice(k + 1, end);
      k = end + 1;
    } else if (c === '"') {
      word ??= '';
      k++;
      while (text[k] !== '"') {
        if (k >= text.length) throw new Error(`unclosed " in ${line}`);
        if (text[k] === '\\' && '"\\$'.includes(text[k + 1])) {
          word += text[k + 1];
          k += 2;
        } else if (text[k] === '$') {
          const [value, next] = variable(text, k);
          word += value;
          k = next;
        } else word += text[k++];
      }
      k++;
    } else if (c === '$') {
      const [value, next] = variable(text, k);
      word = (word ?? '') + value;
      k = next;
    } else {
      word = (word ?? '') + c;
      k++;
    }
  }
  if (word !== null) words.push(word);
  return words;
}

/** The arguments after `npm run --silent sim --` in a command line's words. */
export function simArgs(words: readonly string[]): string[] {
  const at = words.findIndex((w, k) => w === 'sim' && words[k + 1] === '--');
  if (at < 0 || words.slice(0, at).join(' ') !== 'npm run --silent')
    throw new Error(`not an \`npm run --silent sim --\` command line: ${words.join(' ')}`);
  return words.slice(at + 2);
}

/**
 * The recipe's files, put in `dir` instead of the cluster's shared file system: each `--out`
 * path and each merged file keeps its name and moves into `dir`; a `*` in a merged path's name
 * is expanded there, as the shell would.
 */
export function inDirectory(args: readonly string[], dir: string): string[] {
  const out = args.map((a, k) => (args[k - 1] === '--out' ? join(dir, basename(a)) : a));
  if (out[0] !== 'merge') return out;
  // out[k] is the word before out.slice(1)[k]: an option's value is not a file to merge
  const files = out
    .slice(1)
    .flatMap((a, k) =>
      a.startsWith('--') || out[k] === '--out' || out[k] === '--format'
        ? [a]
        : glob(dir, basename(a)),
    );
  return ['merge', ...files];
}

function glob(dir: string, pattern: string): string[] {
  if (!pattern.includes('*')) return [join(dir, pattern)];
  const re = new RegExp(
    `^${pattern
      .split('*')
      .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return readdirSync(dir)
    .filter((f) => re.test(f))
    .sort()
    .map((f) => join(dir, f));
}
