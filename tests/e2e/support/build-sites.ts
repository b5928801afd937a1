// Builds every production site the browser tests run against, once per test run:
//   build-e2e/site/       the site as deployed (local search, baseUrl "/")
//   build-e2e/base-url/   the same site under a non-root baseUrl
//   build-e2e/algolia/    the site in hosted-search mode, with dummy Algolia credentials
//   build-e2e/algolia-insights/  the same with search analytics on (ALGOLIA_INSIGHTS=true)
//   build-e2e/pwa-next/   the next deploy of the offline update test (tests/e2e/offline/build-next-site.ts)
// playwright.config.ts serves each of them. Set E2E_SKIP_BUILD=1 to reuse existing builds.
// Names given as arguments build only those sites: tsx tests/e2e/support/build-sites.ts search-algolia
//
// The four sites build one after the other in this checkout (each writes its generated
// files into it); the next deploy builds from a copy of its own, so it runs beside them.
// A build keeps about one core busy, so the two lanes use both cores of a small machine.
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';

import {NEXT_BUILD_DIR} from '../offline/next-deploy.mjs';
import {E2E_SITES} from './sites';

/** The next deploy goes by the name of its folder ("pwa-next"). */
const NEXT_DEPLOY = path.basename(NEXT_BUILD_DIR);

const requested = process.argv.slice(2);
const names = [...E2E_SITES.map((site) => site.name), NEXT_DEPLOY];
const unknown = requested.filter((name) => !names.includes(name));
if (unknown.length > 0) {
  console.error(`No browser-test build named ${unknown.join(', ')}; the names are ${names.join(', ')}.`);
  process.exit(1);
}
const wanted = (name: string) => requested.length === 0 || requested.includes(name);

interface Run {
  status: number | null;
  /** What the command printed, when it was told to keep it for later. */
  output: string;
}

/** Runs a command to its end; its output goes to this terminal, or is kept when `quiet` (so that two builds do not interleave). */
function run(command: string, args: string[], env: NodeJS.ProcessEnv, quiet = false): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit'});
    let output = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({status, output}));
  });
}

async function buildSitesInTurn(): Promise<boolean> {
  for (const site of E2E_SITES.filter((entry) => wanted(entry.name))) {
    if (process.env.E2E_SKIP_BUILD === '1' && existsSync(site.outDir)) {
      console.log(`Reusing ${site.outDir} (E2E_SKIP_BUILD=1)`);
      continue;
    }
    console.log(`Building ${site.name} into ${site.outDir} ...`);
    const started = Date.now();
    const {status} = await run('npx', ['docusaurus', 'build', '--out-dir', site.outDir], {...process.env, ...site.env});
    if (status !== 0) {
      console.error(`Build of ${site.name} failed (exit ${status}).`);
      return false;
    }
    console.log(`Built ${site.name} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  return true;
}

async function buildNextDeploy(): Promise<boolean> {
  if (!wanted(NEXT_DEPLOY)) return true;
  // It says itself whether it built or reused the build, and how long it took.
  const {status, output} = await run('npx', ['tsx', 'tests/e2e/offline/build-next-site.ts'], process.env, true);
  console.log(output.trimEnd());
  return status === 0;
}

Promise.all([buildSitesInTurn(), buildNextDeploy()]).then(
  (built) => {
    if (built.includes(false)) process.exit(1);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
