// Runs the site's model of Nadle (src/nadle-model) on a recorded project, the way the
// recorder ran Nadle 0.5.1 on it: the same files, folder, command line and environment.
// Used by the unit test that holds the model to the recordings (tests/unit/nadle-model/
// recordings.test.ts) and by scripts/compare-recordings.ts.
import ts from 'typescript';

import {readConfigSample} from '../../plugins/code-highlight/task-graph/read-config';
import {
  chooseAction,
  configFileNotFoundError,
  configThrewError,
  createNadleStandIn,
  createProject,
  executeCommand,
  failedCallError,
  NadleModelError,
  parseArgv,
  specifiedConfigNotFoundError,
  unsupportedMonorepoError,
  runCommandAfterLoadError,
  withCwd,
  type CommandResult,
  type Project,
  type SourceFrame,
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
  /** Where in the config files an error a task threw was raised (ExecuteOptions.traceError). */
  traceError?: (error: unknown) => SourceFrame[] | undefined;
}

// The name readConfigSample evaluates a config under: TypeScript keeps the imports of a
// .mts or .mjs file as ESM, which the reader cannot run, so each is transpiled as a .ts file.
const evaluatedName = (config: string): string => config.replace(/\.[cm]?[jt]s$/, '.ts');

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The segments of a source map's `mappings`, per generated line: [generated column, original line, original column], 0-based. */
function decodeMappings(mappings: string): [number, number, number][][] {
  const lines: [number, number, number][][] = [];
  let originalLine = 0;
  let originalColumn = 0;
  for (const text of mappings.split(';')) {
    const segments: [number, number, number][] = [];
    let generatedColumn = 0;
    for (const segment of text.split(',')) {
      if (!segment) continue;
      // Base64 VLQ: five bits a digit, a continuation bit, the sign in the lowest bit.
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >> 1) : value >> 1);
          value = 0;
          shift = 0;
        }
      }
      generatedColumn += fields[0];
      if (fields.length < 4) continue;
      originalLine += fields[2];
      originalColumn += fields[3];
      segments.push([generatedColumn, originalLine, originalColumn]);
    }
    lines.push(segments);
  }
  return lines;
}

/**
 * The frames of an error's stack inside the configs, innermost first, mapped back to the
 * files as written: each config is transpiled again as readConfigSample transpiles it,
 * with a source map (the code is the same; only the map is added).
 */
function configTracer(configs: readonly {file: string; code: string}[]): (error: unknown) => SourceFrame[] | undefined {
  const byName = new Map(configs.map((config) => [evaluatedName(config.file), config]));
  const maps = new Map<string, [number, number, number][][]>();
  const mapOf = (config: {file: string; code: string}) => {
    let map = maps.get(config.file);
    if (!map) {
      const {sourceMapText} = ts.transpileModule(config.code, {
        fileName: evaluatedName(config.file),
        compilerOptions: {
          module: ts.ModuleKind.CommonJS,
          target: ts.ScriptTarget.ES2022,
          esModuleInterop: true,
          sourceMap: true,
        },
      });
      map = decodeMappings((JSON.parse(sourceMapText!) as {mappings: string}).mappings);
      maps.set(config.file, map);
    }
    return map;
  };
  return (error) => {
    const stack = (error as {stack?: unknown} | null)?.stack;
    if (typeof stack !== 'string') return undefined;
    const frames: SourceFrame[] = [];
    for (const line of stack.split('\n').slice(1)) {
      const frame = /^\s+at (?:async )?(?:(.+?) \()?(.+):(\d+):(\d+)\)?$/.exec(line);
      const config = frame && byName.get(frame[2]);
      if (!frame || !config) continue;
      const column = Number(frame[4]) - 1;
      // The last segment of the line that starts at or before the column.
      const segment = (mapOf(config)[Number(frame[3]) - 1] ?? []).filter(([start]) => start <= column).at(-1);
      if (!segment) continue;
      frames.push({
        ...(frame[1] ? {name: frame[1]} : {}),
        file: config.file,
        line: segment[1] + 1,
        column: segment[2] + 1,
      });
    }
    return frames.length > 0 ? frames : undefined;
  };
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
  const configs: {file: string; code: string}[] = [];
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
    configs.push({file: config, code: files.files[config]});
    try {
      const recording = readConfigSample(files.files[config], standIn, evaluatedName(config));
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
      traceError: configTracer(configs),
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
 * The model's answer to one recorded command, the tasks it runs run as Nadle's workers run
 * them. `earlier` are the commands recorded before it in the same project folder: jiti's
 * cache holds the config files once one of them has read them.
 */
export async function runRecorded(
  model: ModelProject,
  recording: Recording,
  earlier: readonly Recording[] = [],
): Promise<ModelRun> {
  const {env} = recording;
  const parsed = parseArgv(recording.argv);
  const configOption = 'error' in parsed ? undefined : parsed.config;
  if (configOption !== undefined) model = modelProject(model.name, configOption);
  const transpileCache = earlier.some((command) => readsConfigs(command.argv)) ? 'warm' : 'cold';
  let result: CommandResult | undefined;
  if (model.cannot) return {cannot: model.cannot, stdout: '', stderr: '', exitCode: null};
  if (model.loadError) result = runCommandAfterLoadError(model.loadError, recording.argv, {env, transpileCache});
  else
    result = await executeCommand(withCwd(model.project!, recording.cwd), recording.argv, {
      env,
      transpileCache,
      ...(model.traceError ? {traceError: model.traceError} : {}),
    });
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
