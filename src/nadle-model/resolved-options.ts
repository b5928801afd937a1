// The options object Nadle 0.5.1 resolves before it runs a handler (OptionsResolver), as
// `--show-config` and the info level print it with JSON.stringify: the defaults, then
// configure()'s options, then the command line's, then the project, the cache folder, the
// worker counts and the resolved tasks. Key order follows the spreads of 0.5.1's source.
import type {ParsedArgs} from './cli-options';
import type {Project, Workspace} from './project';
import type {ResolvedTaskInput} from './resolve';
import {PROJECT_DIR, type TerminalEnv} from './terminal';

/** What the worker counts default to without NADLE_MAX_WORKERS: the cores a reader's machine has is not known. */
export const ASSUMED_PARALLELISM = 4;

const truthy = (value: string | undefined): boolean =>
  value !== undefined && value !== '' && value !== 'false' && value !== '0';

/** std-env's isCI and isTest, as far as the environment variables the model takes decide them. */
export function detectedEnvironments(env: TerminalEnv = {}): {CI: boolean; TEST: boolean} {
  return {CI: truthy(env.CI), TEST: env.NODE_ENV === 'test' || truthy(env.TEST)};
}

// yargs' coercion of --min-workers and --max-workers: a whole number becomes a number, a percentage stays text.
const workerCount = (value: string | undefined): number | string | undefined =>
  value !== undefined && /^\d+$/.test(value) ? Number(value) : value;

/**
 * The command line's options as yargs hands them over (CLIOptionsResolver): `tasks`
 * first, then the options typed, in the order typed, then those yargs gives a default.
 */
function commandLineOptions(parsed: ParsedArgs, argv: readonly string[]): Record<string, unknown> {
  const typed: string[] = [];
  const keyOf: Record<string, string> = {
    '-l': 'list',
    '--list': 'list',
    '-m': 'dryRun',
    '--dry-run': 'dryRun',
    '--stacktrace': 'stacktrace',
    '--list-workspaces': 'listWorkspaces',
    '--config-key': 'configKey',
    '-c': 'configFile',
    '--config': 'configFile',
    '--cache-dir': 'cacheDir',
    '--min-workers': 'minWorkers',
    '--max-workers': 'maxWorkers',
  };
  for (const arg of argv) {
    const key = keyOf[arg.split('=')[0]];
    if (key && !typed.includes(key)) typed.push(key);
  }
  const values: Record<string, unknown> = {
    list: parsed.list,
    dryRun: parsed.dryRun,
    stacktrace: parsed.stacktrace,
    listWorkspaces: parsed.listWorkspaces,
    configKey: parsed.configKey,
    configFile: parsed.config,
    cacheDir: parsed.cacheDir,
    minWorkers: workerCount(parsed.minWorkers),
    maxWorkers: workerCount(parsed.maxWorkers),
  };
  const options: Record<string, unknown> = {tasks: parsed.tasks};
  for (const key of [...typed, 'list', 'dryRun', 'stacktrace', 'listWorkspaces']) {
    if (key in options || values[key] === undefined) continue;
    options[key] = values[key];
  }
  // Options whose key the defaults already hold keep that place; only their value changes.
  if (parsed.parallel) options.parallel = true;
  if (parsed.summary) options.summary = true;
  if (parsed.cleanCache) options.cleanCache = true;
  if (parsed.showConfig) options.showConfig = true;
  if (parsed.logLevel !== undefined) options.logLevel = parsed.logLevel;
  if (parsed.footer !== undefined) options.footer = parsed.footer;
  if (parsed.cache !== undefined) options.cache = parsed.cache;
  if (parsed.exclude.length > 0) options.excludedTasks = parsed.exclude;
  return options;
}

// OptionsResolver.resolveWorker(): a number as it is, a string read as a percentage of
// the available workers (so configure({maxWorkers: "3"}) means 3%), nothing as one fewer
// than available; then kept between 1 and the available count.
function resolveWorker(value: unknown, available: number): number {
  let result = available - 1;
  if (typeof value === 'number') result = value;
  else if (typeof value === 'string') result = Math.round((Number.parseInt(value, 10) / 100) * available);
  return Math.min(Math.max(result, 1), available);
}

function absolutePath(relativePath: string): string {
  return relativePath === '.' ? PROJECT_DIR : `${PROJECT_DIR}/${relativePath}`;
}

function resolveCacheDir(cacheDir: unknown): string {
  const given = typeof cacheDir === 'string' ? cacheDir : '.nadle';
  if (given.startsWith('/')) return given;
  const parts: string[] = [];
  for (const part of given.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && parts.length > 0 && parts.at(-1) !== '..') parts.pop();
    else parts.push(part);
  }
  return parts.length === 0 ? PROJECT_DIR : `${PROJECT_DIR}/${parts.join('/')}`;
}

// @manypkg's package.json of a workspace, as Nadle keeps it (PackageJson.create).
function workspacePackageJson(packageJson: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> {
  const {name, version, dependencies, devDependencies} = packageJson ?? {};
  return {name, version, dependencies, devDependencies};
}

/** The IDs of the other workspaces a workspace depends on (DependencyResolver). */
function workspaceDependencies(project: Project, workspace: Workspace): string[] {
  const byName = new Map<unknown, Workspace>();
  for (const other of project.workspaces) if (!other.isRoot) byName.set(other.packageJson?.name, other);
  const declared = [
    ...Object.entries((workspace.packageJson?.dependencies as Record<string, string> | undefined) ?? {}),
    ...Object.entries((workspace.packageJson?.devDependencies as Record<string, string> | undefined) ?? {}),
  ];
  const found: string[] = [];
  for (const [name, version] of declared) {
    const other = byName.get(name);
    if (!other) continue;
    const matches =
      project.packageManager === 'npm'
        ? version === '*' || version.replace(/^[~^]/, '') === other.packageJson?.version
        : version.startsWith('workspace:');
    if (matches && !found.includes(other.id)) found.push(other.id);
  }
  return found;
}

/** The project as Nadle's options hold it. */
function projectJson(project: Project): Record<string, unknown> {
  const root = project.rootWorkspace;
  const rootWorkspace = {
    id: root.id,
    label: root.label,
    packageJson: root.packageJson ?? {},
    absolutePath: PROJECT_DIR,
    dependencies: [],
    relativePath: '.',
    configFilePath: `${PROJECT_DIR}/${root.configFile ?? 'nadle.config.ts'}`,
  };
  const workspaces = project.workspaces
    .filter((workspace) => !workspace.isRoot)
    .map((workspace) => ({
      id: workspace.id,
      label: workspace.label,
      absolutePath: absolutePath(workspace.relativePath),
      relativePath: workspace.relativePath,
      dependencies: workspaceDependencies(project, workspace),
      configFilePath: workspace.configFile ? `${PROJECT_DIR}/${workspace.configFile}` : null,
      packageJson: workspacePackageJson(workspace.packageJson),
    }));
  const currentWorkspaceId = project.currentWorkspace.id;
  // A single package is built in another order than a monorepo's project.
  return project.monorepo
    ? {rootWorkspace, packageManager: project.packageManager, currentWorkspaceId, workspaces}
    : {rootWorkspace, workspaces, packageManager: 'npm', currentWorkspaceId};
}

export interface ResolvedOptionsInput {
  readonly project: Project;
  readonly parsed: ParsedArgs;
  readonly argv: readonly string[];
  readonly tasks: readonly ResolvedTaskInput[];
  readonly excluded: readonly ResolvedTaskInput[];
  readonly env?: TerminalEnv;
}

/** How many workers Nadle may use: NADLE_MAX_WORKERS replaces the machine's core count. */
export function availableWorkers(env: TerminalEnv = {}): number {
  return env.NADLE_MAX_WORKERS ? Number(env.NADLE_MAX_WORKERS) : ASSUMED_PARALLELISM;
}

/** Nadle's resolved options (NadleResolvedOptions), ready for JSON.stringify. */
export function resolvedOptions({project, parsed, argv, tasks, excluded, env}: ResolvedOptionsInput): {
  [key: string]: unknown;
  maxWorkers: number;
  minWorkers: number;
} {
  const defaults = {
    cache: true,
    footer: !detectedEnvironments(env).CI,
    summary: false,
    parallel: false,
    logLevel: 'log',
    cleanCache: false,
    showConfig: false,
    excludedTasks: [] as unknown,
    isWorkerThread: false,
  };
  const base: Record<string, unknown> = {...defaults, ...project.options, ...commandLineOptions(parsed, argv)};
  const available = availableWorkers(env);
  const maxWorkers = resolveWorker(base.maxWorkers, available);
  const minWorkers = Math.min(resolveWorker(base.minWorkers, available), maxWorkers);
  const asJson = ({corrected, rawInput, taskId}: ResolvedTaskInput) => ({corrected, rawInput, taskId});
  return {
    ...base,
    project: projectJson(project),
    cacheDir: resolveCacheDir(base.cacheDir),
    maxWorkers,
    minWorkers,
    tasks: tasks.map(asJson),
    excludedTasks: excluded.map(asJson),
  };
}

/** lodash's get() for `--config-key`: a path of dot-separated keys and `[index]` or `["key"]` parts. */
export function valueAtPath(value: unknown, path: string): unknown {
  const keys: string[] = [];
  const pattern = /[^.[\]]+|\[(?:(\d+)|(["'])(.*?)\2)\]/g;
  for (let match = pattern.exec(path); match; match = pattern.exec(path)) keys.push(match[1] ?? match[3] ?? match[0]);
  let current = value;
  for (const key of keys) {
    if (current === null || current === undefined) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** What `logger.log(stringify(value))` prints: JSON indented by two, or `undefined`. */
export function stringifyOption(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? 'undefined';
}
