// llms.txt (https://llmstxt.org): a title, a one-paragraph summary, then
// sections of links, each to a page's Markdown twin with its description.
import {API_KINDS, type ContentPage} from '../build-output/contentPages';

export interface ConvertedPage extends ContentPage {
  /** Absolute URL of the HTML page. */
  url: string;
  /** Absolute URL of its Markdown twin. */
  markdownUrl: string;
  markdown: string;
}

interface LlmsInput {
  title: string;
  summary: string;
  pages: ConvertedPage[];
}

/** Link text may not hold an unescaped bracket; descriptions stay on one line. */
const linkText = (value: string) => value.replace(/([[\]\\])/g, '\\$1');
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

function entry(page: ConvertedPage): string {
  const description = oneLine(page.description);
  return `- [${linkText(page.title)}](${page.markdownUrl})${description ? `: ${description}` : ''}`;
}

export function formatLlmsTxt({title, summary, pages}: LlmsInput): string {
  const docs = pages.filter((page) => page.section === 'docs');
  const api = pages.filter((page) => page.section === 'api');
  const blog = pages.filter((page) => page.section === 'blog');
  const apiByKind = [
    ...api.filter((page) => !page.kind).map((page) => entry(page)),
    ...Object.entries(API_KINDS).flatMap(([kind, label]) => {
      const members = api.filter((page) => page.kind === kind);
      return members.length > 0 ? ['', `### ${label}`, '', ...members.map(entry)] : [];
    }),
  ];
  return [
    `# ${title}`,
    '',
    `> ${oneLine(summary)}`,
    '',
    '## Docs',
    '',
    ...docs.map(entry),
    '',
    '## API Reference',
    '',
    ...apiByKind,
    '',
    '## Blog',
    '',
    ...blog.map(entry),
    '',
  ].join('\n');
}

/** Every docs page in sidebar order, then the API reference, each after a rule and its source URL. */
export function formatLlmsFullTxt({title, summary, pages}: LlmsInput): string {
  const parts = pages
    .filter((page) => page.section !== 'blog')
    .map((page) => `---\n\nSource: ${page.url}\n\n${page.markdown.trim()}\n`);
  return [`# ${title}\n\n> ${oneLine(summary)}\n`, ...parts].join('\n');
}

export function formatRobotsTxt(siteRoot: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${siteRoot}sitemap.xml`,
    '',
    `# Documentation for language models: ${siteRoot}llms.txt`,
    '',
  ].join('\n');
}
