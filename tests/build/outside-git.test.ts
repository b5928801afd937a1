// Builds a maintainer runs outside the test sites.
//  - "Last updated" dates need the git history. A tarball has none and a shallow
//    clone has one commit; the build must still succeed there, say once why the
//    dates are missing, and show none rather than wrong ones.
//  - The bundler's persistent cache never serves a page compiled under other
//    rules (plugins/bundler-cache): a build after one without the task graphs
//    (SKIP_TASK_GRAPHS=true, as `npm run bench:pages` builds) draws them again.
//    Before that plugin, the home page stayed without its graph.
// One copy of the site's files, outside any git checkout, is built twice with the
// persistent cache for both: first without the task graphs, then as
// `npm run build` builds.
import {execFileSync} from 'node:child_process';
import {appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {lastUpdateWarning, readGitHistory} from '../../config/gitHistory';
import {BUILD_TIMEOUT, buildSite, ownNodeModules, removeSiteCopies, siteCopy} from './siteCopy';

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, {recursive: true, force: true});
  removeSiteCopies();
}, 120_000);
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', ...args], {cwd, encoding: 'utf8'});

describe('readGitHistory', () => {
  it('finds the full history of a clone, none in a plain folder, and a shallow clone incomplete', () => {
    const repo = tempDir('nadle-git-full-');
    git(repo, 'init', '-q');
    for (const version of ['one', 'two']) {
      writeFileSync(path.join(repo, 'page.md'), version);
      git(repo, 'add', 'page.md');
      git(repo, 'commit', '-q', '-m', version);
    }
    expect(readGitHistory(repo)).toEqual({complete: true});
    expect(lastUpdateWarning(readGitHistory(repo))).toBeUndefined();

    const shallow = path.join(tempDir('nadle-git-shallow-'), 'clone');
    git(tmpdir(), 'clone', '-q', '--depth', '1', `file://${repo}`, shallow);
    expect(readGitHistory(shallow)).toEqual({complete: false, reason: 'the git clone is shallow'});

    const plain = tempDir('nadle-no-git-');
    expect(readGitHistory(plain).complete).toBe(false);
    expect(lastUpdateWarning(readGitHistory(plain))).toMatch(/without "Last updated" dates: the site is not in a git checkout/);
  });
});

/** An export the test adds to the API between the two builds, and the page TypeDoc gives it. */
const ADDED_EXPORT = '\n/** A constant the build test adds, to see its page appear. */\nexport declare const outputCacheProbe: number;\n';
const ADDED_PAGE = path.join('docs', 'api', 'index', 'variables', 'outputCacheProbe', 'index.html');

/** The accessible name of the task graph beside the home page's first sample. */
const HOME_GRAPH = 'Task graph of nadle --dry-run build';

describe('a copy of the site outside git, built without task graphs and then as a maintainer builds it', {timeout: 2 * BUILD_TIMEOUT + 10_000}, () => {
  let dir = '';
  let withoutGraphs = {status: null as number | null, output: '', home: ''};
  let maintainerBuild = {status: null as number | null, output: '', home: ''};
  const homePage = () => readFileSync(path.join(dir, 'out', 'index.html'), 'utf8');

  beforeAll(async () => {
    // A copy of the site's files alone, as from a tarball, with a node_modules of its own
    // so that the bundler's cache is written in the copy and removed with it.
    dir = siteCopy('nadle-tarball-', ownNodeModules);
    const env = {NODE_ENV: 'production', TEST_PAGES: '', BASE_URL: '', SITE_URL: ''};
    const first = await buildSite(dir, {...env, SKIP_TASK_GRAPHS: 'true'}, {persistentCache: true});
    withoutGraphs = {...first, home: first.status === 0 ? homePage() : ''};
    appendFileSync(path.join(dir, 'api', 'index.ts'), ADDED_EXPORT);
    const second = await buildSite(dir, {...env, SKIP_TASK_GRAPHS: 'false'}, {persistentCache: true});
    maintainerBuild = {...second, home: second.status === 0 ? homePage() : ''};
  }, 2 * BUILD_TIMEOUT + 10_000);

  it('succeeds without git history, prints one warning about the dates, and shows no date', () => {
    const {status, output} = maintainerBuild;
    expect(status, output).toBe(0);
    expect(output.match(/\[last-updated\]/g), output).toHaveLength(1);
    expect(output).toContain('[last-updated] Pages are built without "Last updated" dates');
    const page = path.join(dir, 'out', 'docs', 'guides', 'configuring-task', 'index.html');
    expect(existsSync(page), `${page} is missing; the build printed:\n${output}`).toBe(true);
    expect(readFileSync(page, 'utf8')).not.toContain('theme-last-updated');
  });

  it('draws the task graphs again after a build without them, with the persistent cache', () => {
    expect(withoutGraphs.status, withoutGraphs.output).toBe(0);
    expect(withoutGraphs.home).not.toContain(HOME_GRAPH);
    // The first build did write the cache the second one could read.
    expect(existsSync(path.join(dir, 'node_modules', '.cache', 'rspack'))).toBe(true);
    expect(maintainerBuild.status, maintainerBuild.output).toBe(0);
    expect(maintainerBuild.home).toContain(HOME_GRAPH);
  });

  it("writes the API reference again after an edit of api/, though the first build kept TypeDoc's output", () => {
    expect(existsSync(path.join(dir, 'node_modules', '.cache', 'api-reference'))).toBe(true);
    expect(maintainerBuild.status, maintainerBuild.output).toBe(0);
    expect(maintainerBuild.output).not.toContain("is TypeDoc's output of an earlier build");
    expect(readFileSync(path.join(dir, 'out', ADDED_PAGE), 'utf8')).toContain('A constant the build test adds, to see its page appear.');
  });
});
