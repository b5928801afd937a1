// Records what the real Nadle 0.5.1 prints for every project of tests/nadle-recordings/:
// `NADLE_0_5_1=<path to packages/nadle of a 0.5.1 build> npm run record:nadle [project…]`.
// CI does not run it (CI cannot build Nadle); how to build 0.5.1 is in CONTRIBUTING.md.
//
// Per project: copy its files (tests/nadle-recordings/corpus.ts says which) to a fresh
// temporary folder, link node_modules/nadle to the build, add the lock file npm or yarn
// workspaces need, run each command of commands.json with piped output (no TTY) in a
// clean environment, and write recordings.json next to the project's files, the output
// normalised by tests/nadle-recordings/normalise.ts. Two runs give identical files.
import {spawn} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  listProjects,
  lockFileFor,
  projectFiles,
  PROJECTS_DIR,
  readSpec,
  RECORDINGS_FILE,
  type Recording,
  type RecordingsFile,
} from '../tests/nadle-recordings/corpus';
import {normaliseNadleOutput} from '../tests/nadle-recordings/normalise';

const ENV_VAR = 'NADLE_0_5_1';
const TIMEOUT_MS = 60_000;

/**
 * What every command gets besides the case's own env. NADLE_MAX_WORKERS is the number of
 * cores Nadle assumes (it uses one worker fewer by default): with 2, every machine
 * records the same worker count and tasks run one at a time, in a fixed order.
 */
const DEFAULT_ENV: Record<string, string> = {NADLE_MAX_WORKERS: '2'};
/** Passed through from the recorder's environment; nothing else is (CI, GITHUB_ACTIONS, TEST, NODE_ENV, FORCE_COLOR... stay unset). */
const INHERITED = ['PATH', 'HOME', 'SystemRoot', 'TMPDIR', 'TEMP', 'TMP'];

function nadleBuild(): string {
  const dir = process.env[ENV_VAR];
  if (!dir) {
    console.error(
      `Set ${ENV_VAR} to the packages/nadle folder of a Nadle 0.5.1 build, e.g.\n` +
        `  ${ENV_VAR}=/work/nadle-0.5.1/packages/nadle npm run record:nadle\n` +
        'CONTRIBUTING.md says how to build it from the nadle/v0.5.1 tag.',
    );
    process.exit(2);
  }
  const cli = path.join(dir, 'nadle.mjs');
  if (!existsSync(cli) || !existsSync(path.join(dir, 'lib', 'cli.js'))) {
    console.error(
      `${ENV_VAR}=${dir} holds no built Nadle (nadle.mjs and lib/cli.js); build it first (CONTRIBUTING.md).`,
    );
    process.exit(2);
  }
  const version = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string}).version;
  if (version !== '0.5.1') {
    console.error(`${ENV_VAR}=${dir} is Nadle ${version}; the corpus records 0.5.1.`);
    process.exit(2);
  }
  return path.resolve(dir);
}

function run(
  cli: string,
  cwd: string,
  env: Record<string, string>,
  argv: string[],
): Promise<{stdout: string; stderr: string; exitCode: number | null}> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...argv], {cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`nadle ${argv.join(' ')} did not finish in ${TIMEOUT_MS / 1000} s`));
    }, TIMEOUT_MS);
    child.on('error', reject);
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      resolve({stdout, stderr, exitCode});
    });
  });
}

async function recordProject(name: string, nadleDir: string): Promise<RecordingsFile> {
  const spec = readSpec(name);
  const project = projectFiles(name, spec);
  const base = mkdtempSync(path.join(os.tmpdir(), 'nadle-recording-'));
  // The folder keeps the project's name: Nadle may print it (package names aside).
  const root = path.join(base, name);
  try {
    const files = {...project.files};
    const lock = lockFileFor(project, spec);
    if (lock) files[lock[0]] = lock[1];
    for (const [filePath, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, filePath)), {recursive: true});
      writeFileSync(path.join(root, filePath), content);
    }
    mkdirSync(path.join(root, 'node_modules'), {recursive: true});
    symlinkSync(nadleDir, path.join(root, 'node_modules', 'nadle'), 'junction');

    const context = {
      projectDirs: [root, realpathSync(root)],
      projectParentDirs: [base, realpathSync(base)],
      nadleDirs: [nadleDir, realpathSync(nadleDir)],
      nadleRepoDirs: [path.resolve(nadleDir, '../..'), path.resolve(realpathSync(nadleDir), '../..')],
      nodeVersion: process.version,
    };
    const inherited = Object.fromEntries(
      INHERITED.filter((key) => process.env[key] !== undefined).map((key) => [key, process.env[key]!]),
    );
    const commands: Recording[] = [];
    for (const command of spec.commands) {
      const cwd = command.cwd ?? '.';
      const env = {...DEFAULT_ENV, ...command.env};
      // Each command starts from the same files: no cache left by the one before.
      rmSync(path.join(root, '.nadle'), {recursive: true, force: true});
      const result = await run(
        path.join(root, 'node_modules', 'nadle', 'nadle.mjs'),
        path.join(root, cwd),
        {...inherited, ...env},
        command.argv,
      );
      const lines = (text: string) => normaliseNadleOutput(text, context).split('\n');
      commands.push({
        argv: command.argv,
        cwd,
        env,
        exitCode: result.exitCode,
        stdout: lines(result.stdout),
        stderr: lines(result.stderr),
      });
    }
    return {nadle: '0.5.1', files: project.origin, commands};
  } finally {
    rmSync(base, {recursive: true, force: true});
  }
}

async function main(): Promise<void> {
  const nadleDir = nadleBuild();
  const wanted = process.argv.slice(2);
  const names = listProjects().filter((name) => wanted.length === 0 || wanted.includes(name));
  const unknown = wanted.filter((name) => !names.includes(name));
  if (unknown.length > 0) throw new Error(`No such project under ${PROJECTS_DIR}: ${unknown.join(', ')}`);
  // Projects are recorded side by side (NADLE_RECORD_JOBS, default 2); each command of a
  // project after the one before.
  const jobs = Math.max(1, Number(process.env.NADLE_RECORD_JOBS ?? 2));
  let total = 0;
  let next = 0;
  const worker = async () => {
    while (next < names.length) {
      const name = names[next++];
      const started = Date.now();
      const recordings = await recordProject(name, nadleDir);
      writeFileSync(path.join(PROJECTS_DIR, name, RECORDINGS_FILE), `${JSON.stringify(recordings, null, 2)}\n`);
      total += recordings.commands.length;
      console.log(`${name}: ${recordings.commands.length} commands (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
  };
  await Promise.all(Array.from({length: jobs}, worker));
  console.log(`Recorded ${total} commands in ${names.length} projects.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
