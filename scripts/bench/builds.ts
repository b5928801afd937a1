// The two sites of the page benchmark: this repository and a fresh Docusaurus
// classic template of the same version, each built cold.
import {spawn} from 'node:child_process';
import {createWriteStream} from 'node:fs';
import {readFile, rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';

/** The template is made with the Docusaurus version this site has installed, so the two compare. */
export const DOCUSAURUS_VERSION: string = (
  createRequire(import.meta.url)('@docusaurus/core/package.json') as {version: string}
).version;

/** Runs a command; its output goes to `logFile`. Rejects with the log's tail on failure. */
export async function run(
  command: string,
  args: string[],
  {cwd, env = process.env, logFile}: {cwd: string; env?: NodeJS.ProcessEnv; logFile: string},
): Promise<void> {
  const log = createWriteStream(logFile, {flags: 'a'});
  log.write(`$ ${command} ${args.join(' ')}  (in ${cwd})\n`);
  const child = spawn(command, args, {cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
  child.stdout.pipe(log, {end: false});
  child.stderr.pipe(log, {end: false});
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  await new Promise<void>((resolve) => log.end(resolve));
  if (code !== 0) {
    const tail = (await readFile(logFile, 'utf8')).split('\n').slice(-25).join('\n');
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${code} (log: ${logFile}):\n${tail}`);
  }
}

/** Creates the classic TypeScript template in `dir` and installs its dependencies from the registry. */
export async function createTemplateSite(
  dir: string,
  {logFile, pinnedPackages}: {logFile: string; pinnedPackages: Record<string, string>},
): Promise<void> {
  const parent = path.dirname(dir);
  await run(
    'npx',
    ['--yes', `create-docusaurus@${DOCUSAURUS_VERSION}`, dir, 'classic', '--typescript', '--skip-install'],
    {
      cwd: parent,
      logFile,
    },
  );
  // The newest @docsearch/react 4 depends on @docsearch/core 4.7.1, which some npm
  // registries and mirrors do not serve, and then the install fails. The template configures no
  // Algolia search, so DocSearch never loads in its pages and the pin changes no byte
  // they load; we pin the version this site uses.
  const manifestPath = path.join(dir, 'package.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as {overrides?: Record<string, string>};
  manifest.overrides = {...manifest.overrides, ...pinnedPackages};
  await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  await run('npm', ['install', '--no-audit', '--no-fund'], {cwd: dir, logFile});
}

/**
 * A cold production build: the generated files and the bundler caches are
 * removed first, and only the build itself is timed. Returns seconds.
 */
export async function coldBuild({
  siteDir,
  outDir,
  env,
  logFile,
}: {
  siteDir: string;
  outDir: string;
  env: NodeJS.ProcessEnv;
  logFile: string;
}): Promise<number> {
  for (const dir of ['.docusaurus', 'node_modules/.cache/rspack', 'node_modules/.cache/webpack', outDir]) {
    await rm(path.resolve(siteDir, dir), {recursive: true, force: true});
  }
  const started = process.hrtime.bigint();
  await run('npx', ['docusaurus', 'build', '--out-dir', outDir], {cwd: siteDir, env, logFile});
  return Number(process.hrtime.bigint() - started) / 1e9;
}
