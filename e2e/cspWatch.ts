import type { Page } from '@playwright/test';

/**
 * Content-Security-Policy violations of a page, recorded from its first script on (the
 * `securitypolicyviolation` events): csp.spec.ts and the labs round (labs.spec.ts) read them.
 */
declare global {
  interface Window {
    __csp?: string[];
  }
}

export async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__csp!.push(
        `${e.violatedDirective}: ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`,
      ),
    );
  });
}

export const violations = (page: Page) => page.evaluate(() => window.__csp ?? ['not watched']);
