// Runs the site's model of Nadle (src/nadle-model) on a recorded project, the way the
// recorder ran Nadle 0.5.1 on it: the same files, folder, command line and environment.
// Used by the unit test that holds the model to the recordings (tests/unit/nadle-model/
// recordings.test.ts) and by scripts/compare-recordings.ts.
import {readConfigSample} from '../../plugins/code-highlight/task-graph/read-config';
import {
  createNadleStandIn,
  createProject,
  executeCommand,
  NadleModelError,
  runCommandAfterLoadError,
  withCwd,
  type CommandResult,
  type Project,
} from '../../src/nadle-model';
import {projectFiles, readSpec, workspaceFolders, type Recording} from './corpus';
import {normaliseNadleOutput} from './normalise';

const CONFIG_NAMES = ['nadle.config.js', 'nadle.config.mjs', 'nadle.config.ts', 'nadle.config.mts'];

export interface ModelProject {
  project?: Project;
  /** What Nadle reports while loading the configs. */
  loadError?: NadleModelError;
  /** Why the model cannot run the project at all. */
  cannot?: string;
}

/** The model's project for a recorded one, or the error Nadle meets while loading it. */
export function modelProject(name: string): ModelProject {
  const spec = readSpec(name);
  const files = projectFiles(name, spec);
  const root = JSON.parse(files.files['package.json'] ?? '{}') as {nadle?: {root?: boolean}; workspaces?: unknown};
  if (files.packageManager !== 'pnpm' && root.workspaces === undefined && !root.nadle?.root)
    return {cannot: 'a single package without "nadle": {"root": true}'};
  if (spec.lockFile === false) return {cannot: 'workspaces without a lock file'};
  const workspaces = [];
  for (const folder of workspaceFolders(files)) {
    const prefix = folder === '.' ? '' : `${folder}/`;
    const config = CONFIG_NAMES.map((file) => prefix + file).find((file) => file in files.files);
    if (!config) {
      workspaces.push({relativePath: folder});
      continue;
    }
    try {
      // Transpiled as a .ts file: TypeScript keeps the imports of a .mts or .mjs file as ESM, which the reader cannot run.
      const recording = readConfigSample(
        files.files[config],
        createNadleStandIn(),
        config.replace(/\.[cm]?[jt]s$/, '.ts'),
      );
      workspaces.push({relativePath: folder, recording, configFile: config});
    } catch (error) {
      if (error instanceof Error && error.name === 'NadleModelError') return {loadError: error as NadleModelError};
      return {cannot: `${config} cannot be read: ${error instanceof Error ? error.message : String(error)}`};
    }
  }
  if (!workspaces.some((workspace) => 'recording' in workspace)) return {cannot: 'no config file at the root'};
  try {
    return {project: createProject({packageManager: files.packageManager, workspaces})};
  } catch (error) {
    if (error instanceof NadleModelError) return {loadError: error};
    return {cannot: error instanceof Error ? error.message : String(error)};
  }
}

export interface ModelRun {
  result?: CommandResult;
  cannot?: string;
  /** stdout, stderr and exit code as the recordings hold them. */
  stdout: string;
  stderr: string;
  exitCode: number | null;
}

// The model prints placeholders already; normalising its text as the recordings were
// normalised still turns a percentage such as `50%` into `<percent>`.
const normalise = (text: string): string =>
  normaliseNadleOutput(text, {
    projectDirs: [],
    projectParentDirs: [],
    nadleDirs: [],
    nadleRepoDirs: [],
    nodeVersion: '<node-version>',
  });

/** The model's answer to one recorded command, the tasks it runs run as Nadle's workers run them. */
export async function runRecorded(model: ModelProject, recording: Recording): Promise<ModelRun> {
  const {env} = recording;
  let result: CommandResult | undefined;
  if (model.cannot) return {cannot: model.cannot, stdout: '', stderr: '', exitCode: null};
  if (model.loadError) result = runCommandAfterLoadError(model.loadError, recording.argv, {env});
  else result = await executeCommand(withCwd(model.project!, recording.cwd), recording.argv, {env});
  return {result, stdout: normalise(result.stdout), stderr: normalise(result.stderr), exitCode: result.exitCode};
}

/** A recorded command as the known-differences list names it: `<project>#<index>`. */
export const caseKey = (project: string, index: number): string => `${project}#${index}`;

export const commandText = (recording: Recording): string =>
  `nadle ${recording.argv.map((arg) => (/^[\w:.,=%/-]+$/.test(arg) ? arg : JSON.stringify(arg))).join(' ')}${recording.cwd === '.' ? '' : ` (in ${recording.cwd})`}${Object.keys(
    recording.env,
  )
    .filter((key) => key !== 'NADLE_MAX_WORKERS')
    .map((key) => ` ${key}=${recording.env[key]}`)
    .join('')}`;
