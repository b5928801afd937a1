// Docs for coding agents: every docs, API and blog post route of the site's
// route list (site-routes.ts) has a Markdown twin at its route plus ".md", llms.txt links
// each twin, and search engines are kept to the HTML pages.
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {fromHtml} from 'hast-util-from-html';
import {selectAll} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import {fromMarkdown} from 'mdast-util-from-markdown';

import {expect, test} from './support/test';

import {
  anchorOf,
  CONFIGURE_HEADER,
  CONFIGURE_OPTIONS,
  configureOptionsTable,
  findReferenceOption,
  GLANCE_HEADER,
  glanceRowCells,
  optionTableCells,
  type ReferenceOption,
} from '../../plugins/flag-tables/tables';
import {headersForPath, parseHeadersFile} from '../../plugins/security-headers/headersFile';
import {markdownTwinPath} from '../../src/data/markdownTwin';
import {recordedCommand} from './support/recordings';
import {E2E_SITES} from './support/sites';
import {SITE_ROUTES} from './site-routes';

const site = E2E_SITES.find((entry) => entry.name === 'site')!;
const SITE_URL = 'https://nadle.dev';

/** Lists of posts, tags and authors are indexes, not pages with content of their own: they have no twin. */
const isPageWithTwin = (route: string) =>
  route.startsWith('/docs/') ||
  (/^\/blog\/[^/]+$/.test(route) && !['/blog/archive', '/blog/authors', '/blog/tags'].includes(route));
const TWIN_ROUTES = SITE_ROUTES.map((route) => route.path).filter(isPageWithTwin);

test('the docs, API and blog post routes are all there to check', () => {
  expect(TWIN_ROUTES).toContain('/docs/api/index/');
  expect(TWIN_ROUTES).toContain('/blog/release-v0-5-0');
  expect(TWIN_ROUTES.filter((route) => route.startsWith('/docs/api/')).length).toBeGreaterThan(30);
});

test('every docs, API and blog post route has a Markdown twin that starts with its heading', async ({request}) => {
  const problems: string[] = [];
  for (const route of SITE_ROUTES.filter((entry) => isPageWithTwin(entry.path))) {
    const response = await request.get(markdownTwinPath(route.path).slice(1));
    if (!response.ok()) {
      problems.push(`${markdownTwinPath(route.path)}: HTTP ${response.status()}`);
      continue;
    }
    const markdown = await response.text();
    const title = /^# (.+)$/m.exec(markdown)?.[1] ?? '';
    // Markdown escapes "<" in a title such as "Task<Options>".
    const plainTitle = title.replaceAll('\\', '');
    if (!markdown.startsWith('# ')) problems.push(`${markdownTwinPath(route.path)}: does not start with a "# " title`);
    if (typeof route.heading === 'string' ? plainTitle !== route.heading : !route.heading.test(plainTitle)) {
      problems.push(
        `${markdownTwinPath(route.path)}: title "${plainTitle}" is not the page heading ${String(route.heading)}`,
      );
    }
    if (/<(div|span|nav|footer|script)\b/.test(markdown.replace(/```[\s\S]*?```/g, '')))
      problems.push(`${markdownTwinPath(route.path)}: has HTML tags`);
  }
  expect(problems).toEqual([]);
});

test('llms.txt has the title, a summary and the three sections, and links the twin of every docs, API and blog post route', async ({
  request,
}) => {
  const response = await request.get('llms.txt');
  expect(response.ok()).toBe(true);
  const llms = await response.text();
  expect(llms.startsWith('# Nadle\n\n> ')).toBe(true);
  const sections = llms.match(/^## .+$/gm);
  expect(sections).toEqual(['## Docs', '## API Reference', '## Blog']);
  const linked = [...llms.matchAll(/^- \[[^\]]+\]\((\S+)\)(: \S.*)?$/gm)].map((match) => match[1]);
  const missing = TWIN_ROUTES.map((route) => `${SITE_URL}${markdownTwinPath(route)}`).filter(
    (url) => !linked.includes(url),
  );
  expect(missing, 'twins that llms.txt does not link').toEqual([]);
  // Docs in sidebar order: the sidebar starts with Why Nadle?, then Introduction.
  expect(linked.indexOf(`${SITE_URL}/docs/why-nadle.md`)).toBeLessThan(
    linked.indexOf(`${SITE_URL}/docs/introduction.md`),
  );
  expect(llms).toMatch(/^### Interfaces$/m);
});

test('llms-full.txt holds every docs page in sidebar order, then the API reference, and no blog post', async ({
  request,
}) => {
  const full = await (await request.get('llms-full.txt')).text();
  const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((match) => match[1].slice(SITE_URL.length));
  expect(sources[0]).toBe('/docs/why-nadle');
  expect(sources[1]).toBe('/docs/introduction');
  const firstApi = sources.findIndex((route) => route.startsWith('/docs/api/'));
  expect(firstApi).toBeGreaterThan(0);
  expect(sources.slice(firstApi).every((route) => route.startsWith('/docs/api/'))).toBe(true);
  const docsRoutes = TWIN_ROUTES.filter((route) => route.startsWith('/docs/')).map((route) => route.replace(/\/$/, ''));
  expect(sources.map((route) => route.replace(/\/$/, '')).sort()).toEqual([...docsRoutes].sort());
  expect(full).toContain('# Interface: TaskConfiguration\n');
});

test('a flagged sample’s twin has its task graph as an edge list and each command’s terminal with its exit code', async ({
  request,
}) => {
  const twin = await (await request.get('docs/concepts/task.md')).text();
  const full = await (await request.get('llms-full.txt')).text();
  // The page's part of llms-full.txt: from its Source line to the next page's rule.
  const fromSource = full.slice(full.indexOf(`Source: ${SITE_URL}/docs/concepts/task\n`));
  const inFull = fromSource.slice(0, fromSource.indexOf('\n---\n'));
  expect(inFull).toMatch(/^Source: /);
  // The sample of Dependency and dependent: build depends on lint, test and compile.
  const edges = ['  lint → build', '  test → build', '  compile → build'];
  // What Nadle 0.5.1 printed for it (tests/nadle-recordings/projects/page-concepts-task).
  const recording = recordedCommand('page-concepts-task', '--dry-run build');
  const printed = [...recording.stdout, ...recording.stderr].join('\n').replace(/\n+$/, '');
  for (const markdown of [twin, inFull]) {
    const graph =
      /```text\nTask graph of nadle --dry-run build\. A → B: B waits for A to finish\.\n([\s\S]*?)\n```/.exec(markdown);
    const lines = graph?.[1].split('\n') ?? [];
    const arrowsAt = lines.indexOf('Arrows:');
    expect(lines[0]).toBe('Tasks:');
    expect(lines.slice(1, arrowsAt).sort()).toEqual([
      '  build (named in the command)',
      '  compile',
      '  lint',
      '  test',
    ]);
    expect(lines.slice(arrowsAt + 1).sort()).toEqual([...edges].sort());
    expect(markdown).toContain(
      `_$ nadle --dry-run build_\n\n\`\`\`text\n${printed}\n\`\`\`\n\nExit code ${recording.exitCode}.`,
    );
  }
});

test('the twins are kept out of the sitemap and marked noindex, and robots.txt names the sitemap and llms.txt', async ({
  request,
}) => {
  const sitemap = readFileSync(path.join(site.outDir, 'sitemap.xml'), 'utf8');
  expect(sitemap).not.toMatch(/\.md</);
  expect(sitemap).not.toContain('llms');

  const rules = parseHeadersFile(readFileSync(path.join(site.outDir, '_headers'), 'utf8'));
  for (const route of [...TWIN_ROUTES.map(markdownTwinPath), '/llms.txt', '/llms-full.txt']) {
    expect(headersForPath(rules, route)['X-Robots-Tag'], route).toBe('noindex');
  }
  // The HTML pages stay indexable.
  expect(headersForPath(rules, '/docs/introduction')['X-Robots-Tag']).toBeUndefined();

  const robots = await (await request.get('robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  expect(robots).toContain(`${SITE_URL}/llms.txt`);
});

/** The API pages whose item has type parameters, with the title each must show. */
const GENERIC_API_PAGES = [
  ['interfaces/Task', 'Interface: Task<Options>'],
  ['interfaces/DefineTaskParams', 'Interface: DefineTaskParams<Options>'],
  ['type-aliases/Awaitable', 'Type Alias: Awaitable<T>'],
  ['type-aliases/Callback', 'Type Alias: Callback<T, P>'],
  ['type-aliases/MaybeArray', 'Type Alias: MaybeArray<T>'],
  ['type-aliases/Resolver', 'Type Alias: Resolver<T>'],
] as const;

test('the API pages with type parameters are titled Task<Options> everywhere, without Markdown escapes', async ({
  request,
}) => {
  const unescape = (value: string) =>
    value
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"');
  const llms = await (await request.get('llms.txt')).text();
  for (const [route, title] of GENERIC_API_PAGES) {
    const html = await (await request.get(`docs/api/index/${route}`)).text();
    const meta = (property: string) =>
      unescape(
        new RegExp(`<meta[^>]*property="?${property}"?[^>]*content="([^"]*)"`).exec(html)?.[1] ?? `no ${property}`,
      );
    expect(unescape(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? ''), route).toBe(`${title} | Nadle`);
    expect(meta('og:title'), route).toBe(`${title} | Nadle`);
    expect(meta('og:image:alt'), route).toContain(`${title} (`);
    expect(llms, route).toContain(`- [${title}](https://nadle.dev/docs/api/index/${route}.md)`);
  }
  expect(llms).not.toContain('\\<');
});

test("a twin keeps the samples' query answers and expected errors, as comments in the fence", async ({request}) => {
  const twin = await (await request.get('docs/guides/defining-task.md')).text();
  expect(twin).toMatch(/\n *\/\/ \^\? \(parameter\) context: RunnerContext\n/);
  expect(twin).toMatch(/\n *\/\/ \^ error: Type 'string' is not assignable to type 'number'\. \(TS2322\)\n/);
  expect(twin).not.toContain('@errors');
});

/** The text a reader sees of a Markdown cell: no backticks, link text only. */
function shownText(markdown: string): string {
  const text = (node: {value?: string; children?: unknown[]}): string =>
    node.value ?? (node.children ?? []).map((child) => text(child as {value?: string; children?: unknown[]})).join('');
  return text(fromMarkdown(markdown)).trim();
}

/** The Markdown tables of a twin, each as rows of shown cell texts. */
function twinTables(markdown: string): string[][][] {
  const tables: string[][][] = [];
  let current: string[][] | undefined;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      current = undefined;
      continue;
    }
    if (/^\|[\s|:-]+\|$/.test(line)) continue;
    if (!current) tables.push((current = []));
    current.push(
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => shownText(cell.trim().replaceAll('\\|', '|'))),
    );
  }
  return tables;
}

test("the Configuration Reference's flag tables, on the page and in its twin, are those CLI_OPTIONS gives, each under its option's heading", async ({
  request,
}) => {
  const source = readFileSync(path.join(process.cwd(), 'docs/config-reference.md'), 'utf8');
  const entries = [...source.matchAll(/^::flag-table\{name="([^"]+)"\}$/gm)]
    .map((match) => findReferenceOption(match[1]))
    .filter((entry): entry is ReferenceOption => entry !== undefined);
  expect(entries.length).toBeGreaterThan(15);
  const expected = [
    [GLANCE_HEADER, ...entries.map(glanceRowCells)],
    ...entries.map((entry) => {
      const {header, row} = optionTableCells(entry);
      return [header, row];
    }),
  ].map((rows) => rows.map((cells) => cells.map(shownText)));
  const isGenerated = (rows: string[][]) =>
    expected.some((table) => JSON.stringify(table[0]) === JSON.stringify(rows[0]));

  const page = fromHtml(await (await request.get('docs/config-reference')).text());
  const headingsAndTables = selectAll('article :is(h2, h3, h4, table)', page);
  const htmlTables = headingsAndTables.filter((node) => node.tagName === 'table');
  const generated = htmlTables
    .map((table) => selectAll('tr', table).map((row) => selectAll('th, td', row).map((cell) => toString(cell).trim())))
    .filter(isGenerated);
  expect(generated).toEqual(expected);
  // Each option's table follows the heading its overview row links to.
  const headingBefore = htmlTables
    .filter((table) =>
      isGenerated(
        selectAll('tr', table)
          .slice(0, 1)
          .map((row) => selectAll('th, td', row).map((cell) => toString(cell).trim())),
      ),
    )
    .slice(1)
    .map(
      (table) =>
        headingsAndTables
          .slice(0, headingsAndTables.indexOf(table))
          .filter((node) => node.tagName !== 'table')
          .at(-1)?.properties.id,
    );
  expect(headingBefore).toEqual(entries.map(anchorOf));

  // The command-line-only flags, named in a sentence, are those without a configure() key.
  const commandLineOnly = entries.flatMap((entry) =>
    entry.kind === 'flag' && !entry.option.configKey ? [`--${entry.option.name}`] : [],
  );
  const listed = `${commandLineOnly.slice(0, -1).join(', ')} and ${commandLineOnly.at(-1)}`;
  expect(commandLineOnly).toContain('--exclude');
  expect(toString(page).replace(/\s+/g, ' ')).toContain(`These flags exist only on the command line: ${listed}.`);

  const twin = await (await request.get('docs/config-reference.md')).text();
  expect(twinTables(twin).filter(isGenerated)).toEqual(expected);
  expect(twin.replaceAll('`', '').replace(/\s+/g, ' ')).toContain(
    `These flags exist only on the command line: ${listed}.`,
  );
});

test("Configuring Nadle's table of configure() options, on the page and in its twin, is the one CLI_OPTIONS gives, each key linking to its section", async ({
  request,
}) => {
  const cellText = (node: {value?: string; children?: unknown[]}): string =>
    node.value ??
    (node.children ?? []).map((child) => cellText(child as {value?: string; children?: unknown[]})).join('');
  const expected = configureOptionsTable().children.map((row) => row.children.map((cell) => cellText(cell).trim()));
  expect(expected[0]).toEqual(CONFIGURE_HEADER);
  expect(expected.map((row) => row[0])).toContain('cacheDir');

  const page = fromHtml(await (await request.get('docs/guides/configuring-nadle')).text());
  const table = selectAll('article table', page).find(
    (node) => toString(selectAll('th', node)[0] ?? node).trim() === 'Option',
  );
  expect(table, 'a table whose first column is "Option"').toBeDefined();
  expect(selectAll('tr', table).map((row) => selectAll('th, td', row).map((cell) => toString(cell).trim()))).toEqual(
    expected,
  );
  const links = selectAll('tbody tr td:first-child a', table).map((link) => String(link.properties.href));
  const keyOf = (entry: ReferenceOption) => (entry.kind === 'flag' ? entry.option.configKey : entry.option.configKey);
  expect(links).toEqual(
    expected
      .slice(1)
      .map((row) => `/docs/config-reference#${anchorOf(CONFIGURE_OPTIONS.find((entry) => keyOf(entry) === row[0])!)}`),
  );

  const twin = await (await request.get('docs/guides/configuring-nadle.md')).text();
  expect(twinTables(twin).find((rows) => rows[0][0] === 'Option')).toEqual(expected);
});
