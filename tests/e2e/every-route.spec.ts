// One visit of every route of tests/e2e/site-routes.ts, which is every route of the site,
// with all the checks a page owes on its own: served with exactly the headers of the
// build's _headers file (as Netlify or Cloudflare Pages would), it answers 200, hydrates,
// shows its heading, logs no error, has its Content-Security-Policy block nothing, stays
// within its first-load budget (tests/e2e/support/page-weight-budget.ts), and has no axe
// violation at desktop and phone width in either color mode (all four combinations on one
// route of each layout, ONE_ROUTE_PER_LAYOUT). No axe rule is disabled: a violation is
// fixed at its source. sitemap.spec.ts checks that the sitemap lists these routes.
//
// One load a route, at phone width in light mode: the other width is reached by resizing,
// as a reader who turns a tablet or widens a window reaches it, and dark mode by switching
// to it, as the color-mode toggle does. The first load's downloads are the same at either
// width. A fresh load in dark mode is the crash screen's test (a11y/axe.spec.ts) and
// color-mode.spec.ts's.
import {pageWeight} from '../../scripts/bench/page-weight';
import {ALL_FOUR, EACH_ONCE, VIEWPORTS, describeRuns, expectNoViolationsInRuns} from './a11y/sweep';
import {ONE_ROUTE_PER_LAYOUT, SITE_ROUTES} from './site-routes';
import {expectWithinPageWeightBudget} from './support/page-weight-budget';
import {loadUnderPolicy} from './support/route-load';
import {e2eSite} from './support/sites';
import {expect, serveBuildForFile, test} from './support/test';

const site = e2eSite('site');

// The build in local search mode, with its headers.
const server = serveBuildForFile({dir: site.outDir, applyHeadersFile: true});

const EVERY_COMBINATION = new Set(ONE_ROUTE_PER_LAYOUT.map((route) => route.path));

test.describe('every route loads under its headers, within its budget, with no error and no axe violation', () => {
  test.use({viewport: VIEWPORTS.phone});

  for (const route of SITE_ROUTES) {
    const runs = EVERY_COMBINATION.has(route.path) ? ALL_FOUR : EACH_ONCE;
    test(`${route.path}, ${describeRuns(runs)}`, async ({page, pageErrors}) => {
      // Up to four full axe runs; on the longest pages (config-reference: every sample's
      // tokens, tables and hover targets) each can take most of a minute on a busy machine.
      test.setTimeout(240_000);
      // The first axe run is on the page as loaded, while the network settles; the other
      // runs resize the page, which could load more, so they come after the weighing.
      const [asLoaded, ...changed] = runs;
      const {downloads, cspViolations} = await loadUnderPolicy(
        page,
        {siteUrl: server.url, buildDir: site.outDir},
        route.path,
        route.heading,
        () => expectNoViolationsInRuns(page, [asLoaded]),
      );
      expectWithinPageWeightBudget(route.path, pageWeight(route.path, downloads));
      await expectNoViolationsInRuns(page, changed);
      expect(await cspViolations(), 'blocked by the Content-Security-Policy').toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }
});
