// The Markdown twins are converted from built pages. These fixtures are pages of
// a production build (a docs page with tabs and an admonition, an API page, the
// release post), so the test meets the theme's real markup.
import {readFileSync} from 'node:fs';

import {describe, expect, it} from 'vitest';

import {htmlToMarkdown} from '../../../plugins/llms/htmlToMarkdown';
import {markdownTwinPath} from '../../../src/data/markdownTwin';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.html`, import.meta.url), 'utf8');
const convert = (name: string, url: string) => htmlToMarkdown({html: fixture(name), url});

const withoutFences = (markdown: string) => markdown.replace(/```[\s\S]*?```/g, '');

/** Anything that looks like an HTML tag outside code fences and inline code. */
function htmlTagsOutsideCode(markdown: string): string[] {
  const prose = withoutFences(markdown).replace(/`[^`\n]*`/g, '');
  return prose.match(/<\/?[a-z][a-z0-9-]*(\s[^>]*)?>/gi) ?? [];
}

describe('htmlToMarkdown on a docs page with tabs and an admonition (Installation)', () => {
  const markdown = convert('installation', 'https://nadle.dev/docs/getting-started/installation');

  it('starts with the page title as the only level-one heading, and keeps the headings', () => {
    expect(markdown.startsWith('# Installation\n')).toBe(true);
    expect(withoutFences(markdown).match(/^# /gm)).toHaveLength(1);
    expect(markdown).toMatch(/^## Prerequisites$/m);
    expect(markdown).toMatch(/^## Single-package projects$/m);
  });

  it('writes each tab as its label in bold followed by its code block, with the language and without highlighting markup', () => {
    expect(markdown).toContain('**npm**\n\n```bash\nnpm install --save-dev nadle\n```');
    expect(markdown).toContain('**yarn**\n\n```bash\nyarn add --dev nadle\n```');
    expect(markdown).toContain('**pnpm**\n\n```bash\npnpm add --save-dev nadle\n```');
    expect(markdown).not.toMatch(/token|codeBlock|prism/i);
  });

  it('writes the admonition as a quote with its kind and title, keeping its code block inside', () => {
    expect(markdown).toContain('> **Warning: Add `nadle.root` to a single-package project**');
    expect(markdown).toContain('> ```text\n> Unsupported monorepo tool: root.');
  });

  it('keeps code block titles and makes links absolute', () => {
    expect(markdown).toContain('_package.json_\n\n```json\n{');
    expect(markdown).toContain('[Monorepo Support](https://nadle.dev/docs/getting-started/features/monorepo)');
    expect(markdown).not.toMatch(/\]\((?!https?:)/);
  });

  it('has no HTML, navigation, permalink anchors or footer', () => {
    expect(htmlTagsOutsideCode(markdown)).toEqual([]);
    expect(markdown).not.toContain('Direct link to');
    expect(markdown).not.toContain('Copyright');
    expect(markdown).not.toContain('Edit this page');
    expect(markdown).not.toContain('Previous');
  });
});

describe('htmlToMarkdown on an API page (TaskConfigurationBuilder)', () => {
  const markdown = convert(
    'TaskConfigurationBuilder',
    'https://nadle.dev/docs/api/index/interfaces/TaskConfigurationBuilder',
  );

  it('keeps the title, the signature, the parameters and the example', () => {
    expect(markdown.startsWith('# Interface: TaskConfigurationBuilder\n')).toBe(true);
    expect(markdown).toContain('> **config**(`builder`): `void`');
    expect(markdown).toMatch(/^#### Parameters$/m);
    expect(markdown).toMatch(/^##### builder$/m);
    expect(markdown).toContain('```ts\nimport { tasks } from "nadle";');
  });

  it('links the types of the signature to their absolute reference pages', () => {
    expect(markdown).toContain('[`TaskConfiguration`](https://nadle.dev/docs/api/index/interfaces/TaskConfiguration)');
    expect(markdown).toContain('[tasks.register](https://nadle.dev/docs/api/index/interfaces/TasksAPI#register)');
    expect(htmlTagsOutsideCode(markdown)).toEqual([]);
  });
});

describe('htmlToMarkdown on the release post', () => {
  const markdown = convert('release-v0-5-0', 'https://nadle.dev/blog/release-v0-5-0');

  it('starts with the post title and holds the whole post without the author box or the post footer', () => {
    expect(markdown.startsWith('# Nadle v0.5.0 released – Monorepo Support & Interactive Improvements\n')).toBe(true);
    expect(markdown).toMatch(/^## Breaking change: `configurations` is now `options`$/m);
    expect(markdown).toMatch(/^## Upgrading from 0\.4$/m);
    expect(markdown).toContain('```ts\nimport { defineTask, tasks } from "nadle";');
    expect(markdown).not.toContain('Creator of Nadle');
    expect(markdown).not.toContain('min read');
    expect(htmlTagsOutsideCode(markdown)).toEqual([]);
  });
});

describe('markdownTwinPath', () => {
  it('puts the twin at the route plus ".md", also for a route with a trailing slash', () => {
    expect(markdownTwinPath('/docs/guides/configuring-task')).toBe('/docs/guides/configuring-task.md');
    expect(markdownTwinPath('/docs/api/index/')).toBe('/docs/api/index.md');
    expect(markdownTwinPath('/nadle/blog/release-v0-5-0')).toBe('/nadle/blog/release-v0-5-0.md');
    expect(markdownTwinPath('/')).toBe('/index.md');
  });
});

describe('htmlToMarkdown on a page with a widget that only works in the browser', () => {
  // The Playground page's CodeSandbox embed: a hint and a Load button, marked page-only.
  const html = `<article><div class="theme-doc-markdown markdown"><header><h1>Playground</h1></header>
<p>Open the example on CodeSandbox.</p>
<div class="placeholder" data-page-only=""><p>Or load it inside this page.</p><button type="button">Load the online playground</button></div>
<p>The sandbox runs on CodeSandbox's servers.</p></div></article>`;
  const markdown = htmlToMarkdown({html, url: 'https://nadle.dev/docs/getting-started/playground'});

  it('leaves the widget out, with its text, and keeps the prose around it', () => {
    expect(markdown).toBe(
      "# Playground\n\nOpen the example on CodeSandbox.\n\nThe sandbox runs on CodeSandbox's servers.\n",
    );
  });
});

describe('htmlToMarkdown on TypeScript samples with callouts', () => {
  // The markup of a built sample (docs/guides/defining-task): the callouts are empty tokens
  // whose text is in the page's CSS, minified as the build writes it (`:after`, `\a` line breaks).
  const html = [
    '<article><div class="theme-doc-markdown markdown"><header><h1>Samples</h1></header>',
    '<div class="language-ts codeBlockContainer_x theme-code-block"><div class="codeBlockContent_x"><pre tabindex="0" class="prism-code language-ts codeBlock_x"><code class="codeBlockLines_x">',
    '<div class="token-line"><span class="token keyword">const</span><span class="token plain"> </span><span class="token plain tsh-0">total</span><span class="token plain"> = </span><span class="token number">1</span><span class="token tsc tsq tsc-ab12cd-0"></span><br/></div>',
    '<div class="token-line"><span class="token plain tse">total</span><span class="token plain"> = </span><span class="token string">"2"</span><span class="token tsc tsm tsc-ab12cd-1"></span><br/></div>',
    '</code></pre></div></div>',
    '<span hidden=""><noscript><style>pre .tsc:after{display:block}.tsc-ab12cd-0:after{content:"let total: {\\a     n: number;\\a }";content:"let total: {\\a     n: number;\\a }"/"Type: let total";--tsc-column:6ch}.tsc-ab12cd-1:after{content:\'Type \\"string\\" is not assignable to type \\3c number>. (TS2322)\'/"Error: x";--tsc-column:0ch}</style></noscript></span>',
    '</div></article>',
  ].join('');
  const markdown = htmlToMarkdown({html, url: 'https://nadle.dev/docs/samples'});

  it('keeps each query answer and expected error as a comment under its line, with a caret under its column', () => {
    expect(markdown).toContain(
      [
        '```ts',
        'const total = 1',
        '   // ^? let total: {',
        '   //       n: number;',
        '   //   }',
        'total = "2"',
        '// ^ error: Type "string" is not assignable to type <number>. (TS2322)',
        '```',
      ].join('\n'),
    );
    expect(markdown).not.toMatch(/tsc-|noscript|--tsc-column/);
  });
});
