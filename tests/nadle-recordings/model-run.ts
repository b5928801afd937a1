// Runs the site's model of Nadle (src/nadle-model) on a recorded project, the way the
// recorder ran Nadle 0.5.1 on it: the same files, folder, command line and environment.
// Used by the unit test that holds the model to the recordings (tests/unit/nadle-model/
// recordings.test.ts) and by scripts/compare-recordings.ts.
import {readConfigSample} from '../../plugins/code-highlight/task-graph/read-config';
import {
  chooseAction,
  configFileNotFoundError,
  configThrewError,
  createNadleStandIn,
  createProject,
  failedCallError,
  NadleModelError,
  parseArgv,
  specifiedConfigNotFoundError,
  unsupportedMonorepoError,
  runCommand,
  runCommandAfterLoadError,
  withCwd,
  type CommandResult,
  type Project,
} from '../../src/nadle-model';
import {projectFiles, readSpec, workspaceFolders, type Recording} from './corpus';
import {normaliseNadleOutput} from './normalise';

const CONFIG_NAMES = ['nadle.config.js', 'nadle.config.mjs', 'nadle.config.ts', 'nadle.config.mts'];

export interface ModelProject {
  /** The recorded project's name. */
  name: string;
  project?: Project;
  /** What Nadle reports while loading the configs. */
  loadError?: NadleModelError;
  /** Why the model cannot run the project at all. */
  cannot?: string;
}

/** `a/./b/../c` → `a/c`; a path that climbs above the root keeps its leading `..`. */
function normalisePath(relative: string): string {
  const parts: string[] = [];
  for (const part of relative.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && parts.length > 0 && parts.at(-1) !== '..') parts.pop();
    else parts.push(part);
  }
  return parts.join('/');
}

/**
 * The model's project for a recorded one, or the error Nadle meets while loading it.
 * `configOption` is the command line's --config, which Nadle resolves from the project root.
 */
export function modelProject(name: string, configOption?: string): ModelProject {
  const spec = readSpec(name);
  const files = projectFiles(name, spec);
  const root = JSON.parse(files.files['package.json'] ?? '{}') as {nadle?: {root?: boolean}; workspaces?: unknown};
  // Without the root marker, @manypkg/find-root looks for a workspace root: pnpm's
  // pnpm-workspace.yaml, or npm's and yarn's `workspaces` with their lock file.
  const workspaceRoot = files.packageManager === 'pnpm' || (root.workspaces !== undefined && spec.lockFile !== false);
  if (!root.nadle?.root && !workspaceRoot) return {name, loadError: unsupportedMonorepoError()};
  const folders = workspaceRoot ? workspaceFolders(files) : ['.'];
  const workspaces = [];
  for (const folder of folders) {
    const prefix = folder === '.' ? '' : `${folder}/`;
    const packageFile = files.files[`${prefix}package.json`];
    const packageJson = packageFile === undefined ? undefined : (JSON.parse(packageFile) as Record<string, unknown>);
    let config = CONFIG_NAMES.map((file) => prefix + file).find((file) => file in files.files);
    if (folder === '.' && configOption !== undefined) {
      config = normalisePath(configOption);
      if (!(config in files.files)) return {name, loadError: specifiedConfigNotFoundError(config)};
    }
    if (!config) {
      if (folder === '.') return {name, loadError: configFileNotFoundError()};
      workspaces.push({relativePath: folder, packageJson});
      continue;
    }
    const workspaceId = folder === '.' ? 'root' : folder.replaceAll('/', ':');
    const standIn = createNadleStandIn({workspaceId});
    const failed = {file: config, source: files.files[config], isRoot: folder === '.', workspaceId};
    try {
      // Transpiled as a .ts file: TypeScript keeps the imports of a .mts or .mjs file as ESM, which the reader cannot run.
      const recording = readConfigSample(files.files[config], standIn, config.replace(/\.[cm]?[jt]s$/, '.ts'));
      workspaces.push({relativePath: folder, recording, configFile: config, packageJson});
    } catch (error) {
      const failure = standIn.recording().failure;
      const thrown = error instanceof Error ? error.message : String(error);
      const loadError = failure
        ? failedCallError(failure, failed)
        : configThrewError(thrown.replace(/^evaluating the sample failed: /, ''), failed);
      if (loadError) return {name, loadError};
      if (error instanceof Error && error.name === 'NadleModelError')
        return {name, loadError: error as NadleModelError};
      return {name, cannot: `${config} cannot be read: ${thrown}`};
    }
  }
  try {
    return {
      name,
      project: createProject({packageManager: files.packageManager, workspaces, monorepo: workspaceRoot}),
    };
  } catch (error) {
    if (error instanceof NadleModelError) return {name, loadError: error};
    return {name, cannot: error instanceof Error ? error.message : String(error)};
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

/** True when Nadle reads the config files for `argv` (not for --help, --version or a command line yargs rejects). */
function readsConfigs(argv: readonly string[]): boolean {
  const parsed = parseArgv(argv);
  return !('error' in parsed) && !['help', 'version'].includes(chooseAction(parsed));
}

/**
 * The model's answer to one recorded command. `earlier` are the commands recorded before
 * it in the same project folder: jiti's cache holds the config files once one of them
 * has read them.
 */
export function runRecorded(model: ModelProject, recording: Recording, earlier: readonly Recording[] = []): ModelRun {
  const env = recording.env;
  const parsed = parseArgv(recording.argv);
  const configOption = 'error' in parsed ? undefined : parsed.config;
  if (configOption !== undefined) model = modelProject(model.name, configOption);
  const transpileCache = earlier.some((command) => readsConfigs(command.argv)) ? 'warm' : 'cold';
  let result: CommandResult | undefined;
  if (model.cannot) return {cannot: model.cannot, stdout: '', stderr: '', exitCode: null};
  if (model.loadError) result = runCommandAfterLoadError(model.loadError, recording.argv, {env, transpileCache});
  else result = runCommand(withCwd(model.project!, recording.cwd), recording.argv, {env, transpileCache});
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
