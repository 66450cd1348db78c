import { defineConfig } from '@playwright/test';
import { chromiumExecutable, chromiumArgs } from './e2e/browser';

// Tests run against the production build served by `vite preview` (npm run test:e2e builds first);
// e2e/dev.spec.ts opens the labs on the dev server too (what `npm start` serves), where React
// reports its development warnings as console errors. e2e/deploy.spec.ts serves the same build
// from a sub-path with a plain static server (e2e/subpathServer.ts) and tests the offline copy;
// elsewhere the service worker is blocked, so that no test runs beside a background precache.
// AIMD_DEPLOY_DIR serves another build folder there (the spec reads the same folder).
const deployDir = process.env.AIMD_DEPLOY_DIR ?? 'dist';
const deployBase = '/courses/tcp/aimd/';
// E2E_PORT_OFFSET moves the three servers' ports, so that two checkouts can run the suite at once.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const [previewPort, devPort, deployPort] = [4173, 5174, 4179].map((p) => p + offset);
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  // Two browsers side by side, test by test (each test has its own page; the servers only serve
  // files). Most of a test is waiting for a simulation's pace or a worker's next point, so two
  // share the 2 cores of a developer's or CI's machine well. e2e/deploy.spec.ts keeps its tests in
  // order in one worker: they switch its server's state.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
    viewport: { width: 1280, height: 720 },
  },
  projects: [
    {
      name: 'build',
      testIgnore: /(dev|deploy)\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${previewPort}/`, serviceWorkers: 'block' },
    },
    { name: 'dev', testMatch: /dev\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${devPort}/` } },
    {
      name: 'deploy',
      testMatch: /deploy\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${deployPort}${deployBase}`, serviceWorkers: 'allow' },
    },
  ],
  webServer: [
    {
      command: `npx vite preview --port ${previewPort} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${previewPort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite --port ${devPort} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${devPort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx tsx e2e/subpathServer.ts --dir ${deployDir} --base ${deployBase} --port ${deployPort}`,
      url: `http://127.0.0.1:${deployPort}${deployBase}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
