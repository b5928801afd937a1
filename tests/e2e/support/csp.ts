// What the Content-Security-Policy blocks on a page, for the tests that serve a
// build with its _headers (security headers, offline reading).
import type {Page} from '@playwright/test';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * Starts recording what the policy blocks on this page, in every document it
 * loads from now on, from the page's violation events and from the console.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    window.cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return async () => [...(await page.evaluate(() => window.cspViolations ?? [])), ...consoleReports];
}
