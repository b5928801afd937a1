// The in-page playground with the network gone, after one use on a working connection:
// the page, the editor, the realm's worker script (saved with the site) and the TypeScript
// compiler (saved the first time the playground loads it) all come from the worker. And a
// crafted link cannot plant anything in what the worker saved.

import {PRESETS} from '../../../src/components/Playground/presets';
import {encodeSharedState} from '../../../src/components/Playground/shareLink';
import {recordCspViolations} from '../support/csp';
import {ESCAPE_TO_REAL_GLOBAL} from '../support/playgroundAttacks';
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
  await expect(page.getByRole('region', {name: /^What Nadle 0.5.1 would print/}).locator('pre')).toContainText(
    '> Task hello',
  );
  // A command of the reader's: from now on the address holds the playground.
  await page.getByRole('textbox', {name: 'nadle', exact: true}).fill('--dry-run goodbye');
  await page.getByRole('textbox', {name: 'nadle', exact: true}).press('Enter');
  await expect.poll(() => new URL(page.url()).hash).toMatch(/^#playground=/);

  await context.setOffline(true);
  // The address holds the playground's state, which the page shows and runs when asked.
  await page.reload();
  await page.getByRole('button', {name: 'Open the playground and run nadle --dry-run goodbye'}).click();
  await expect(page.getByRole('region', {name: /^What Nadle 0.5.1 would print/}).locator('pre')).toContainText(
    '> Task goodbye',
    {
      timeout: 60_000,
    },
  );
  await expect(page.getByText('TypeScript: no problems in nadle.config.ts.')).toBeVisible({timeout: 60_000});
  expect(await violations()).toEqual([]);
});

test('a crafted link cannot change what the offline copy serves', async ({page}) => {
  await visitUntilSaved(page, `${server.url}/docs/getting-started/playground`);
  // The config looks for the worker's real global, past the interpreter, and tries to
  // overwrite every saved response with a script of its own.
  const config = `import { tasks } from "nadle";
${ESCAPE_TO_REAL_GLOBAL}
const planted = "<script>document.title = 'PLANTED'</script>PLANTED";
let cacheStorage: any;
try {
  cacheStorage = reach("caches");
} catch {}
if (cacheStorage) {
  cacheStorage.keys().then((names: string[]) => names.forEach((name) => cacheStorage.open(name).then((cache: any) =>
    cache.keys().then((requests: any[]) => requests.forEach((request) => cache.put(request, new realGlobal.Response(planted, { headers: { "content-type": "text/html" } })))))));
}
tasks.register("hello");
`;
  const hash = await encodeSharedState({
    preset: 'single',
    files: {...PRESETS.single.files, 'nadle.config.ts': config},
    command: '--dry-run hello',
  });
  await page.goto('about:blank');
  await page.goto(`${server.url}/docs/getting-started/playground${hash}`);
  await page.getByRole('button', {name: 'Open the playground and run nadle --dry-run hello'}).click();
  await expect(page.getByRole('region', {name: /^What Nadle 0.5.1 would print/}).locator('pre')).toContainText(
    '> Task hello',
    {timeout: 60_000},
  );
  // Time for the writes the config queued, had they been possible.
  await page.waitForTimeout(2000);
  const plantedIn = await page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        if ((await response?.clone().text())?.includes('PLANTED')) found.push(request.url);
      }
    }
    return found;
  });
  expect(plantedIn).toEqual([]);
  await page.goto(`${server.url}/docs/introduction`);
  await expect(page).not.toHaveTitle('PLANTED');
});
