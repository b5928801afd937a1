// Copies of the site that the build checks build: the site's own files (the
// generated API pages left out: the copy's build makes its own), node_modules
// shared through a symlink, and `docusaurus build` run in the copy.
import {spawn} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, unlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SITE_FILES = ['api', 'blog', 'config', 'docs', 'plugins', 'src', 'static', 'docusaurus.config.ts', 'sidebars.ts', 'typedoc.json', 'package.json', 'tsconfig.json'];

/** A cold build of the whole site takes 10 to 60 s here, depending on the machine's load. */
export const BUILD_TIMEOUT = 240_000;

const copies: string[] = [];

/** A copy of the site in a new temporary folder (`prefix` names it), with `change` applied to it. */
export function siteCopy(prefix: string, change: (dir: string) => void = () => {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  copies.push(dir);
  for (const name of SITE_FILES) {
    cpSync(path.join(ROOT, name), path.join(dir, name), {
      recursive: true,
      filter: (source) => !source.startsWith(path.join(ROOT, 'docs', 'api')),
    });
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  change(dir);
  return dir;
}

/**
 * Gives the copy a node_modules folder of its own, each package in it a link to
 * the project's, so that the bundler's persistent cache (node_modules/.cache)
 * is written in the copy and removed with it.
 */
export function ownNodeModules(dir: string): void {
  const modules = path.join(dir, 'node_modules');
  unlinkSync(modules);
  mkdirSync(modules);
  for (const name of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (name !== '.cache') symlinkSync(path.join(ROOT, 'node_modules', name), path.join(modules, name));
  }
}

/** Removes every copy this test file made. Each holds a whole build: give the hook time on a busy machine. */
export function removeSiteCopies(): void {
  for (const dir of copies.splice(0)) rmSync(dir, {recursive: true, force: true});
}

/**
 * Runs `docusaurus build` in `dir` with `env` added; resolves with its exit status
 * and everything it printed. Without the bundler's persistent cache unless
 * `persistentCache` (for a copy with its own node_modules): through the
 * node_modules link, each copy would write about 90 MB of cache for its own
 * folder into the project's node_modules/.cache, never to be read again.
 */
export function buildSite(dir: string, env: Record<string, string> = {}, {persistentCache = false} = {}): Promise<{status: number | null; output: string}> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'docusaurus'), ['build', '--out-dir', 'out'], {
      cwd: dir,
      env: {...process.env, ...env, CI: 'true', ...(persistentCache ? {} : {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'})},
      timeout: BUILD_TIMEOUT,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status, signal) => {
      // A build stopped at the timeout may still exit 0 (Docusaurus ends cleanly on SIGTERM):
      // say so, rather than let a stopped build pass for one that succeeded or failed.
      if (signal !== null || child.killed)
        reject(new Error(`The build in ${dir} was stopped after ${BUILD_TIMEOUT / 1000} s (${signal ?? 'killed'}).`));
      else resolve({status, output: `${stdout}\n${stderr}`});
    });
  });
}
