import { existsSync } from 'node:fs';

/** Debian's Chromium, or whatever CHROMIUM_PATH points at. Never skip silently: fail with the fix. */
export function chromiumExecutable(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ].filter((p): p is string => !!p);
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found for the end-to-end tests. Install one with `sudo apt-get install -y chromium` ' +
        '(Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium/Chrome binary. Looked in: ' +
        candidates.join(', '),
    );
  }
  return found;
}

// Running as root in a closed network: no sandbox, and no background traffic that the network refuses.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
