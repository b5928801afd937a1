import {mkdtemp, mkdir, readFile, rm, copyFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {extractPage, SECTIONS} from '../../../plugins/search/extract';
import {extractSite, routePath, siteRecords} from '../../../plugins/search/site';
import {CODE_LEVEL, type ExtractedPage, type SearchRecord} from '../../../src/search/types';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const fixture = (name: string) => readFile(path.join(FIXTURES, `${name}.html`), 'utf8');
const extract = async (name: string, pagePath: string, baseUrl = '/') =>
  extractPage(await fixture(name), {path: pagePath, baseUrl});

describe('extractPage', () => {
  it('reads a docs page: title, headings with their anchors, the text blocks under them and the names in its code samples', async () => {
    const page = await extract('docs-page', '/docs/guides/configuring-task');
    expect(page).toEqual<ExtractedPage>({
      section: SECTIONS.docs,
      title: 'Configuring a Task',
      path: '/docs/guides/configuring-task',
      language: 'en',
      docusaurusTag: 'docs-default-current',
      description: 'How to give a task its dependencies, inputs and outputs.',
      entries: [
        [0, 'A task is configured with .config() & its options.'],
        [2, 'dependsOn', 'dependson'],
        [0, 'Tasks that must finish before this one.'],
        [0, 'A plain name, such as build.'],
        [0, 'Nested item.'],
        [0, 'A loose item in a paragraph.'],
        // The sample's names, without its title or the copy button's label.
        [CODE_LEVEL, 'tasks register build'],
        [3, 'Across workspaces', 'cross-workspace'],
        [0, 'app:build; the build task of app'],
        [0, 'build; same workspace'],
        [0, 'Names are case sensitive.'],
        [2, 'Inputs', 'inputs'],
        [0, 'Declared with Inputs.'],
      ],
    });
  });

  it('files docs under /docs/api/ in the API Reference section, and drops a description that repeats the text', async () => {
    const page = await extract('api-page', '/docs/api/index/variables/CopyTask');
    expect(page?.section).toBe(SECTIONS.api);
    expect(page?.title).toBe('Variable: CopyTask');
    expect(page?.entries).toEqual([
      [0, 'const CopyTask: Task<CopyTaskOptions>'],
      [0, 'Built-in task that copies files.'],
    ]);
    // The description repeats the second text block: indexing it again would add nothing.
    expect(page?.description).toBeNull();
  });

  it('keeps the last word of a highlighted code line apart from the first of the next', async () => {
    const sample = `<div class="language-bash theme-code-block"><pre><code><div class="token-line"><span>pnpm add -D sass</span><br/></div><div class="token-line"><span>nadle build</span><br/></div></code></pre></div>`;
    const html = (await fixture('docs-page')).replace(
      '<header><h1>Configuring a Task</h1></header>',
      `<header><h1>Configuring a Task</h1></header>${sample}`,
    );
    const page = extractPage(html, {path: '/docs/guides/configuring-task', baseUrl: '/'});
    const code = page?.entries.find(([level]) => level === CODE_LEVEL)?.[1];
    expect(code?.split(' ')).toEqual(['pnpm', 'add', 'sass', 'build']);
  });

  it('takes the API section from the path under the base URL', async () => {
    const page = await extract('api-page', '/nadle/docs/api/index/variables/CopyTask', '/nadle/');
    expect(page?.section).toBe(SECTIONS.api);
  });

  it('reads a blog post: the title from its header, the text from the post body only', async () => {
    const page = await extract('blog-post', '/blog/release-v0-5-0');
    expect(page).toMatchObject({
      section: SECTIONS.blog,
      title: 'Nadle v0.5.0 released',
      docusaurusTag: 'default',
      description: null,
      entries: [
        [0, 'Nadle 0.5.0 adds monorepo support.'],
        [2, 'Monorepo support', 'monorepo-support'],
        [0, 'Workspaces are detected.'],
      ],
    });
  });

  it('reads a Markdown page without its "unlisted" banner, keeping markup written as text', async () => {
    const page = await extract('markdown-page', '/tests/search-markup');
    expect(page).toMatchObject({
      section: SECTIONS.pages,
      title: 'The <em> page',
      entries: [[0, 'Text with <img src="x" onerror="alert(1)"> and <b>entities</b> & more.']],
    });
  });

  it.each([
    'blog-list-page',
    'blog-tags-post-list-page',
    'blog-tags-list-page',
    'blog-archive-page',
    'blog-authors-posts-page',
    'not-found',
    'search-page',
    'home-page',
  ])('leaves out %s', async (name) => {
    expect(await extract(name, '/somewhere')).toBeNull();
  });
});

describe('routePath', () => {
  it('maps built files to the routes they serve', () => {
    expect(routePath('index.html', '/')).toBe('/');
    expect(routePath(path.join('docs', 'intro', 'index.html'), '/')).toBe('/docs/intro');
    expect(routePath(path.join('docs', 'intro', 'index.html'), '/nadle/')).toBe('/nadle/docs/intro');
    expect(routePath(path.join('docs', 'intro', 'index.html'), '/', true)).toBe('/docs/intro/');
    expect(routePath('404.html', '/')).toBe('/404');
  });
});

describe('extractSite and siteRecords', () => {
  let outDir: string;

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'search-extract-'));
    const place = async (name: string, route: string) => {
      await mkdir(path.join(outDir, route), {recursive: true});
      await copyFile(path.join(FIXTURES, `${name}.html`), path.join(outDir, route, 'index.html'));
    };
    await place('docs-page', 'docs/guides/configuring-task');
    await place('blog-post', 'blog/release-v0-5-0');
    await place('blog-list-page', 'blog');
    await copyFile(path.join(FIXTURES, 'not-found.html'), path.join(outDir, '404.html'));
  });
  afterAll(() => rm(outDir, {recursive: true, force: true}));

  it('extracts every indexable page of a build, and nothing else', async () => {
    const pages = await extractSite({outDir, baseUrl: '/'});
    expect(pages.map((page) => page.path)).toEqual(['/blog/release-v0-5-0', '/docs/guides/configuring-task']);
  });

  it('makes DocSearch records: a page record, heading records with anchors, text records under their headings', async () => {
    const pages = await extractSite({outDir, baseUrl: '/'});
    const records = siteRecords(pages, 'https://nadle.dev').filter((record) =>
      record.url_without_anchor.endsWith('/release-v0-5-0'),
    );
    expect(records).toEqual<SearchRecord[]>([
      {
        objectID: '/blog/release-v0-5-0:0',
        url: 'https://nadle.dev/blog/release-v0-5-0',
        url_without_anchor: 'https://nadle.dev/blog/release-v0-5-0',
        anchor: null,
        type: 'lvl1',
        hierarchy: {
          lvl0: 'Blog',
          lvl1: 'Nadle v0.5.0 released',
          lvl2: null,
          lvl3: null,
          lvl4: null,
          lvl5: null,
          lvl6: null,
        },
        content: null,
        language: 'en',
        docusaurus_tag: 'default',
        weight: {pageRank: 0, level: 90, position: 0},
      },
      {
        objectID: '/blog/release-v0-5-0:1',
        url: 'https://nadle.dev/blog/release-v0-5-0',
        url_without_anchor: 'https://nadle.dev/blog/release-v0-5-0',
        anchor: null,
        type: 'content',
        hierarchy: {
          lvl0: 'Blog',
          lvl1: 'Nadle v0.5.0 released',
          lvl2: null,
          lvl3: null,
          lvl4: null,
          lvl5: null,
          lvl6: null,
        },
        content: 'Nadle 0.5.0 adds monorepo support.',
        language: 'en',
        docusaurus_tag: 'default',
        weight: {pageRank: 0, level: 0, position: 1},
      },
      {
        objectID: '/blog/release-v0-5-0:2',
        url: 'https://nadle.dev/blog/release-v0-5-0#monorepo-support',
        url_without_anchor: 'https://nadle.dev/blog/release-v0-5-0',
        anchor: 'monorepo-support',
        type: 'lvl2',
        hierarchy: {
          lvl0: 'Blog',
          lvl1: 'Nadle v0.5.0 released',
          lvl2: 'Monorepo support',
          lvl3: null,
          lvl4: null,
          lvl5: null,
          lvl6: null,
        },
        content: null,
        language: 'en',
        docusaurus_tag: 'default',
        weight: {pageRank: 0, level: 80, position: 2},
      },
      {
        objectID: '/blog/release-v0-5-0:3',
        url: 'https://nadle.dev/blog/release-v0-5-0#monorepo-support',
        url_without_anchor: 'https://nadle.dev/blog/release-v0-5-0',
        anchor: 'monorepo-support',
        type: 'content',
        hierarchy: {
          lvl0: 'Blog',
          lvl1: 'Nadle v0.5.0 released',
          lvl2: 'Monorepo support',
          lvl3: null,
          lvl4: null,
          lvl5: null,
          lvl6: null,
        },
        content: 'Workspaces are detected.',
        language: 'en',
        docusaurus_tag: 'default',
        weight: {pageRank: 0, level: 0, position: 3},
      },
    ]);
  });

  it('resets deeper headings when a higher one starts', async () => {
    const pages = await extractSite({outDir, baseUrl: '/'});
    const records = siteRecords(pages, 'https://nadle.dev');
    const table = records.find((record) => record.content === 'build; same workspace')!;
    expect(table.hierarchy).toMatchObject({lvl2: 'dependsOn', lvl3: 'Across workspaces'});
    expect(table.url).toBe('https://nadle.dev/docs/guides/configuring-task#cross-workspace');
    const inputs = records.find((record) => record.content === 'Declared with Inputs.')!;
    expect(inputs.hierarchy).toMatchObject({lvl2: 'Inputs', lvl3: null});
    expect(inputs.url).toBe('https://nadle.dev/docs/guides/configuring-task#inputs');
  });
});
