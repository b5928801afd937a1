// The in-page playground with the network gone, after one use on a working connection:
// the page, the editor, the planning worker (saved with the site) and the TypeScript
// compiler (saved the first time the playground loads it) all come from the worker.

import {recordCspViolations} from '../support/csp';
import {E2E_SITES} from '../support/sites';
import {expect, serveBuildForFile, test} from '../support/test';
import {visitUntilSaved} from './worker';

const BUILD_DIR = E2E_SITES.find((site) => site.name === 'site')!.outDir;
const server = serveBuildForFile({dir: BUILD_DIR, applyHeadersFile: true});

test('the playground plans and type-checks offline after its first use', async ({page, context}) => {
  const violations = await recordCspViolations(page);
  await visitUntilSaved(page, `${server.url}/docs/getting-started/playground`);
  await page.getByRole('button', {name: 'Start the playground'}).click();
  await expect(page.getByText('TypeScript: no problems in nadle.config.ts.')).toBeVisible({timeout: 60_000});
  await expect(page.getByRole('region', {name: /^What Nadle 0.5.1 would print/}).locator('pre')).toContainText('> Task hello');

  await context.setOffline(true);
  // The address holds the playground's state, which opens it at once.
  await page.reload();
  await expect(page.getByRole('region', {name: /^What Nadle 0.5.1 would print/}).locator('pre')).toContainText('> Task goodbye', {
    timeout: 60_000,
  });
  await expect(page.getByText('TypeScript: no problems in nadle.config.ts.')).toBeVisible({timeout: 60_000});
  expect(await violations()).toEqual([]);
});
