// Runs the site's model of Nadle (src/nadle-model) on a recorded project, the way the
// recorder ran Nadle 0.5.1 on it: the same files, folder, command line and environment.
// Used by the unit test that holds the model to the recordings (tests/unit/nadle-model/
// recordings.test.ts) and by scripts/compare-recordings.ts.
import ts from 'typescript';

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
  type SourceFrame,
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

/** The model's project for a recorded one, or the error Nadle meets while loading it. */
export function modelProject(name: string): ModelProject {
  const spec = readSpec(name);
  const files = projectFiles(name, spec);
  const root = JSON.parse(files.files['package.json'] ?? '{}') as {nadle?: {root?: boolean}; workspaces?: unknown};
  if (files.packageManager !== 'pnpm' && root.workspaces === undefined && !root.nadle?.root)
    return {cannot: 'a single package without "nadle": {"root": true}'};
  if (spec.lockFile === false) return {cannot: 'workspaces without a lock file'};
  const workspaces = [];
  const configs: {file: string; code: string}[] = [];
  for (const folder of workspaceFolders(files)) {
    const prefix = folder === '.' ? '' : `${folder}/`;
    const config = CONFIG_NAMES.map((file) => prefix + file).find((file) => file in files.files);
    if (!config) {
      workspaces.push({relativePath: folder});
      continue;
    }
    configs.push({file: config, code: files.files[config]});
    try {
      const recording = readConfigSample(files.files[config], createNadleStandIn(), evaluatedName(config));
      workspaces.push({relativePath: folder, recording, configFile: config});
    } catch (error) {
      if (error instanceof Error && error.name === 'NadleModelError') return {loadError: error as NadleModelError};
      return {cannot: `${config} cannot be read: ${error instanceof Error ? error.message : String(error)}`};
    }
  }
  if (!workspaces.some((workspace) => 'recording' in workspace)) return {cannot: 'no config file at the root'};
  try {
    return {
      project: createProject({packageManager: files.packageManager, workspaces}),
      traceError: configTracer(configs),
    };
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
  else
    result = await executeCommand(withCwd(model.project!, recording.cwd), recording.argv, {
      env,
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
