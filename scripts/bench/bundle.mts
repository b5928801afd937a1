// Where the bytes of a first load go, from the bundler's own stats:
//
// Builds the site (`docusaurus build` with scripts/bench/bundle-stats.config.ts,
// the site's config plus a plugin that writes the client bundle's stats), then,
// for the first load of a few routes in Chromium (the offline worker blocked, as
// for a first visit), prints the files loaded and the modules of the loaded
// JavaScript by gzip size, one by one and by package. Each module is gzipped on
// its own (level 6), which over-counts against its file: gzip also finds repeats
// across the modules of a file. Last, it sorts the rules of the site's stylesheet
// into used, dark mode only, reached at run time, and unused by any page
// (scripts/bench/unused-css.ts). The figures go to bench-results/bundle-<date>.json.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {chromium} from '@playwright/test';

import {CHROME_FLAGS, CHROME_PATH} from '../../tests/e2e/support/chrome';
import {readCommandLine, wholeNumberOption} from '../commandLine';
import {serveBuild} from '../../tests/e2e/support/serve-build';
import {modulesOfFile, sizesByGroup, type BundleStats, type ModuleSize} from './bundle-modules';
import {statsFileOf} from './bundle-stats-path';
import {firstLoadGzip, measureFirstLoad, stableFileName, type PageWeight} from './page-weight';
import {formatTable, kib, writeResults} from './report';
import {findUnusedRules} from './unused-css';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const DEFAULT_ROUTES = [
  '/',
  '/docs/introduction',
  '/docs/guides/configuring-task',
  '/docs/api/index/variables/ExecTask',
  '/docs/getting-started/playground',
];

const USAGE = 'npm run bench:bundle [-- --out-dir build-bench/bundle --skip-build --top 30 --route /docs/x ...]';
const {values: options} = readCommandLine(USAGE, {
  options: {
    'out-dir': {type: 'string', default: 'build-bench/bundle'},
    'skip-build': {type: 'boolean', default: false},
    top: {type: 'string', default: '30'},
    route: {type: 'string', multiple: true},
  },
});
const routesToWeigh = options.route ?? DEFAULT_ROUTES;
const outDir = path.resolve(ROOT, options['out-dir']);
const statsFile = statsFileOf(outDir);
const top = wholeNumberOption(USAGE, 'top', options.top, 1);

if (options['skip-build'] && existsSync(statsFile)) {
  console.log(`Reusing ${path.relative(ROOT, outDir)} and its stats (--skip-build)\n`);
} else {
  console.log(`Building into ${path.relative(ROOT, outDir)} with the bundle stats plugin ...`);
  const result = spawnSync(
    'npx',
    ['docusaurus', 'build', '--config', 'scripts/bench/bundle-stats.config.ts', '--out-dir', outDir],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error(`docusaurus build failed (exit ${result.status}); its errors are above.`);
  if (!existsSync(statsFile)) throw new Error(`The build wrote no bundle stats at ${statsFile}.`);
}

const stats = JSON.parse(await readFile(statsFile, 'utf8')) as BundleStats;

/** Every file of the build under `dir` whose name ends with `extension`. */
async function filesOf(dir: string, extension: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true});
  return entries.filter((entry) => entry.endsWith(extension)).map((entry) => path.join(dir, entry));
}

const bytes = (value: number) => value.toLocaleString('en-US');

// First loads, and the modules of their JavaScript.
const server = await serveBuild({dir: outDir, applyHeadersFile: false, gzip: true});
const browser = await chromium.launch({executablePath: CHROME_PATH, args: [...CHROME_FLAGS]});
const routes: {route: string; weight: PageWeight; modules: ModuleSize[]}[] = [];
try {
  for (const route of routesToWeigh) {
    const weight = await measureFirstLoad(browser, {url: server.url, dir: outDir}, route);
    const modules = weight.files
      .filter((file) => file.kind === 'js')
      .flatMap((file) => modulesOfFile(stats, path.join(outDir, file.url.split('?')[0]), stableFileName(file.url)));
    routes.push({route, weight, modules});
  }
} finally {
  await browser.close();
  await server.close();
}

for (const {route, weight, modules} of routes) {
  console.log(`\n=== ${route}: first load ${kib(firstLoadGzip(weight.totals))} KiB gzip (HTML+JS+CSS)\n`);
  console.log(
    formatTable(
      ['file', 'kind', 'raw B', 'gzip B'],
      weight.files
        .filter((file) => file.kind !== 'prefetch')
        .map((file) => [
          file.kind === 'html' ? `${route} (page)` : stableFileName(file.url),
          file.kind,
          bytes(file.raw),
          bytes(file.gzip),
        ]),
    ),
  );
  const moduleGzip = modules.reduce((sum, module) => sum + module.gzip, 0);
  console.log(
    `\nJavaScript: ${bytes(weight.totals.js.gzip)} B gzip as files; its ${modules.length} modules gzipped one by one: ${bytes(moduleGzip)} B (over-counts: gzip finds no repeats across modules)\n`,
  );
  console.log(`Largest modules (top ${top})\n`);
  console.log(
    formatTable(
      ['module', 'package', 'file', 'minified B', 'gzip B'],
      [...modules]
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, top)
        .map((module) => [module.module, module.group, module.file, bytes(module.raw), bytes(module.gzip)]),
    ),
  );
  const concatenated = [...modules]
    .sort((a, b) => b.gzip - a.gzip)
    .filter((module) => module.concatenated)
    .slice(0, 3);
  for (const module of concatenated) {
    console.log(`\nInside ${module.module} (${bytes(module.gzip)} B gzip), by size before minification (top 10)\n`);
    console.log(
      formatTable(
        ['module', 'source B'],
        (module.concatenated ?? []).slice(0, 10).map((inner) => [inner.module, bytes(inner.size)]),
      ),
    );
  }
  console.log(
    `\nBy package or folder (top ${top}; a concatenated module shared among what it holds, by size before minification)\n`,
  );
  console.log(
    formatTable(
      ['package', 'modules', 'minified B', 'gzip B'],
      sizesByGroup(modules)
        .slice(0, top)
        .map((group) => [group.group, group.modules, bytes(group.raw), bytes(group.gzip)]),
    ),
  );
}

// The stylesheet against every built page.
const pages = await Promise.all((await filesOf(outDir, '.html')).map((file) => readFile(file, 'utf8')));
const scripts = await Promise.all(
  (await filesOf(path.join(outDir, 'assets', 'js'), '.js')).map((file) => readFile(file, 'utf8')),
);
const stylesheets = await filesOf(path.join(outDir, 'assets', 'css'), '.css');
const css = [];
for (const file of stylesheets) {
  const report = findUnusedRules(await readFile(file, 'utf8'), pages, scripts);
  const name = stableFileName(`/${path.relative(outDir, file)}`);
  css.push({file: name, ...report});
  console.log(
    `\n=== ${name}: ${bytes(report.stylesheetBytes)} B, ${bytes(report.stylesheetGzip)} B gzip, ${report.rules.length} rules, against ${pages.length} pages\n`,
  );
  const describe = {
    used: 'matches a page as loaded (a :hover or ::before rule counts when the element is there)',
    dark: 'matches a page in dark mode only',
    runtime:
      'matches no page, but the JavaScript names every class it needs (added at run time: menus, modals, states)',
    unused: 'needs a class, id, element or attribute value no page and no script has',
  } as const;
  console.log(
    formatTable(
      ['rules', 'count', 'bytes', 'what it means'],
      (Object.keys(describe) as (keyof typeof describe)[]).map((use) => [
        use,
        report.totals[use].rules,
        bytes(report.totals[use].bytes),
        describe[use],
      ]),
    ),
  );
  console.log(
    `\nWithout its unused rules the stylesheet is ${bytes(report.gzipWithoutUnused)} B gzip, ${bytes(report.stylesheetGzip - report.gzipWithoutUnused)} B less.\n`,
  );
  const unused = report.rules.filter((rule) => rule.use === 'unused').sort((a, b) => b.bytes - a.bytes);
  console.log(`Largest unused rules (top ${top} of ${unused.length})\n`);
  console.log(
    formatTable(
      ['selector', 'within', 'bytes', 'missing'],
      unused
        .slice(0, top)
        .map((rule) => [
          rule.selector.slice(0, 80),
          rule.within.join(' '),
          rule.bytes,
          rule.missing.join(' ').slice(0, 60),
        ]),
    ),
  );
}

const resultsFile = await writeResults('bundle', {
  date: new Date().toISOString(),
  gzipLevel: 6,
  note: 'Module gzip sizes are of each module alone and over-count against the gzip size of the file that holds them.',
  routes: routes.map(({route, weight, modules}) => ({
    route,
    firstLoadGzip: firstLoadGzip(weight.totals),
    totals: weight.totals,
    files: weight.files.map((file) => ({...file, url: stableFileName(file.url)})),
    modules: [...modules].sort((a, b) => b.gzip - a.gzip),
    packages: sizesByGroup(modules),
  })),
  css,
});
console.log(`\nResults: ${path.relative(ROOT, resultsFile)}`);
