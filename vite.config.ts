/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The try-this files first: each runs every claim of a lab on the engine (40-50 s for the
 * Dumbbell's and TCP-Illinois's), and they are three-line files, which a fresh clone (no timing
 * cache) would otherwise start last, leaving one worker alone with them at the end.
 */
class HeavyFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => (/tryThis\.test\.ts$/.test(f.moduleId) ? 0 : 1);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * The app's Content-Security-Policy, written into the built index.html as a <meta> (docs/deploy.md:
 * any static host serves it; a server may send the same as a header, with frame-ancestors, which
 * a <meta> cannot carry). Only the app's own scripts and workers run: no inline script, no eval
 * (d3-dsv's `new Function` is in csvParse, which the app does not use; csvParseRows has none).
 * Styles: the app's own stylesheets only, but style attributes anywhere, since KaTeX writes its
 * layout into them (style-src keeps 'unsafe-inline' for browsers without style-src-elem/-attr).
 * Images and fonts may be data: or blob: (the PNG export draws the chart's SVG from one; small
 * fonts may be inlined by the build); fetches go to the app's own folder (the example traces).
 * Not in dev: the dev server's React refresh needs an inline script.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "style-src-elem 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

/** Right after the charset (which must come first), before any script or stylesheet. */
const contentSecurityPolicy = (): Plugin => ({
  name: 'aimd-lab-csp',
  apply: 'build',
  transformIndexHtml(html) {
    const charset = '<meta charset="UTF-8" />';
    if (!html.includes(charset))
      throw new Error('index.html: no <meta charset="UTF-8" /> for the CSP');
    const meta = `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`;
    return html.replace(charset, `${charset}\n    ${meta}`);
  },
});

/** Tests of the live runs' workers (see `test.projects` below). */
const WORKER_TESTS = ['tests/**/worker/**/*.test.ts', 'tests/**/worker/**/*.test.tsx'];

export default defineConfig({
  plugins: [
    react(),
    contentSecurityPolicy(),
    // The offline copy (docs/deploy.md): a Workbox service worker that precaches the whole app on
    // the first visit (the shell, every lab's lazy chunk, the workers, KaTeX's woff2 fonts), and
    // answers every navigation in its scope, whatever the query, with index.html. A new build
    // waits until the user accepts it (src/app/ServiceWorkerPrompt.tsx); no service worker in dev.
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false, // registered by ServiceWorkerPrompt (virtual:pwa-register/react)
      devOptions: { enabled: false },
      manifest: {
        name: 'AIMD Lab',
        short_name: 'AIMD Lab',
        description: 'AIMD Lab: an interactive laboratory for TCP congestion-control models',
        lang: 'en',
        // Relative to the manifest, that is to the folder the app is published in.
        start_url: './',
        scope: './',
        display: 'standalone',
        background_color: '#f7f7f5',
        theme_color: '#1f2937',
        icons: [
          { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: 'maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      // Precached with the manifest and its icons (the plugin adds those).
      includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
      workbox: {
        // The build's output but not the source maps, and of KaTeX's fonts only the woff2 files
        // (every browser with service workers reads woff2: the woff/ttf fallbacks are never
        // requested).
        // The Traces lab's examples too (public/traces, about 0.5 MB): a lecture hall without
        // network still shows them.
        globPatterns: ['**/*.{html,js,css,woff2}', 'traces/*'],
        // Never drop a file silently: the largest chunk is far below this.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        // The app is one page; the query is the state (?lab=mptcp&net=two-links).
        navigateFallback: 'index.html',
        // Files someone puts next to the app (slides.pdf) are not the app: only paths that end in
        // a folder, or in index.html, are answered with it.
        navigateFallbackDenylist: [/^[^?]*\/(?!index\.html(?:$|\?))[^/?]+\.[^/?]+(?:\?.*)?$/],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  base: './',
  worker: { format: 'es' },
  // The dev server pre-bundles the dependencies it finds from index.html; the workers' own imports
  // (ml-matrix, in the fluid engine's workers) it met only when a worker started, and then
  // re-bundled and reloaded every open page (504 "Outdated Optimize Dep" on a first `npm start`,
  // and in e2e/dev.spec.ts on a fresh clone). Scanning the workers too finds them at start.
  optimizeDeps: { entries: ['index.html', 'src/**/*.worker.ts'] },
  build: { target: 'es2022', sourcemap: true },
  test: {
    environment: 'node',
    testTimeout: 60_000,
    // One test file per core. Vitest's default keeps a core for its main process, which only
    // collects results: on a 2-core machine that is one worker and twice the time.
    pool: 'forks',
    maxWorkers: availableParallelism(),
    sequence: { sequencer: HeavyFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: WORKER_TESTS,
          // The files of a worker process share their modules instead of loading src/ anew for
          // each file (a third of the suite's CPU time). Nothing here mocks a module, stubs a
          // global or fakes timers; what the files share is pure code and its caches.
          isolate: false,
        },
      },
      {
        extends: true,
        // The live runs' workers, timed by the clock (frames every few milliseconds): each file
        // on freshly loaded modules, as in the page, so that no warmed-up engine from another
        // file changes how many frames a run sends.
        test: { name: 'worker', include: WORKER_TESTS },
      },
    ],
  },
});
