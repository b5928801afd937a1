// Measures the first-load weight of every route of tests/e2e/site-routes.ts on
// the browser-test build (build-e2e/site, made by `npm run test:e2e`) and prints the
// figures the budget test compares with; `--write` writes them, each budget
// today's figure plus a small margin (never above the budget it had), to
// tests/budgets/page-weight.json.
// Raising a budget is a reviewed hand edit of that file, committed with the change
// that needs the bytes and the reason.
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {chromium} from '@playwright/test';

import {SITE_ROUTES} from '../../tests/e2e/site-routes';
import {CHROME_FLAGS, CHROME_PATH} from '../../tests/e2e/support/chrome';
import {serveBuild} from '../../tests/e2e/support/serve-build';
import {e2eSite} from '../../tests/e2e/support/sites';
import {firstLoadGzip, measureFirstLoad, stableFileName} from './page-weight';
import {readCommandLine} from '../commandLine';
import {formatTable} from './report';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUDGET_FILE = path.join(ROOT, 'tests/budgets/page-weight.json');
/** Room above today's figure: 2 %, rounded up to the next 100 bytes. */
const withMargin = (bytes: number) => Math.ceil((bytes * 1.02) / 100) * 100;

const USAGE = 'npx tsx scripts/bench/page-weight-budgets.mts [--dir build-e2e/site] [--write]';
const {values: options} = readCommandLine(USAGE, {
  options: {
    dir: {type: 'string', default: e2eSite('site').outDir},
    write: {type: 'boolean', default: false},
  },
});
const dir = path.resolve(ROOT, options.dir);

const server = await serveBuild({dir, applyHeadersFile: false});
const browser = await chromium.launch({executablePath: CHROME_PATH, args: [...CHROME_FLAGS]});
const routes: Record<string, {budget: number; html: number; js: number; css: number}> = {};
const files: Record<string, number> = {};
try {
  for (const route of SITE_ROUTES) {
    const weight = await measureFirstLoad(browser, {url: server.url, dir}, route.path);
    const {html, js, css} = weight.totals;
    routes[route.path] = {
      budget: withMargin(firstLoadGzip(weight.totals)),
      html: html.gzip,
      js: js.gzip,
      css: css.gzip,
    };
    for (const file of weight.files) {
      if (file.kind === 'js' || file.kind === 'css') files[stableFileName(file.url)] = file.gzip;
    }
  }
} finally {
  await browser.close();
  await server.close();
}

console.log(
  formatTable(
    ['route', 'HTML gz', 'JS gz', 'CSS gz', 'total gz', 'budget'],
    Object.entries(routes).map(([route, figures]) => [
      route,
      figures.html,
      figures.js,
      figures.css,
      figures.html + figures.js + figures.css,
      figures.budget,
    ]),
  ),
);

if (options.write) {
  // Budgets only go down here: a route keeps its budget when today's figure plus the margin
  // is above it. Raising one is a hand edit, committed with the feature that needs it.
  const current = JSON.parse(await readFile(BUDGET_FILE, 'utf8').catch(() => '{}')) as {
    routes?: Record<string, {budget: number}>;
  };
  for (const [route, figures] of Object.entries(routes)) {
    const budget = current.routes?.[route]?.budget;
    if (budget !== undefined && budget < figures.budget) figures.budget = budget;
  }
  const sortedFiles = Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
  const content = {
    $comment: [
      'First-load budgets the route sweep (tests/e2e/every-route.spec.ts) checks: per route, the most HTML+JS+CSS (gzip bytes) it may load before it is interactive.',
      'html/js/css and files are the figures when the budgets were set (files: each script and stylesheet, by name without content hash), so that a failure names what grew.',
      'Measured on the browser-test build (npm run test:e2e; it has the fixture pages of tests/pages/). Regenerate with: npx tsx scripts/bench/page-weight-budgets.mts --write',
    ],
    routes,
    files: sortedFiles,
  };
  await writeFile(BUDGET_FILE, `${JSON.stringify(content, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(process.cwd(), BUDGET_FILE)}`);
}
