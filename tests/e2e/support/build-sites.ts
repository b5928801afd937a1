// Builds every production site the browser tests run against, once per test run:
//   build-e2e/site/       the site as deployed (local search, baseUrl "/")
//   build-e2e/base-url/   the same site under a non-root baseUrl
//   build-e2e/algolia/    the site in hosted-search mode, with dummy Algolia credentials
//   build-e2e/algolia-insights/  the same with search analytics on (ALGOLIA_INSIGHTS=true)
// playwright.config.ts serves each of them. Set E2E_SKIP_BUILD=1 to reuse existing builds.
// Names given as arguments build only those sites: tsx tests/e2e/support/build-sites.ts search-algolia
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';

import {E2E_SITES} from './sites';

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !E2E_SITES.some((site) => site.name === name));
if (unknown.length > 0) {
  console.error(`No browser-test build named ${unknown.join(', ')}; the names are ${E2E_SITES.map((site) => site.name).join(', ')}.`);
  process.exit(1);
}

for (const site of E2E_SITES.filter((entry) => requested.length === 0 || requested.includes(entry.name))) {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(site.outDir)) {
    console.log(`Reusing ${site.outDir} (E2E_SKIP_BUILD=1)`);
    continue;
  }
  console.log(`Building ${site.name} into ${site.outDir} ...`);
  const started = Date.now();
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', site.outDir], {
    stdio: 'inherit',
    env: {...process.env, ...site.env},
  });
  if (result.status !== 0) {
    console.error(`Build of ${site.name} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`Built ${site.name} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
