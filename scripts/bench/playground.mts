// Measures the in-page playground of /docs/getting-started/playground on a production
// build (served gzip with its _headers, the offline worker blocked as for a first
// visit): what the page loads before it is started, the bytes of each part that
// Start loads, and the median time from the click on Start to a usable editor, to
// the first plan and to the first TypeScript diagnostics.
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {chromium, type Browser} from '@playwright/test';

import {CHROME_FLAGS, CHROME_PATH} from '../../tests/e2e/support/chrome';
import {HYDRATED} from '../../tests/e2e/support/page';
import {serveBuild} from '../../tests/e2e/support/serve-build';
import {measureFirstLoad, recordDownloads, stableFileName, type LoadedFile} from './page-weight';
import {readCommandLine, wholeNumberOption} from '../commandLine';
import {formatTable, summarize} from './report';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ROUTE = '/docs/getting-started/playground';

const USAGE = 'npm run build && npm run bench:playground [-- --dir build --runs 5]';
const {values: options} = readCommandLine(USAGE, {
  options: {
    dir: {type: 'string', default: 'build'},
    runs: {type: 'string', default: '5'},
  },
});
const dir = path.resolve(ROOT, options.dir);
const runs = wholeNumberOption(USAGE, 'runs', options.runs, 1);

/** The part of the playground a downloaded file belongs to, from its name or its contents. */
function partOf(file: LoadedFile, text: string): string {
  if (/playground-typescript\./.test(file.url)) return 'TypeScript compiler (saved on first use)';
  if (/playground-typescript-worker\./.test(file.url)) return 'TypeScript worker with the .d.ts files';
  if (/playground-realm\./.test(file.url)) return 'realm worker (sucrase, sval, the model), fetched as text';
  if (/cm-content|nadle-playground-/.test(text)) return 'editor with the playground UI';
  return `other (${file.kind})`;
}

interface Run {
  editor: number;
  plan: number;
  diagnostics: number;
  files: LoadedFile[];
}

async function measureRun(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext({serviceWorkers: 'block'});
  const page = await context.newPage();
  try {
    await page.goto(`${url}${ROUTE}`);
    await page.locator(HYDRATED).waitFor({state: 'attached', timeout: 30_000});
    await page.waitForLoadState('networkidle');
    let times = {editor: 0, plan: 0, diagnostics: 0};
    const {files} = await recordDownloads(page, url, dir, async () => {
      const start = Date.now();
      await page.getByRole('button', {name: 'Start the playground'}).click();
      const editor = page
        .getByRole('textbox', {name: 'Contents of nadle.config.ts'})
        .waitFor({timeout: 60_000})
        .then(() => Date.now() - start);
      const plan = page
        .getByText('> Task goodbye')
        .first()
        .waitFor({timeout: 60_000})
        .then(() => Date.now() - start);
      const diagnostics = page
        .getByText('TypeScript: no problems in nadle.config.ts.')
        .waitFor({timeout: 120_000})
        .then(() => Date.now() - start);
      const [editorMs, planMs, diagnosticsMs] = await Promise.all([editor, plan, diagnostics]);
      times = {editor: editorMs, plan: planMs, diagnostics: diagnosticsMs};
      // Everything Start loads has arrived once the compiler has answered; a moment more
      // for late responses. (Not 'networkidle': the realm's sandboxed srcdoc frame never
      // reports it to Playwright.)
      await page.waitForTimeout(1000);
    });
    return {...times, files};
  } finally {
    await context.close();
  }
}

const server = await serveBuild({dir, applyHeadersFile: true, gzip: true});
const browser = await chromium.launch({executablePath: CHROME_PATH, args: [...CHROME_FLAGS]});
try {
  const before = await measureFirstLoad(browser, {url: server.url, dir}, ROUTE);
  console.log(
    `First load of ${ROUTE} before Start: ${before.totals.html.gzip + before.totals.js.gzip + before.totals.css.gzip} B gzip (HTML+JS+CSS)\n`,
  );

  const results: Run[] = [];
  for (let run = 0; run < runs; run++) results.push(await measureRun(browser, server.url));

  const parts = new Map<string, {raw: number; gzip: number; files: string[]}>();
  const {readFile} = await import('node:fs/promises');
  for (const file of results[0].files) {
    const text = await readFile(path.join(dir, file.url.split('?')[0]))
      .then((body) => body.toString('latin1'))
      .catch(() => '');
    const part = partOf(file, text);
    const sum = parts.get(part) ?? {raw: 0, gzip: 0, files: []};
    parts.set(part, {
      raw: sum.raw + file.raw,
      gzip: sum.gzip + file.gzip,
      files: [...sum.files, stableFileName(file.url)],
    });
  }
  console.log('What Start loads (first run)\n');
  console.log(
    formatTable(
      ['part', 'files', 'raw B', 'gzip B'],
      [...parts].map(([part, sum]) => [part, sum.files.join(' '), sum.raw, sum.gzip]),
    ),
  );
  const line = (name: string, values: number[]) => {
    const {median, min, max} = summarize(values);
    return [name, median, min, max];
  };
  console.log(`\nFrom the click on Start, ms over ${runs} runs\n`);
  console.log(
    formatTable(
      ['until', 'median', 'min', 'max'],
      [
        line(
          'usable editor',
          results.map((run) => run.editor),
        ),
        line(
          'first plan',
          results.map((run) => run.plan),
        ),
        line(
          'first TypeScript diagnostics',
          results.map((run) => run.diagnostics),
        ),
      ],
    ),
  );
} finally {
  await browser.close();
  await server.close();
}
