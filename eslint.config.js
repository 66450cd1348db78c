import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { layerRules } from './eslint.layers.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'public',
      // htsim's C++ core, copied from upstream (bench/htsim/vendor/README.md), and its build
      'bench/htsim/vendor',
      'bench/htsim/build',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The science is pure TypeScript: it runs in Node (tests, CLI) and in workers.
    files: [
      'src/engines/**/*.ts',
      'src/format/**/*.ts',
      'src/scenario/**/*.ts',
      'src/sweep/**/*.ts',
      // the trace readers run in a worker and on the command line alike
      'src/trace/**/*.ts',
      'src/labs/*/sweep/**/*.ts',
      'src/labs/*/scenario.ts',
      'src/labs/families/*/sweep/**/*.ts',
      'src/labs/families/*/scenario.ts',
      // the simulated twin of a trace runs in the Traces lab's worker and on the command line
      'src/labs/trace/twin/**/*.ts',
    ],
    ignores: ['src/labs/kit/**'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // d3-dsv (the CSV writer's formatter) is string code only
              group: ['react', 'react-dom', 'react/*', 'd3*', '!d3-dsv', 'node:*', 'fs', 'path'],
              message: 'engines and codecs stay DOM- and Node-free',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'process', 'self'],
    },
  },
  ...layerRules,
);
