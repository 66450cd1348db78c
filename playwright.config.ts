import { defineConfig } from '@playwright/test';
import { chromiumExecutable, chromiumArgs } from './e2e/browser';

// Tests run against the production build served by `vite preview` (npm run test:e2e builds first);
// e2e/dev.spec.ts opens the labs on the dev server too (what `npm start` serves), where React
// reports its development warnings as console errors.
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
    viewport: { width: 1280, height: 720 },
  },
  projects: [
    { name: 'build', testIgnore: /dev\.spec\.ts/, use: { baseURL: 'http://127.0.0.1:4173/' } },
    { name: 'dev', testMatch: /dev\.spec\.ts/, use: { baseURL: 'http://127.0.0.1:5174/' } },
  ],
  webServer: [
    {
      command: 'npx vite preview --port 4173 --strictPort --host 127.0.0.1',
      url: 'http://127.0.0.1:4173/',
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npx vite --port 5174 --strictPort --host 127.0.0.1',
      url: 'http://127.0.0.1:5174/',
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
