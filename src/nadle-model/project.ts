import {NadleModelError} from './errors';
import {frameIn, sharedChunkSite, sharedFrameIn, type Paint, type StackFrame, type ThrowSite} from './terminal';
import type {ConfigRecording, RecordedRegistration} from './stand-in';

export type PackageManager = 'npm' | 'pnpm' | 'yarn';

export interface ProjectInput {
  packageManager: PackageManager;
  /** Every workspace, root included ('.'); relativePath uses '/', e.g. 'packages/one'. */
  workspaces: {
    relativePath: string;
    recording?: ConfigRecording;
    configFile?: string;
    /** The workspace's package.json, parsed: `--show-config` prints it. */
    packageJson?: Readonly<Record<string, unknown>>;
  }[];
  /** Relative path of the folder `nadle` runs from; default '.' (project root). */
  cwd?: string;
  /**
   * False for a single package marked `"nadle": {"root": true}`, which Nadle builds
   * without a package manager's workspace list (`--show-config` shows the difference).
   * Default: true when there is a workspace besides the root.
   */
  monorepo?: boolean;
}

export interface Workspace {
  /** Relative path with '/' replaced by ':'; the root's is 'root'. */
  readonly id: string;
  /** The alias, else the ID; the root's default label is ''. */
  readonly label: string;
  /** '.' for the root. */
  readonly relativePath: string;
  readonly isRoot: boolean;
  /** The config file Nadle loaded for it, relative to the project root; the root's defaults to `nadle.config.ts`. */
  readonly configFile?: string;
  readonly packageJson?: Readonly<Record<string, unknown>>;
}

/** The part of `.config(...)` the model reads. */
export interface TaskSettings {
  readonly dependsOn: readonly string[];
  readonly group?: string;
  readonly description?: string;
}

export interface ProjectTask {
  /** `<workspace ID>:<name>`, e.g. 'root:build', 'packages:one:build'. */
  readonly id: string;
  readonly name: string;
  /** `<workspace label>:<name>`, or the name alone when the label is ''. */
  readonly label: string;
  readonly workspaceId: string;
  readonly registration: RecordedRegistration;
  readonly settings: TaskSettings;
}

export interface Project {
  readonly packageManager: PackageManager;
  /** Root first, then by relative path. */
  readonly workspaces: readonly Workspace[];
  readonly rootWorkspace: Workspace;
  readonly currentWorkspace: Workspace;
  /** In workspace order, each workspace's tasks in registration order. */
  readonly tasks: readonly ProjectTask[];
  /** The last `configure()` call's options without `alias`; {} when there is none. */
  readonly options: Readonly<Record<string, unknown>>;
  /** False for a single package (see ProjectInput.monorepo). */
  readonly monorepo: boolean;
}

export const ROOT_ID = 'root';

function normalisePath(path: string): string {
  const trimmed = path.replaceAll('\\', '/').replace(/^\.\//, '').replace(/\/+$/, '');
  return trimmed === '' ? '.' : trimmed;
}

/** True when `inner` is `outer` or lies inside it ('.' contains everything). */
export function pathContains(outer: string, inner: string): boolean {
  return outer === '.' || inner === outer || inner.startsWith(`${outer}/`);
}

const depth = (workspace: Workspace): number => (workspace.isRoot ? 0 : workspace.relativePath.split('/').length);

export function taskLabel(workspace: Workspace, name: string): string {
  return workspace.label ? `${workspace.label}:${name}` : name;
}

function readSettings(registration: RecordedRegistration): TaskSettings {
  const last = registration.configs.at(-1);
  let value: unknown = last;
  if (typeof last === 'function') {
    try {
      value = (last as () => unknown)();
    } catch (error) {
      throw new Error(
        `The .config() function of task "${registration.name}" threw: ${error instanceof Error ? error.message : String(error)}`,
        {cause: error},
      );
    }
  }
  if (value === undefined) return {dependsOn: []};
  if (typeof value !== 'object' || value === null) {
    throw new TypeError(`The .config() of task "${registration.name}" must be an object or a function returning one.`);
  }
  const {dependsOn, group, description} = value as Record<string, unknown>;
  const list = dependsOn === undefined ? [] : Array.isArray(dependsOn) ? dependsOn : [dependsOn];
  return {
    dependsOn: list.map(String),
    ...(typeof group === 'string' ? {group} : {}),
    ...(typeof description === 'string' ? {description} : {}),
  };
}

/** A load error Nadle does not catch: Node reports it, with where it was thrown and its stack. */
export class UncaughtLoadError extends NadleModelError {
  readonly site: ThrowSite;
  readonly frames: readonly StackFrame[];
  readonly errorName: string;
  /** The message as Nadle prints it with or without colours (CI set), when it highlights part of it. */
  readonly paintedMessage?: (paint: Paint) => string;

  constructor(
    message: string,
    site: ThrowSite,
    frames: readonly StackFrame[],
    errorName = 'Error',
    paintedMessage?: (paint: Paint) => string,
    /** False when the config file's line and column in the report are the model's best guess. */
    readonly exactPosition = true,
  ) {
    // The message is Nadle's own; only the config's column may be a guess, which a note says.
    super(message);
    this.site = site;
    this.frames = frames;
    this.errorName = errorName;
    if (paintedMessage) this.paintedMessage = paintedMessage;
  }
}

// The frames below Project.configure(), which validates the labels once every config is loaded.
const CONFIGURE_FRAMES: StackFrame[] = [
  sharedFrameIn('Object.configure', 351, 5),
  frameIn('OptionsResolver.resolveProject', 1572, 44),
  `async ${frameIn('OptionsResolver.resolve', 1521, 38)}`,
  `async ${frameIn('Nadle.init', 1822, 21)}`,
  `async ${frameIn('Nadle.execute', 1827, 5)}`,
];

function labelError(message: string, line: number, source: string): UncaughtLoadError {
  return new UncaughtLoadError(message, sharedChunkSite(line, source, 15), [
    sharedFrameIn('validate', line, 15),
    ...CONFIGURE_FRAMES,
  ]);
}

function resolveLabels(
  workspaces: readonly {
    id: string;
    relativePath: string;
    configFile?: string;
    packageJson?: Readonly<Record<string, unknown>>;
  }[],
  alias: unknown,
): Workspace[] {
  const aliasOf = (relativePath: string): unknown => {
    if (typeof alias === 'function') return (alias as (path: string) => unknown)(relativePath);
    if (typeof alias === 'object' && alias !== null) return (alias as Record<string, unknown>)[relativePath];
    return undefined;
  };
  const labelled = workspaces.map(({id, relativePath, configFile, packageJson}): Workspace => {
    const isRoot = id === ROOT_ID;
    const given = aliasOf(relativePath);
    // Nadle keeps any value the alias gives (`?? ''` for the root, `?? id` for the others).
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- as Nadle does: an object shows as [object Object]
    const label = given === undefined || given === null ? (isRoot ? '' : id) : String(given);
    return {
      id,
      label,
      relativePath,
      isRoot,
      ...(configFile ? {configFile} : {}),
      ...(packageJson ? {packageJson} : {}),
    };
  });
  // Nadle's checks, workspace by workspace from the root: an empty label, a label another
  // workspace has, a label that is another workspace's ID. Looked up, not searched for,
  // so that thousands of workspaces stay linear; each key keeps its first two workspaces,
  // the first one other than the workspace checked being the one Nadle's search finds.
  const firstTwo = (key: (workspace: Workspace) => string): Map<string, Workspace[]> => {
    const map = new Map<string, Workspace[]>();
    for (const workspace of labelled) {
      const found = map.get(key(workspace));
      if (!found) map.set(key(workspace), [workspace]);
      else if (found.length < 2) found.push(workspace);
    }
    return map;
  };
  const byLabel = firstTwo((workspace) => workspace.label);
  const byId = firstTwo((workspace) => workspace.id);
  for (const workspace of labelled) {
    if (!workspace.isRoot && workspace.label === '') {
      throw labelError(
        `Workspace ${workspace.id} alias can not be empty.`,
        360,
        '        throw new Error(Messages.EmptyWorkspaceLabel(workspace.id));',
      );
    }
    const sharer = byLabel.get(workspace.label)!.find((other) => other.id !== workspace.id);
    if (sharer) {
      throw labelError(
        `Workspace ${workspace.id} has a duplicated label ${workspace.label} with workspace ${sharer.id}. Please check the alias configuration in the configuration file.`,
        365,
        '        throw new Error(Messages.DuplicatedWorkspaceLabelWithOtherLabel(workspace.id, workspace.label, sharedLabelWorkspace.id));',
      );
    }
    const owner = byId.get(workspace.label)?.find((other) => other.id !== workspace.id);
    if (owner) {
      throw labelError(
        `Workspace ${workspace.id} has a label ${workspace.label} that is the same as workspace ${owner.id}'s id. Please check the alias configuration in the configuration file.`,
        369,
        '        throw new Error(Messages.DuplicatedWorkspaceLabelWithOtherId(workspace.id, workspace.label, sharedIdWorkspace.id));',
      );
    }
  }
  return labelled;
}

/**
 * The project as Nadle sees it after loading every config file: the root config first,
 * then each workspace's in workspace order. Throws NadleModelError with Nadle's message
 * for what Nadle rejects while loading (a duplicate task, `configure()` outside the root,
 * an invalid alias), and a plain Error for input that cannot describe a project.
 */
export function createProject(input: ProjectInput): Project {
  if (!['npm', 'pnpm', 'yarn'].includes(input.packageManager)) {
    throw new Error(
      `ProjectInput.packageManager must be 'npm', 'pnpm' or 'yarn'; got ${JSON.stringify(input.packageManager)}.`,
    );
  }
  const entries = input.workspaces.map((workspace) => ({
    ...workspace,
    relativePath: normalisePath(workspace.relativePath),
  }));
  const seen = new Set<string>();
  for (const {relativePath} of entries) {
    if (relativePath.startsWith('../') || relativePath === '..') {
      throw new Error(`ProjectInput.workspaces: "${relativePath}" lies outside the project root.`);
    }
    if (seen.has(relativePath)) throw new Error(`ProjectInput.workspaces lists "${relativePath}" twice.`);
    seen.add(relativePath);
  }
  if (!seen.has('.')) entries.push({relativePath: '.'});
  // Root first ('.'), then by relative path.
  entries.sort((a, b) =>
    a.relativePath === '.'
      ? -1
      : b.relativePath === '.'
        ? 1
        : a.relativePath < b.relativePath
          ? -1
          : a.relativePath > b.relativePath
            ? 1
            : 0,
  );
  const ids = entries.map(({relativePath}) => (relativePath === '.' ? ROOT_ID : relativePath.replaceAll('/', ':')));

  // Load every config in order: the first error Nadle meets is the one it reports.
  let rootOptions: Record<string, unknown> = {};
  const registrations: {workspaceId: string; registration: RecordedRegistration}[] = [];
  entries.forEach(({recording}, index) => {
    const workspaceId = ids[index];
    const names = new Set<string>();
    for (const call of recording?.calls ?? []) {
      if (call.kind === 'configure') {
        if (workspaceId !== ROOT_ID)
          throw new NadleModelError('configure function can only be called from the root workspace.');
        // A later call replaces an earlier one entirely.
        rootOptions = {...call.options};
        continue;
      }
      if (names.has(call.name))
        throw new NadleModelError(`Task ${call.name} already registered in workspace ${workspaceId}`);
      names.add(call.name);
      registrations.push({workspaceId, registration: call});
    }
  });

  const {alias, ...options} = rootOptions;
  const workspaces = resolveLabels(
    entries.map(({relativePath, configFile, packageJson}, index) => ({
      id: ids[index],
      relativePath,
      ...(packageJson ? {packageJson} : {}),
      configFile: configFile ?? (relativePath === '.' ? 'nadle.config.ts' : undefined),
    })),
    alias,
  );
  const byId = new Map(workspaces.map((workspace) => [workspace.id, workspace]));
  const tasks = registrations.map(({workspaceId, registration}): ProjectTask => {
    const workspace = byId.get(workspaceId)!;
    return {
      id: `${workspaceId}:${registration.name}`,
      name: registration.name,
      label: taskLabel(workspace, registration.name),
      workspaceId,
      registration,
      settings: readSettings(registration),
    };
  });

  const project = {
    packageManager: input.packageManager,
    workspaces,
    rootWorkspace: workspaces[0],
    currentWorkspace: workspaces[0],
    tasks,
    options,
    monorepo: input.monorepo ?? workspaces.length > 1,
  };
  return withCwd(project, input.cwd ?? '.');
}

/** The same project, with `nadle` run from another folder (a path relative to the project root). */
export function withCwd(project: Project, cwd: string): Project {
  const folder = normalisePath(cwd);
  if (folder === '..' || folder.startsWith('../')) throw new Error(`cwd "${cwd}" lies outside the project root.`);
  // The workspace whose folder is the longest prefix of the current folder.
  const currentWorkspace = project.workspaces
    .filter((workspace) => pathContains(workspace.relativePath, folder))
    .sort((a, b) => depth(b) - depth(a))[0];
  return {...project, currentWorkspace};
}

/** Lookups by ID and name over a project, so that resolving a name does not scan every task. */
export interface ProjectLookup {
  readonly workspaceById: ReadonlyMap<string, Workspace>;
  /** By ID or non-empty label: the first workspace, in workspace order, with that ID or label. */
  readonly workspaceByName: ReadonlyMap<string, Workspace>;
  /** By workspace ID: its tasks in registration order. */
  readonly tasksOf: ReadonlyMap<string, readonly ProjectTask[]>;
  /** By workspace ID, then name: the first task of that name. */
  readonly taskByName: ReadonlyMap<string, ReadonlyMap<string, ProjectTask>>;
  /** By task name: the tasks of that name in project order. */
  readonly tasksNamed: ReadonlyMap<string, readonly ProjectTask[]>;
}

// Built once per task list: withCwd() copies a project but shares its lists, so the
// copies share the lookup. A project put together by hand with other workspaces than
// the cached one gets its own.
const lookups = new WeakMap<readonly ProjectTask[], {workspaces: readonly Workspace[]; lookup: ProjectLookup}>();

export function projectLookup(project: Project): ProjectLookup {
  const cached = lookups.get(project.tasks);
  if (cached && cached.workspaces === project.workspaces) return cached.lookup;
  const workspaceById = new Map<string, Workspace>();
  const workspaceByName = new Map<string, Workspace>();
  const tasksOf = new Map<string, ProjectTask[]>();
  const taskByName = new Map<string, Map<string, ProjectTask>>();
  const tasksNamed = new Map<string, ProjectTask[]>();
  const setFirst = <K, V>(map: Map<K, V>, key: K, value: V): void => {
    if (!map.has(key)) map.set(key, value);
  };
  for (const workspace of project.workspaces) {
    setFirst(workspaceById, workspace.id, workspace);
    setFirst(workspaceByName, workspace.id, workspace);
    if (workspace.label !== '') setFirst(workspaceByName, workspace.label, workspace);
  }
  for (const task of project.tasks) {
    let own = tasksOf.get(task.workspaceId);
    if (!own) tasksOf.set(task.workspaceId, (own = []));
    own.push(task);
    let named = taskByName.get(task.workspaceId);
    if (!named) taskByName.set(task.workspaceId, (named = new Map<string, ProjectTask>()));
    setFirst(named, task.name, task);
    let same = tasksNamed.get(task.name);
    if (!same) tasksNamed.set(task.name, (same = []));
    same.push(task);
  }
  const lookup = {workspaceById, workspaceByName, tasksOf, taskByName, tasksNamed};
  lookups.set(project.tasks, {workspaces: project.workspaces, lookup});
  return lookup;
}
