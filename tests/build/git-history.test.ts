// "Last updated" dates need the git history. A tarball has none and a shallow
// clone has one commit; the build must still succeed there, say once why the
// dates are missing, and show none rather than wrong ones.
import {execFileSync, spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {afterAll, describe, expect, it} from 'vitest';

import {lastUpdateWarning, readGitHistory} from '../../config/gitHistory';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SITE_FILES = ['api', 'blog', 'config', 'docs', 'plugins', 'src', 'static', 'docusaurus.config.ts', 'sidebars.ts', 'typedoc.json', 'package.json', 'tsconfig.json'];
const BUILD_TIMEOUT = 240_000;

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, {recursive: true, force: true});
});
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
  it('succeeds, prints one warning about the dates, and shows no date', () => {
    const dir = tempDir('nadle-tarball-');
    for (const name of SITE_FILES) {
      cpSync(path.join(ROOT, name), path.join(dir, name), {
        recursive: true,
        filter: (source) => !source.startsWith(path.join(ROOT, 'docs', 'api')),
      });
    }
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const result = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'docusaurus'), ['build', '--out-dir', 'out'], {
      cwd: dir,
      // No persistent bundler cache: it would be written for this one temporary folder into the project's node_modules.
      env: {...process.env, NODE_ENV: 'production', CI: 'true', TEST_PAGES: '', BASE_URL: '', SITE_URL: '', DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
      encoding: 'utf8',
      timeout: BUILD_TIMEOUT,
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status, output).toBe(0);
    expect(output.match(/\[last-updated\]/g), output).toHaveLength(1);
    expect(output).toContain('[last-updated] Pages are built without "Last updated" dates');
    const page = path.join(dir, 'out', 'docs', 'guides', 'configuring-task', 'index.html');
    expect(existsSync(page), `${page} is missing; the build printed:\n${output}`).toBe(true);
    expect(readFileSync(page, 'utf8')).not.toContain('theme-last-updated');
  });
});
