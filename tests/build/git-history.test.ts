// "Last updated" dates need the git history. A tarball has none and a shallow
// clone has one commit; the build must still succeed there, say once why the
// dates are missing, and show none rather than wrong ones.
import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {afterAll, describe, expect, it} from 'vitest';

import {lastUpdateWarning, readGitHistory} from '../../config/gitHistory';
import {BUILD_TIMEOUT, buildSite, removeSiteCopies, siteCopy} from './siteCopy';

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

describe('a build without git history', {timeout: BUILD_TIMEOUT + 10_000}, () => {
  it('succeeds, prints one warning about the dates, and shows no date', async () => {
    // A copy of the site's files alone: a tarball, outside any git checkout.
    const dir = siteCopy('nadle-tarball-');
    const {status, output} = await buildSite(dir, {NODE_ENV: 'production', TEST_PAGES: '', BASE_URL: '', SITE_URL: ''});
    expect(status, output).toBe(0);
    expect(output.match(/\[last-updated\]/g), output).toHaveLength(1);
    expect(output).toContain('[last-updated] Pages are built without "Last updated" dates');
    const page = path.join(dir, 'out', 'docs', 'guides', 'configuring-task', 'index.html');
    expect(existsSync(page), `${page} is missing; the build printed:\n${output}`).toBe(true);
    expect(readFileSync(page, 'utf8')).not.toContain('theme-last-updated');
  });
});
