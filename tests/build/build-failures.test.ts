// What a maintainer meets when a change is wrong: the production build stops,
// and its output says where the problem is. Each case builds a copy of the
// site with one fault in it (node_modules shared through a symlink). The cases
// run two at a time: a build keeps about one core busy for most of its run (its
// loaders, TypeDoc and the static rendering are JavaScript on one thread), so two
// builds side by side use both cores of a small CI machine.
import {randomBytes} from 'node:crypto';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {afterAll, describe, expect, it} from 'vitest';

import {BUILD_TIMEOUT, buildSite, removeSiteCopies, siteCopy} from './siteCopy';

afterAll(removeSiteCopies, 120_000);

/** A copy of the site with `change` applied to it. */
const faultyCopy = (change: (dir: string) => void) => siteCopy('nadle-build-check-', change);

/**
 * Builds a faulty copy without the task graphs (SKIP_TASK_GRAPHS, as `npm run bench:pages`
 * builds one): no fault here is the graphs' to report, and drawing them only adds time (in
 * CI the two link checks' builds went from 75-79 s to 70-72 s without them).
 * The build gets a temporary folder of its own (TMPDIR), where a build that stops halfway
 * must leave nothing of its own. node-jiti is the cache of the compiled site config, which
 * Docusaurus's config loader keeps there on purpose, for every build to reuse.
 */
async function buildFaulty(dir: string, env: Record<string, string> = {}) {
  const temporary = mkdtempSync(path.join(dir, 'tmp-'));
  const result = await buildSite(dir, {SKIP_TASK_GRAPHS: 'true', TMPDIR: temporary, ...env});
  const leftBehind = readdirSync(temporary).filter((name) => name !== 'node-jiti');
  expect(leftBehind, 'what the failed build left in its temporary folder').toEqual([]);
  return result;
}

function edit(file: string, replace: (text: string) => string): void {
  const text = readFileSync(file, 'utf8');
  const changed = replace(text);
  if (changed === text) throw new Error(`The test's edit changed nothing in ${file}`);
  writeFileSync(file, changed);
}

describe('the production build fails, says where, and leaves no temporary file', {timeout: BUILD_TIMEOUT + 10_000, concurrent: true}, () => {
  it('on a link to a page that does not exist, naming the file and the page', async () => {
    const dir = faultyCopy((site) =>
      edit(path.join(site, 'docs', 'introduction.md'), (text) =>
        text.replace(/\n## /, '\nSee [the missing page](./getting-started/no-such-page.md) and [this route](/docs/no-such-route).\n\n## '),
      ),
    );
    const {status, output} = await buildFaulty(dir);
    expect(status).not.toBe(0);
    expect(output).toContain('docs/introduction.md');
    expect(output).toContain('no-such-page.md');
    expect(output).toMatch(/Broken link on source page path = \/docs\/introduction/);
    expect(output).toContain('/docs/no-such-route');
  });

  it('on a link to a heading that does not exist, naming the page', async () => {
    const dir = faultyCopy((site) =>
      edit(path.join(site, 'docs', 'introduction.md'), (text) =>
        text.replace(/\n## /, '\nSee [a missing section](./concepts/task.md#no-such-heading).\n\n## '),
      ),
    );
    const {status, output} = await buildFaulty(dir);
    expect(status).not.toBe(0);
    expect(output).toMatch(/Broken anchor on source page path = \/docs\/introduction/);
    expect(output).toContain('#no-such-heading');
  });

  // Four faults that pages compile with, in four pages, one build: the build reports
  // every page's fault, not the first only.
  it("on TypeScript samples that misspell an API name or would not compile in the reader's project (an import without its .js extension), on a <script> element in page content, and on a flag-table marker that names no Nadle option, naming each file and line", async () => {
    const misspelledPage = path.join('docs', 'guides', 'registering-task.md');
    const misspelled = 'tasks.regster("lint");';
    const extensionlessPage = path.join('docs', 'guides', 'defining-task.md');
    const extensionless = 'import { GreetingTask } from "./tasks/greeting-task";';
    const scriptPage = path.join('docs', 'concepts', 'task.md');
    const flagPage = path.join('docs', 'config-reference.md');
    const dir = faultyCopy((site) => {
      edit(path.join(site, misspelledPage), (text) =>
        text.replace(/\n## /, `\n\`\`\`ts\nimport { tasks } from "nadle";\n\n${misspelled}\n\`\`\`\n\n## `),
      );
      edit(path.join(site, extensionlessPage), (text) => text.replace('import { GreetingTask } from "./tasks/greeting-task.js";', extensionless));
      edit(path.join(site, scriptPage), (text) => text.replace(/\n## /, '\n<script>{"alert(1)"}</script>\n\n## '));
      edit(path.join(site, flagPage), (text) => text.replace('::flag-table{name="exclude"}', '::flag-table{name="exlude"}'));
    });
    const linesOf = (page: string) => readFileSync(path.join(dir, page), 'utf8').split('\n');
    const lineOf = (page: string, text: string) => linesOf(page).indexOf(text) + 1;
    const scriptLine = linesOf(scriptPage).findIndex((text) => text.startsWith('<script>')) + 1;
    const {status, output} = await buildFaulty(dir);
    expect(status).not.toBe(0);
    expect(output).toContain(`${misspelledPage}:${lineOf(misspelledPage, misspelled)} `);
    expect(output).toMatch(/TS2551: Property 'regster' does not exist/);
    expect(output).toContain(`${extensionlessPage}:${lineOf(extensionlessPage, extensionless)} `);
    expect(output).toMatch(/TS2835: Relative import paths need explicit file extensions/);
    expect(output).toContain(`${scriptPage}:${scriptLine}: a <script> element in page content`);
    expect(output).toContain(`${flagPage}:${lineOf(flagPage, '::flag-table{name="exlude"}')}: ::flag-table{name="exlude"} names no Nadle 0.5.1 option`);
  });

  it('on an exported API item without a doc comment, naming the item', async () => {
    const dir = faultyCopy((site) =>
      edit(path.join(site, 'api', 'index.ts'), (text) => `${text}\nexport const undocumentedExport = 1;\n`),
    );
    const {status, output} = await buildFaulty(dir);
    expect(status).not.toBe(0);
    expect(output).toContain('undocumentedExport');
  });

  it('on a blog post with an undeclared tag, or without a truncate marker, naming the post', async () => {
    const post = (tags: string) => `---\ntitle: Unchecked post\nauthors: [nam-hle]\ntags: [${tags}]\n---\n\nA post without a truncate marker.\n`;
    const postFile = (site: string) => path.join(site, 'blog', '2025-07-20-unchecked-post.md');

    const undeclaredTag = await buildFaulty(faultyCopy((site) => writeFileSync(postFile(site), post('not-declared'))));
    expect(undeclaredTag.status).not.toBe(0);
    expect(undeclaredTag.output).toContain('2025-07-20-unchecked-post.md');
    expect(undeclaredTag.output).toContain('not-declared');

    const untruncated = await buildFaulty(faultyCopy((site) => writeFileSync(postFile(site), post('release'))));
    expect(untruncated.status).not.toBe(0);
    expect(untruncated.output).toContain('2025-07-20-unchecked-post.md');
    expect(untruncated.output).toMatch(/truncat/i);
  });

  it('on a half-set Algolia configuration or a malformed variable, naming the variable', async () => {
    const dir = faultyCopy(() => {});
    const halfSet = await buildFaulty(dir, {ALGOLIA_APP_ID: 'APPID', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: ''});
    expect(halfSet.status).not.toBe(0);
    expect(halfSet.output).toContain('ALGOLIA_INDEX_NAME is missing');
    const badBaseUrl = await buildFaulty(dir, {BASE_URL: 'nadle'});
    expect(badBaseUrl.status).not.toBe(0);
    expect(badBaseUrl.output).toContain('BASE_URL must be a path that starts and ends with "/"');
  });

  it('on a docs page without a description, naming the file', async () => {
    const dir = faultyCopy((site) => edit(path.join(site, 'docs', 'why-nadle.md'), (text) => text.replace(/^description: .*\n/m, '')));
    const {status, output} = await buildFaulty(dir);
    expect(status).not.toBe(0);
    expect(output).toContain('Every docs page needs a `description`');
    expect(output).toContain('docs/why-nadle.md');
  });

  it('on a blog post by an author blog/authors.yml does not declare, naming the post and the author', async () => {
    const dir = faultyCopy((site) =>
      writeFileSync(
        path.join(site, 'blog', '2025-07-21-unknown-author.md'),
        '---\ntitle: Post by a stranger\nauthors: [no-such-author]\ntags: [release]\n---\n\nIntro.\n\n{/* truncate */}\n\nMore.\n',
      ),
    );
    const {status, output} = await buildFaulty(dir);
    expect(status).not.toBe(0);
    expect(output).toContain('2025-07-21-unknown-author.md');
    expect(output).toContain('no-such-author');
  });

  it('on two pages at one route, naming the route', async () => {
    const dir = faultyCopy((site) => {
      mkdirSync(path.join(site, 'src', 'pages', 'docs'), {recursive: true});
      writeFileSync(path.join(site, 'src', 'pages', 'docs', 'introduction.md'), '# Another introduction\n');
    });
    const {status, output} = await buildFaulty(dir);
    expect(status).not.toBe(0);
    expect(output).toMatch(/Duplicate routes found/);
    expect(output).toContain('/docs/introduction');
  });

  it('when the offline precache is over its budget, saying by how much and where to change it', async () => {
    // Random bytes do not compress: about 1 MiB more gzip than the site's own files.
    const dir = faultyCopy((site) => {
      mkdirSync(path.join(site, 'static', 'assets'), {recursive: true});
      writeFileSync(path.join(site, 'static', 'assets', 'over-budget.js'), `window.overBudget = "${randomBytes(800 * 1024).toString('base64')}";\n`);
    });
    const {status, output} = await buildFaulty(dir);
    expect(status).not.toBe(0);
    expect(output).toMatch(/\[offline-reading\] The offline precache is [\d.]+ KiB gzip, over its budget of 1536\.0 KiB/);
    expect(output).toContain('plugins/pwa/precache.mjs');
  });
});
