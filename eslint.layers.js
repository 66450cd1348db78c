import boundaries from 'eslint-plugin-boundaries';

/**
 * The layers of src/, with arrows only downward:
 *
 *   engines, format  ←  scenario, sweep, worker, charts  ←  labs/kit, labs/families/*  ←  labs/<lab>  ←  atlas  ←  app, cli
 *   engines, format  ←  trace  ←  worker, app, cli, labs/trace
 *
 * format (src/format: the CSV writer, the number formats) is a base beside the engines, since the
 * sweeps, the charts and the labs all write CSV and numbers; it imports nothing of the project.
 * A lab imports its own folder, the kit, the families and the layers below (and the lab contract),
 * never another lab, the shell or the command line's entry; a family never imports a lab, the kit
 * never a family. Only labs/registry.ts lists the labs. The atlas (src/atlas: the papers, item by
 * item, with the labs' links) reads the registry; the shell and the command line show it. The
 * trace readers (src/trace: captures and logs of real connections) import nothing of the project
 * but the engines' closed forms (pure, DOM-free: the fit of a trace evaluates the same models the
 * labs draw) and the base's number formats (a connection's CSV columns, written alike everywhere); the worker, the shell and the command line read traces with them, and so does the one
 * lab whose subject they are (labs/trace: its worker reads the user's file, its command line the
 * examples).
 */
const DESCRIPTORS = [
  // matched in this order, each against the whole path from the project's root
  { type: 'engines', pattern: 'src/engines' },
  { type: 'types', pattern: 'src/types' },
  { type: 'format', pattern: 'src/format' },
  { type: 'trace', pattern: 'src/trace' },
  { type: 'scenario', pattern: 'src/scenario' },
  { type: 'sweep', pattern: 'src/sweep' },
  { type: 'worker', pattern: 'src/worker' },
  { type: 'charts', pattern: 'src/charts' },
  { type: 'kit', pattern: 'src/labs/kit' },
  { type: 'family', pattern: 'src/labs/families/*', capture: ['family'] },
  { type: 'lab', pattern: 'src/labs/*', capture: ['lab'] },
  { type: 'app', pattern: 'src/app' },
  { type: 'cli', pattern: 'src/cli' },
  { type: 'atlas', pattern: 'src/atlas' },
  // what is left: files directly in src/labs (the registry) and in src (the entry)
  { type: 'registry', pattern: 'src/labs' },
  { type: 'main', pattern: 'src' },
];
const ELEMENTS = DESCRIPTORS.map((d) => ({ ...d, partialMatch: false }));

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const BASE = ['engines', 'types', 'format'];
const MIDDLE = [...BASE, 'scenario', 'sweep', 'worker', 'charts'];
const KIT = [...MIDDLE, 'kit'];

export const layerRules = [
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'engines' } }, allow: to(...BASE) },
            { from: { element: { type: 'types' } }, allow: to(...BASE) },
            { from: { element: { type: 'format' } }, allow: to('format') },
            { from: { element: { type: 'trace' } }, allow: to('trace', ...BASE) },
            { from: { element: { type: 'scenario' } }, allow: to(...BASE, 'scenario') },
            { from: { element: { type: 'sweep' } }, allow: to(...BASE, 'scenario', 'sweep') },
            {
              from: { element: { type: 'worker' } },
              allow: to(...BASE, 'scenario', 'sweep', 'worker', 'trace'),
            },
            { from: { element: { type: 'charts' } }, allow: to(...BASE, 'charts') },
            { from: { element: { type: 'kit' } }, allow: to(...KIT) },
            { from: { element: { type: 'family' } }, allow: to(...KIT) },
            {
              from: { element: { type: 'family' } },
              allow: {
                to: {
                  element: {
                    type: 'family',
                    captured: { family: '{{ from.element.captured.family }}' },
                  },
                },
              },
            },
            { from: { element: { type: 'lab' } }, allow: to(...KIT, 'family') },
            {
              from: { element: { type: 'lab', captured: { lab: 'trace' } } },
              allow: to('trace'),
            },
            {
              from: { element: { type: 'lab' } },
              allow: {
                to: {
                  element: { type: 'lab', captured: { lab: '{{ from.element.captured.lab }}' } },
                },
              },
            },
            { from: { element: { type: 'registry' } }, allow: to(...KIT, 'lab') },
            { from: { element: { type: 'atlas' } }, allow: to(...KIT, 'registry', 'atlas') },
            {
              from: { element: { type: 'app' } },
              allow: to(...KIT, 'registry', 'atlas', 'app', 'trace'),
            },
            {
              from: { element: { type: 'cli' } },
              allow: to(...KIT, 'registry', 'atlas', 'cli', 'trace'),
            },
            { from: { element: { type: 'main' } }, allow: to('app') },
          ],
        },
      ],
    },
  },
];
