import {NadleModelError} from './errors';
import {assertValidTaskName} from './names';

export type TaskForm = 'empty' | 'function' | 'reusable';
export const BUILT_IN_TASKS = ['CopyTask', 'DeleteTask', 'ExecTask', 'PnpmTask'] as const;
export type BuiltInTaskName = (typeof BUILT_IN_TASKS)[number];

/** One `tasks.register(...)` call. Nothing in it has been called. */
export interface RecordedRegistration {
  readonly kind: 'register';
  readonly name: string;
  readonly form: TaskForm;
  /** The body of a 'function' task. */
  readonly fn?: (...args: never[]) => unknown;
  /** The task object of a 'reusable' task. */
  readonly task?: object;
  /** Which built-in the reusable task is, when it is one. */
  readonly builtIn?: BuiltInTaskName;
  /** The options of a 'reusable' task as passed: a value or a function. */
  readonly options?: unknown;
  /** The argument of each `.config(...)` call (object or function), in call order; Nadle uses the last. */
  readonly configs: readonly unknown[];
}

/** One `configure(options)` call; `options` is kept as passed, `alias` included. */
export interface RecordedConfigure {
  readonly kind: 'configure';
  readonly options: Readonly<Record<string, unknown>>;
}

export type RecordedCall = RecordedRegistration | RecordedConfigure;

/**
 * The call of the `nadle` API that stopped a config file, as Nadle 0.5.1 rejects it while
 * the file loads: what failed, and which call of its kind it was in the order the file ran
 * them (0 for the first `register` or `configure` call), so that the call can be found in
 * the file's text.
 */
export interface FailedCall {
  readonly call: 'register' | 'configure';
  readonly ordinal: number;
  readonly failure: 'invalid-name' | 'duplicate' | 'option-task' | 'configure-not-object' | 'configure-outside-root';
  readonly errorName: 'Error' | 'TypeError';
  readonly message: string;
  /** The task name of a failed `register` call. */
  readonly name?: string;
}

/** What evaluating one config file registered, in call order. */
export interface ConfigRecording {
  readonly calls: readonly RecordedCall[];
  /** The call Nadle threw at, when one did: the file stopped there. */
  readonly failure?: FailedCall;
}

export interface StandInOptions {
  /**
   * The ID of the workspace whose config file this stand-in serves ('root', or the
   * folder with ':' for '/'), as Nadle names it in the duplicate-task message. Only the
   * root may call configure(). Given, the stand-in throws at a duplicate name and at a
   * configure() outside the root as Nadle does, at the call; not given, createProject()
   * reports them once every file is read.
   */
  readonly workspaceId?: string;
}

type Declaration = {readonly patterns: string[]; readonly type: 'file' | 'dir'};

function files(...patterns: string[]): Declaration {
  return {patterns, type: 'file'};
}
function dirs(...patterns: string[]): Declaration {
  return {patterns, type: 'dir'};
}

// The built-ins are shared by every stand-in, so a task object can be recognised by
// identity even when a helper module imported it through another stand-in. Their bodies
// do nothing: the stand-in never runs a task.
const doNothing = (): void => undefined;
const builtInTasks = new Map<object, BuiltInTaskName>(
  BUILT_IN_TASKS.map((name) => [Object.freeze({run: doNothing}), name]),
);
const builtInByName = Object.fromEntries([...builtInTasks].map(([task, name]) => [name, task])) as Record<
  BuiltInTaskName,
  object
>;

type Builder = {config(builder: unknown): void};

/** The names a config file imports from the stand-in. */
// Function-typed properties, not methods: the module's functions use no `this`, and a
// config destructures them (`({tasks, configure}) => …`).
export interface StandInModule {
  tasks: {register: (name: string, task?: unknown, options?: unknown) => Builder};
  configure: (options: unknown) => void;
  defineTask: <T>(params: T) => T;
  CopyTask: object;
  DeleteTask: object;
  ExecTask: object;
  PnpmTask: object;
  Inputs: {files: (...patterns: string[]) => Declaration; dirs: (...patterns: string[]) => Declaration};
  Outputs: {files: (...patterns: string[]) => Declaration; dirs: (...patterns: string[]) => Declaration};
  MaybeArray: {toArray: <T>(value: T | T[]) => T[]};
  SupportLogLevels: string[];
}

/**
 * A recording stand-in for the `nadle` module: give `module` to a config file as what
 * `import ... from "nadle"` returns, then read `recording()`. Registering a task records
 * it; no task body, options function or `.config` function is ever called.
 */
export function createNadleStandIn(standInOptions: StandInOptions = {}): {
  module: StandInModule & Record<string, unknown>;
  recording(): ConfigRecording;
} {
  const {workspaceId} = standInOptions;
  const calls: (RecordedConfigure | (Omit<RecordedRegistration, 'configs'> & {configs: unknown[]}))[] = [];
  const names = new Set<string>();
  const counts = {register: 0, configure: 0};
  let failure: FailedCall | undefined;

  // Kept before the error is thrown: an evaluator may wrap what it catches.
  function fail<E extends Error>(call: FailedCall['call'], kind: FailedCall['failure'], error: E, name?: string): E {
    failure = {
      ...(name === undefined ? {} : {name}),
      call,
      ordinal: counts[call] - 1,
      failure: kind,
      errorName: error instanceof TypeError ? 'TypeError' : 'Error',
      message: error.message,
    };
    return error;
  }

  function register(givenName: string, task?: unknown, options?: unknown): Builder {
    counts.register += 1;
    const name = String(givenName);
    try {
      assertValidTaskName(name);
    } catch (error) {
      throw fail('register', 'invalid-name', error as Error, name);
    }
    if (workspaceId !== undefined && names.has(name))
      throw fail(
        'register',
        'duplicate',
        new NadleModelError(`Task ${name} already registered in workspace ${workspaceId}`),
        name,
      );
    let entry: Omit<RecordedRegistration, 'configs'> & {configs: unknown[]};
    if (task === undefined) {
      entry = {kind: 'register', name, form: 'empty', configs: []};
    } else if (typeof task === 'function') {
      entry = {kind: 'register', name, form: 'function', fn: task as RecordedRegistration['fn'], configs: []};
    } else {
      if (options === undefined)
        throw fail('register', 'option-task', new NadleModelError('Option builder is required for option task'), name);
      const builtIn = builtInTasks.get(task as object);
      entry = {
        kind: 'register',
        name,
        form: 'reusable',
        task: task as object,
        ...(builtIn ? {builtIn} : {}),
        options,
        configs: [],
      };
    }
    names.add(name);
    calls.push(entry);
    return {
      config(builder: unknown): void {
        entry.configs.push(builder);
      },
    };
  }

  function configure(options: unknown): void {
    counts.configure += 1;
    if (typeof options !== 'object' || options === null)
      throw fail('configure', 'configure-not-object', new TypeError('Options must be an object'));
    if (workspaceId !== undefined && workspaceId !== 'root')
      throw fail(
        'configure',
        'configure-outside-root',
        new NadleModelError('configure function can only be called from the root workspace.'),
      );
    calls.push({kind: 'configure', options: options as Record<string, unknown>});
  }

  const module: StandInModule & Record<string, unknown> = {
    tasks: {register},
    configure,
    defineTask: <T>(params: T): T => params,
    ...builtInByName,
    Inputs: {files, dirs},
    Outputs: {files, dirs},
    MaybeArray: {toArray: <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value])},
    SupportLogLevels: ['error', 'log', 'info', 'debug'],
  };

  return {
    module,
    recording: () => ({
      calls: calls.map((call) => (call.kind === 'register' ? {...call, configs: [...call.configs]} : call)),
      ...(failure ? {failure} : {}),
    }),
  };
}
