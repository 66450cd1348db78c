import { UsageError } from './errors';

/** Command-line arguments of `npm run sim`. */
export interface CliArgs {
  input: string | null;
  format: 'json' | 'csv';
  path: boolean;
  out: string | null;
  help: boolean;
}

export function parseArgs(argv: readonly string[]): CliArgs {
  const args: CliArgs = { input: null, format: 'json', path: false, out: null, help: false };
  for (let k = 0; k < argv.length; k++) {
    const a = argv[k];
    const [flag, inline] =
      a.startsWith('--') && a.includes('=')
        ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]
        : [a, null];
    const value = (): string => {
      const v = inline ?? argv[++k];
      if (v === undefined) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--help':
      case '-h':
        args.help = true;
        break;
      case '--format': {
        const f = value();
        if (f !== 'json' && f !== 'csv')
          throw new UsageError(`--format must be json or csv, got "${f}"`);
        args.format = f;
        break;
      }
      case '--path':
        args.path = true;
        break;
      case '--out':
        args.out = value();
        break;
      default:
        if (a.startsWith('--')) throw new UsageError(`unknown option ${a}`);
        if (args.input !== null)
          throw new UsageError(`one scenario at a time (got "${args.input}" and "${a}")`);
        args.input = a;
    }
  }
  return args;
}
