// npm run bench:pages — how heavy and how fast this site's pages are, next to a
// fresh Docusaurus classic template of the same version built and served the same
// way in the same run (the machine is shared and noisy: only figures from one run
// compare). Prints tables and the targets met, and writes the figures as JSON to
// bench-results/. Takes 20–30 minutes.
//
// What the task-graph step costs the build: this site is built cold with it and without it
// (SKIP_TASK_GRAPHS=true: flagged samples get no graph or command output), in turns, each
// pair in the other order, so that a busy minute of the machine does not fall on one kind only.
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {availableParallelism, loadavg, tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {chromium} from '@playwright/test';

import {CHROME_FLAGS, CHROME_PATH} from '../../tests/e2e/support/chrome';
import {serveBuild} from '../../tests/e2e/support/serve-build';
import {e2eSite} from '../../tests/e2e/support/sites';
import {readCommandLine, wholeNumberOption} from '../commandLine';
import {coldBuild, createTemplateSite, DOCUSAURUS_VERSION} from './builds';
import {CATEGORIES, runLighthouse, type FormFactor, type LighthouseFigures} from './lighthouse';
import {firstLoadGzip, measureFirstLoad, measureSearchFirstUse, type LoadedFile, type PageWeight} from './page-weight';
import {
  checkTargets,
  formatTable,
  kib,
  spread,
  summarize,
  writeResults,
  type BenchPage,
  type FormFactorSummary,
  type PageScores,
} from './report';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Our routes, each with the template page it is compared with (home with home, the rest with its docs intro). */
const PAGES: BenchPage[] = [
  {route: '/', template: '/', kind: 'home'},
  {route: '/docs/introduction', template: '/docs/intro', kind: 'sample'},
  {route: '/docs/why-nadle', template: '/docs/intro', kind: 'docs'},
  {route: '/docs/api/index/', template: '/docs/intro', kind: 'docs'},
  {route: '/blog', template: '/docs/intro', kind: 'docs'},
  {route: '/search', template: '/docs/intro', kind: 'docs'},
];
const TEMPLATE_ROUTES = [...new Set(PAGES.map((page) => page.template))];
/**
 * Pages with typed samples or task graphs (the heaviest first), and the playground before
 * Start, weighed but not run through Lighthouse.
 */
const SAMPLE_ROUTES = [
  '/docs/config-reference',
  '/docs/guides/registering-task',
  '/docs/guides/configuring-task',
  '/docs/guides/defining-task',
  '/docs/api/index/variables/tasks',
  '/docs/getting-started/playground',
];
const FORM_FACTORS: readonly FormFactor[] = ['mobile', 'desktop'];

const USAGE = `npm run bench:pages [-- options]
  --build-pairs N     cold builds of this site with and without the task-graph step (default 2 of each)
  --runs N            Lighthouse runs per page and form factor (default 3; 0 skips Lighthouse)
  --template-dir DIR  reuse a template created and installed by an earlier run
  --site-dir DIR      benchmark another checkout of this site (default: this one)
  --keep              keep the temporary folder (builds, template, logs)
  --baseline FILE     a results JSON of an earlier run (bench-results/): prints each page's
                      first-load growth against it`;
const {values: options} = readCommandLine(USAGE, {
  options: {
    runs: {type: 'string', default: '3'},
    'build-pairs': {type: 'string', default: '2'},
    'template-dir': {type: 'string'},
    'site-dir': {type: 'string', default: ROOT},
    keep: {type: 'boolean', default: false},
    baseline: {type: 'string'},
  },
});
const runs = wholeNumberOption(USAGE, 'runs', options.runs, 0);
const buildPairs = wholeNumberOption(USAGE, 'build-pairs', options['build-pairs'], 1);

const log = (message: string) => console.log(`[bench:pages] ${message}`);
/** The machine's load average over the last 1, 5 and 15 minutes (it is shared: the figures need it). */
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const loadAtStart = load();
log(`Load average: ${loadAtStart}`);
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

const workDir = await mkdtemp(path.join(tmpdir(), 'nadle-bench-pages-'));
const logFile = path.join(workDir, 'commands.log');
log(`Working in ${workDir} (command output: ${logFile})`);

// The public site as deployed: local search, no analytics, no test fixture pages.
const siteEnv = {...process.env, ...e2eSite('site').env, TEST_PAGES: 'false'};
const ourDocsearch = (
  JSON.parse(await readFile(path.join(ROOT, 'node_modules/@docsearch/react/package.json'), 'utf8')) as {
    version: string;
  }
).version;

const templateDir = options['template-dir'] ?? path.join(workDir, 'template');
if (!options['template-dir']) {
  log(`Creating the classic template of Docusaurus ${DOCUSAURUS_VERSION} and installing it from the registry ...`);
  await createTemplateSite(templateDir, {logFile, pinnedPackages: {'@docsearch/react': ourDocsearch}});
  log(`Template ready (${elapsed()})`);
}

const siteBuild = path.join(workDir, 'site-build');
const noGraphsBuild = path.join(workDir, 'site-build-no-task-graphs');
const templateBuild = path.join(workDir, 'template-build');
const buildSeconds = {withTaskGraphs: [] as number[], withoutTaskGraphs: [] as number[]};
for (let pair = 0; pair < buildPairs; pair++) {
  const kinds =
    pair % 2 === 0
      ? (['withTaskGraphs', 'withoutTaskGraphs'] as const)
      : (['withoutTaskGraphs', 'withTaskGraphs'] as const);
  for (const kind of kinds) {
    const withGraphs = kind === 'withTaskGraphs';
    const label = `Cold build of this site ${withGraphs ? 'with' : 'without'} the task-graph step (${pair + 1}/${buildPairs})`;
    log(`${label} ...`);
    const seconds = await coldBuild({
      siteDir: options['site-dir'],
      outDir: withGraphs ? siteBuild : noGraphsBuild,
      env: withGraphs ? siteEnv : {...siteEnv, SKIP_TASK_GRAPHS: 'true'},
      logFile,
    });
    buildSeconds[kind].push(seconds);
    log(`${label}: ${seconds.toFixed(1)} s (load average ${load()})`);
  }
}
await rm(noGraphsBuild, {recursive: true, force: true});
const withGraphsSummary = summarize(buildSeconds.withTaskGraphs);
const withoutGraphsSummary = summarize(buildSeconds.withoutTaskGraphs);
const siteBuildSeconds = withGraphsSummary.median;
log('Cold build of the template ...');
const templateBuildSeconds = await coldBuild({siteDir: templateDir, outDir: templateBuild, env: siteEnv, logFile});
log(`Cold build of the template: ${templateBuildSeconds.toFixed(1)} s`);

// Both served gzip-compressed, as static hosts do; this site also with the headers it ships.
const siteServer = await serveBuild({dir: siteBuild, applyHeadersFile: true, gzip: true});
const templateServer = await serveBuild({dir: templateBuild, applyHeadersFile: false, gzip: true});
const browser = await chromium.launch({executablePath: CHROME_PATH, args: [...CHROME_FLAGS]});

const siteWeights: Record<string, PageWeight> = {};
const templateWeights: Record<string, PageWeight> = {};
let searchFirstUse: PageWeight | {error: string} | undefined;
try {
  log('Measuring first loads ...');
  const site = {url: siteServer.url, dir: siteBuild};
  const template = {url: templateServer.url, dir: templateBuild};
  for (const route of [...PAGES.map((page) => page.route), ...SAMPLE_ROUTES])
    siteWeights[route] = await measureFirstLoad(browser, site, route);
  for (const route of TEMPLATE_ROUTES) templateWeights[route] = await measureFirstLoad(browser, template, route);
  try {
    searchFirstUse = await measureSearchFirstUse(browser, site, '/docs/introduction');
  } catch (error) {
    searchFirstUse = {error: String(error)};
  }
} finally {
  await browser.close();
}

type RunsByFormFactor = Partial<Record<FormFactor, LighthouseFigures[]>>;
const siteRuns: Record<string, RunsByFormFactor> = {};
const templateRuns: Record<string, RunsByFormFactor> = {};
if (runs > 0) {
  // Our pages and the template's alternate, and each run starts at a different
  // page, so that a busy minute on the machine does not fall on one site only.
  const ours = PAGES.map((page) => ({
    site: 'site',
    route: page.route,
    url: `${siteServer.url}${page.route}`,
    into: siteRuns,
  }));
  const theirs = TEMPLATE_ROUTES.map((route) => ({
    site: 'template',
    route,
    url: `${templateServer.url}${route}`,
    into: templateRuns,
  }));
  const interleaved = ours.flatMap((target, index) => (theirs[index] ? [target, theirs[index]] : [target]));
  const total = runs * FORM_FACTORS.length * interleaved.length;
  let done = 0;
  for (let run = 0; run < runs; run++) {
    const order = [...interleaved.slice(run % interleaved.length), ...interleaved.slice(0, run % interleaved.length)];
    for (const formFactor of FORM_FACTORS) {
      for (const target of order) {
        const figures = await runLighthouse(target.url, formFactor, path.join(workDir, `lighthouse-${done}.json`));
        ((target.into[target.route] ??= {})[formFactor] ??= []).push(figures);
        done++;
        log(
          `Lighthouse ${done}/${total}: ${target.site} ${target.route} ${formFactor} performance ${figures.scores.performance} (${elapsed()})`,
        );
      }
    }
  }
}
await siteServer.close();
await templateServer.close();

/** Median and spread of every figure of the Lighthouse runs of one page. */
function summarizeRuns(byFormFactor: RunsByFormFactor): PageScores {
  const summary = {} as PageScores;
  for (const formFactor of FORM_FACTORS) {
    const list = byFormFactor[formFactor] ?? [];
    summary[formFactor] = {
      ...(Object.fromEntries(
        CATEGORIES.map((category) => [category, summarize(list.map((run) => run.scores[category]))]),
      ) as Pick<FormFactorSummary, (typeof CATEGORIES)[number]>),
      lcp: summarize(list.map((run) => run.lcp)),
      tbt: summarize(list.map((run) => run.tbt)),
      cls: summarize(list.map((run) => run.cls)),
      benchmarkIndex: summarize(list.map((run) => run.benchmarkIndex)),
      failedAudits: Object.fromEntries(
        CATEGORIES.slice(1).map((category) => [
          category,
          [...new Set(list.flatMap((run) => run.failedAudits[category]))],
        ]),
      ),
    };
  }
  return summary;
}
const siteScores = Object.fromEntries(Object.entries(siteRuns).map(([route, value]) => [route, summarizeRuns(value)]));
const templateScores = Object.fromEntries(
  Object.entries(templateRuns).map(([route, value]) => [route, summarizeRuns(value)]),
);

// ---- Report ----
const weightRows = [
  ...PAGES.map((page): [string, string, PageWeight] => ['site', page.route, siteWeights[page.route]]),
  ...TEMPLATE_ROUTES.map((route): [string, string, PageWeight] => ['template', route, templateWeights[route]]),
].map(([site, route, weight]) => {
  const t = weight.totals;
  const searchFiles = weight.files.filter(
    (file) =>
      file.markers.some((marker) => /search engine|DocSearch modal/.test(marker)) ||
      (file.kind === 'data' && /search/i.test(file.url)),
  );
  return [
    site,
    route,
    `${kib(t.html.raw)} / ${kib(t.html.gzip)}`,
    `${kib(t.js.raw)} / ${kib(t.js.gzip)} (${t.js.count})`,
    `${kib(t.css.raw)} / ${kib(t.css.gzip)} (${t.css.count})`,
    kib(firstLoadGzip(t)),
    t.font.count ? `${t.font.count}: ${kib(t.font.raw)}` : '0',
    `${kib(t.prefetch.gzip)} (${t.prefetch.count})`,
    t.data.count ? `${t.data.count}: ${kib(t.data.gzip)}` : '0',
    searchFiles.length ? `YES: ${searchFiles.map((file) => `${file.url} (${kib(file.gzip)})`).join(' ')}` : 'no',
    weight.external.length ? weight.external.join(' ') : 'none',
  ];
});

console.log(`\nFirst load, cold cache, until hydrated and network idle (KiB, raw / gzip; (n) = files)\n`);
console.log(
  formatTable(
    [
      'site',
      'page',
      'HTML',
      'JS',
      'CSS',
      'HTML+JS+CSS gz',
      'fonts',
      'prefetched gz',
      'data gz',
      'search code',
      'other hosts',
    ],
    weightRows,
  ),
);

console.log('\nLargest first-load scripts of a docs page (KiB gzip; what they hold)');
for (const [name, weight] of [
  ['site /docs/introduction', siteWeights['/docs/introduction']],
  ['template /docs/intro', templateWeights['/docs/intro']],
] as const) {
  const largest = weight.files
    .filter((file) => file.kind === 'js')
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 3)
    .map(
      (file: LoadedFile) =>
        `${file.url} ${kib(file.gzip)}${file.markers.length ? ` [${file.markers.join(', ')}]` : ''}`,
    );
  console.log(`  ${name}: ${largest.join('; ')}`);
}

if (options.baseline) {
  const baseline = JSON.parse(await readFile(options.baseline, 'utf8')) as {
    firstLoad: {site: Record<string, PageWeight>};
    date: string;
  };
  const firstLoad = (weight: PageWeight) => weight.totals.html.gzip + weight.totals.js.gzip + weight.totals.css.gzip;
  console.log(`\nFirst-load growth against ${options.baseline} (${baseline.date}), HTML+JS+CSS gzip\n`);
  const rows = Object.entries(siteWeights).map(([route, weight]) => {
    const before = baseline.firstLoad.site[route];
    if (!before) return [route, '-', kib(firstLoad(weight)), 'not in the baseline'];
    const growth = firstLoad(weight) - firstLoad(before);
    return [route, kib(firstLoad(before)), kib(firstLoad(weight)), `${growth >= 0 ? '+' : ''}${growth} B`];
  });
  console.log(formatTable(['page', 'before KiB', 'after KiB', 'growth'], rows));
}

if (searchFirstUse) {
  console.log('\nFirst use of search on /docs/introduction (hover the button, Ctrl+K, type "install"):');
  if ('error' in searchFirstUse) console.log(`  could not be measured: ${searchFirstUse.error.split('\n')[0]}`);
  else {
    const t = searchFirstUse.totals;
    console.log(
      `  adds JS ${kib(t.js.raw)} / ${kib(t.js.gzip)} KiB (${t.js.count} files), CSS ${kib(t.css.gzip)} KiB gz, data ${kib(t.data.raw)} / ${kib(t.data.gzip)} KiB (${t.data.count} files)`,
    );
  }
}

if (runs > 0) {
  for (const formFactor of FORM_FACTORS) {
    console.log(`\nLighthouse ${formFactor}, median (min–max) of ${runs} runs\n`);
    const rows = [
      ...PAGES.map((page): [string, string, FormFactorSummary] => [
        'site',
        page.route,
        siteScores[page.route][formFactor],
      ]),
      ...TEMPLATE_ROUTES.map((route): [string, string, FormFactorSummary] => [
        'template',
        route,
        templateScores[route][formFactor],
      ]),
    ].map(([site, route, figures]) => [
      site,
      route,
      spread(figures.performance),
      spread(figures.accessibility),
      spread(figures['best-practices']),
      spread(figures.seo),
      spread(figures.lcp),
      spread(figures.tbt),
      spread(figures.cls, (value) => value.toFixed(3)),
    ]);
    console.log(formatTable(['site', 'page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS'], rows));
  }
}

const seconds = (value: number) => value.toFixed(1);
const graphStep = withGraphsSummary.median - withoutGraphsSummary.median;
console.log(`\nCold build (wall clock, caches removed; median (min–max) of ${buildPairs}, built in turns)\n`);
console.log(
  formatTable(
    ['build', 'seconds', 'runs'],
    [
      ['site', spread(withGraphsSummary, seconds), buildSeconds.withTaskGraphs.map(seconds).join(', ')],
      [
        'site without the task-graph step',
        spread(withoutGraphsSummary, seconds),
        buildSeconds.withoutTaskGraphs.map(seconds).join(', '),
      ],
      ['template', seconds(templateBuildSeconds), seconds(templateBuildSeconds)],
    ],
  ),
);
console.log(
  `The task-graph step: ${graphStep >= 0 ? '+' : ''}${seconds(graphStep)} s (${((graphStep / withoutGraphsSummary.median) * 100).toFixed(0)} % of the build without it). ` +
    `Load average at the start: ${loadAtStart}; at the end: ${load()} (${availableParallelism()} cores).`,
);

const targets = checkTargets({
  pages: PAGES,
  weighedPages: SAMPLE_ROUTES.map((route) => ({route, kind: 'sample' as const})),
  siteWeights,
  siteScores,
  templateScores,
});
console.log('\nTargets\n');
console.log(
  formatTable(
    ['', 'target', 'figures'],
    targets.map((target) => [target.met ? 'MET' : 'NOT MET', target.name, target.detail]),
  ),
);

const resultsFile = await writeResults('pages', {
  date: new Date().toISOString(),
  docusaurus: DOCUSAURUS_VERSION,
  lighthouseRuns: runs,
  pages: PAGES,
  builds: {
    siteSeconds: siteBuildSeconds,
    siteRuns: buildSeconds.withTaskGraphs,
    withoutTaskGraphsSeconds: withoutGraphsSummary.median,
    withoutTaskGraphsRuns: buildSeconds.withoutTaskGraphs,
    templateSeconds: templateBuildSeconds,
    loadAverage: {start: loadAtStart, end: load()},
  },
  firstLoad: {site: siteWeights, template: templateWeights, searchFirstUse},
  lighthouse: {site: siteScores, template: templateScores},
  targets,
});
console.log(`\nFigures written to ${path.relative(process.cwd(), resultsFile)} (${elapsed()} in all)`);

if (!options.keep) await rm(workDir, {recursive: true, force: true});
