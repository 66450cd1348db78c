import { defineConfig } from '@playwright/test';
import { chromiumExecutable, chromiumArgs } from './e2e/browser';

// Tests run against the production build served by `vite preview` (npm run test:e2e builds first).
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: 'http://127.0.0.1:4173/',
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
    viewport: { width: 1280, height: 720 },
  },
  webServer: {
    command: 'npx vite preview --port 4173 --strictPort --host 127.0.0.1',
    url: 'http://127.0.0.1:4173/',
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
