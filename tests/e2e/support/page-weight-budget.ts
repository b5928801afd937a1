// First-load weight of a route against the budgets of tests/budgets/page-weight.json:
// the HTML, scripts and stylesheets a page downloads before it is interactive (entry
// scripts, stylesheets and route chunks), gzip, counted by the page benchmark's own
// code (scripts/bench/page-weight.ts). Bytes are deterministic, so unlike timings
// they can fail a test. A route over its budget fails, naming the files that grew
// since the budgets were set; a feature that needs more raises the budget in a
// reviewed change. The route sweep (tests/e2e/every-route.spec.ts) records each
// route's downloads during the visit it makes anyway, in a fresh browser context
// with an empty cache, from navigation until the page has hydrated and the network is idle.
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {expect} from '@playwright/test';

import {firstLoadGzip, stableFileName, type PageWeight} from '../../../scripts/bench/page-weight';

const BUDGET_FILE = 'tests/budgets/page-weight.json';

interface RouteFigures {
  /** The most HTML+JS+CSS gzip bytes the route may load before it is interactive. */
  budget: number;
  /** The route's figures when the budget was set, gzip bytes. */
  html: number;
  js: number;
  css: number;
}

interface PageWeightBudgets {
  routes: Record<string, RouteFigures>;
  /** Gzip bytes of each script and stylesheet when the budgets were set, by name without content hash. */
  files: Record<string, number>;
}

const budgets = JSON.parse(
  readFileSync(path.join(__dirname, '../../budgets/page-weight.json'), 'utf8'),
) as PageWeightBudgets;

/** What grew since the budgets were set, largest growth first: "assets/js/main.js 40120 → 41980 B (+1860)". */
function growth(route: string, weight: PageWeight): string[] {
  const changes: {growth: number; text: string}[] = [];
  for (const file of weight.files) {
    if (file.kind === 'html') {
      const before = budgets.routes[route]?.html;
      if (before !== undefined && file.gzip > before) {
        changes.push({
          growth: file.gzip - before,
          text: `the page's HTML ${before} → ${file.gzip} B (+${file.gzip - before})`,
        });
      }
      continue;
    }
    if (file.kind !== 'js' && file.kind !== 'css') continue;
    const name = stableFileName(file.url);
    const before = budgets.files[name];
    if (before === undefined) changes.push({growth: file.gzip, text: `${name} ${file.gzip} B (new)`});
    else if (file.gzip > before)
      changes.push({growth: file.gzip - before, text: `${name} ${before} → ${file.gzip} B (+${file.gzip - before})`});
  }
  return changes.sort((a, b) => b.growth - a.growth).map((change) => change.text);
}

/** Prints the route's first-load figures and fails when the route has no budget or is over it. */
export function expectWithinPageWeightBudget(route: string, weight: PageWeight): void {
  const {html, js, css} = weight.totals;
  const total = firstLoadGzip(weight.totals);
  const budget = budgets.routes[route];
  console.log(
    `[page weight] ${route}: HTML ${html.gzip} + JS ${js.gzip} (${js.count} files) + CSS ${css.gzip} (${css.count}) = ${total} B gzip` +
      (budget ? ` (budget ${budget.budget})` : ''),
  );
  expect(budget, `${route} has no budget: add it to ${BUDGET_FILE} (today's figure: ${total} B gzip)`).toBeDefined();
  const grown = growth(route, weight);
  expect(
    total,
    `${route} loads ${total} B gzip of HTML, JS and CSS before it is interactive, over its budget of ${budget.budget} B. ` +
      `Grown since the budgets were set: ${grown.length ? grown.join('; ') : 'no single file (many small changes)'}. ` +
      `If the growth is intended, raise the budget of ${route} (and the figures of the files that grew) in ${BUDGET_FILE}.`,
  ).toBeLessThanOrEqual(budget.budget);
}
