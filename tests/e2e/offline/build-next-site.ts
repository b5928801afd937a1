// Builds the "next deploy" of the site for the update test of the offline-reading
// worker (tests/e2e/offline/update.spec.ts): the same sources as the `site` test
// build with one sentence added to the introduction, so that pages and hashed
// assets differ. Built from a copy of the checkout (tracked files, linked
// node_modules), never by editing the checkout. E2E_SKIP_BUILD=1 reuses it.
import {spawnSync} from 'node:child_process';
import {appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {E2E_SITES} from '../support/sites';
import {NEXT_BUILD_DIR, NEXT_BUILD_SENTENCE} from './next-deploy.mjs';

const CHANGED_PAGE = 'docs/introduction.md';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const outDir = path.join(root, NEXT_BUILD_DIR);

if (process.env.E2E_SKIP_BUILD === '1' && existsSync(outDir)) {
  console.log(`Reusing ${NEXT_BUILD_DIR} (E2E_SKIP_BUILD=1)`);
  process.exit(0);
}
const listed = spawnSync('git', ['ls-files', '-z'], {cwd: root, encoding: 'utf8'});
if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
const source = mkdtempSync(path.join(tmpdir(), 'nadle-pwa-next-'));
for (const file of listed.stdout.split('\0').filter(Boolean)) {
  if (!existsSync(path.join(root, file))) continue;
  mkdirSync(path.dirname(path.join(source, file)), {recursive: true});
  cpSync(path.join(root, file), path.join(source, file));
}
symlinkSync(path.join(root, 'node_modules'), path.join(source, 'node_modules'), 'dir');
appendFileSync(path.join(source, CHANGED_PAGE), `\n${NEXT_BUILD_SENTENCE}\n`);

console.log(`Building the next deploy of the site into ${NEXT_BUILD_DIR} ...`);
const started = Date.now();
const site = E2E_SITES.find((entry) => entry.name === 'site');
const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
  cwd: source,
  stdio: 'inherit',
  // Without the bundler's persistent cache: the copy's folder is new every time, so its
  // cache would never be read again, and it may build beside the checkout's own builds.
  env: {...process.env, ...site?.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
});
rmSync(source, {recursive: true, force: true});
if (result.status !== 0) {
  console.error(`Build of the next deploy failed (exit ${result.status}).`);
  process.exit(result.status ?? 1);
}
console.log(`Built the next deploy in ${((Date.now() - started) / 1000).toFixed(0)} s`);
