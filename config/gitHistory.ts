// Decides whether pages can show a "Last updated" date. The dates come from git
// history; a tarball has none and a shallow clone (fetch-depth: 1) would date
// every page to its one commit. In both cases the dates are left out, with one
// warning, rather than failing the build or printing wrong dates.
import {spawnSync} from 'node:child_process';

export type GitHistory = {complete: true} | {complete: false; reason: string};

export function readGitHistory(siteDir: string): GitHistory {
  const result = spawnSync('git', ['rev-parse', '--is-shallow-repository'], {cwd: siteDir, encoding: 'utf8'});
  if (result.error) return {complete: false, reason: 'git is not installed'};
  if (result.status !== 0) return {complete: false, reason: 'the site is not in a git checkout (a tarball?)'};
  if (result.stdout.trim() === 'true') return {complete: false, reason: 'the git clone is shallow'};
  return {complete: true};
}

export function lastUpdateWarning(history: GitHistory): string | undefined {
  if (history.complete) return undefined;
  return (
    `[last-updated] Pages are built without "Last updated" dates: ${history.reason}. ` +
    'Build from a clone with full history (git fetch --unshallow, or fetch-depth: 0 in GitHub Actions) to show them.'
  );
}

const WARNED = Symbol.for('nadle.lastUpdateWarned');

/** Prints the warning once per process: Docusaurus evaluates the config more than once in a build. */
export function warnOnceAboutLastUpdate(history: GitHistory): void {
  const warning = lastUpdateWarning(history);
  const state = globalThis as {[WARNED]?: boolean};
  if (!warning || state[WARNED]) return;
  state[WARNED] = true;
  console.warn(warning);
}
