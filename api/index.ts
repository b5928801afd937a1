/**
 * Everything a Nadle configuration file can import from the `nadle` package, version 0.5.1.
 *
 * A configuration file (`nadle.config.ts` at the project root, and optionally one per
 * workspace) registers tasks with {@link tasks}, shapes each one with
 * {@link TaskConfigurationBuilder.config | .config()}, and sets run-wide options with
 * {@link configure}. Reusable tasks are written with {@link defineTask}; four of them ship
 * with Nadle: {@link CopyTask}, {@link DeleteTask}, {@link ExecTask} and {@link PnpmTask}.
 * {@link Inputs} and {@link Outputs} describe the files that make a task cacheable.
 *
 * The package is ESM-only and needs Node.js 20.6 or later. It exports no function that runs
 * tasks: a run starts from the `nadle` command line, which reads these configuration files.
 *
 * @example
 * ```ts
 * import { configure, ExecTask, Inputs, Outputs, tasks } from "nadle";
 *
 * configure({ logLevel: "info" });
 *
 * tasks
 *   .register("compile", ExecTask, { command: "tsc", args: ["--build"] })
 *   .config({
 *     group: "build",
 *     description: "Type-check and emit JavaScript",
 *     inputs: Inputs.dirs("src"),
 *     outputs: Outputs.dirs("lib"),
 *   });
 * ```
 *
 * @packageDocumentation
 */

import type {InputLogObject, RimrafAsyncOptions} from './external.js';

// ---------------------------------------------------------------------------
// Functions
// ---------------------------------------------------------------------------

/**
 * Sets options for the whole run from the project's root configuration file.
 *
 * Values given here override Nadle's built-in defaults, and the matching command-line
 * flags override them in turn. Calling `configure` a second time replaces the earlier
 * options entirely; nothing is merged. The `alias` field labels workspaces; every other
 * field is a {@link NadleBaseOptions} option.
 *
 * @param options - The options to apply to this run.
 * @throws `TypeError` when `options` is not an object.
 * @throws `Error` when called from a sub-workspace's configuration file: only the root
 * configuration file may call `configure`.
 *
 * @example
 * ```ts
 * import { configure } from "nadle";
 *
 * configure({
 *   logLevel: "info",
 *   maxWorkers: "50%",
 *   cacheDir: ".cache/nadle",
 * });
 * ```
 */
export declare function configure(options: NadleFileOptions): void;

/**
 * Declares a reusable task whose `run` function receives typed options.
 *
 * `defineTask` returns its argument unchanged; it exists so that TypeScript infers
 * `Options` once and checks it everywhere the task is registered. Define the task once,
 * then register it as often as needed with the third form of
 * {@link TasksAPI.register | tasks.register}, each time with different options.
 * The built-in tasks are made this way.
 *
 * @typeParam Options - The options the task expects when it is registered.
 * @param params - The task definition.
 * @returns The same task definition, typed as {@link Task}.
 *
 * @example
 * ```ts
 * import { defineTask, tasks } from "nadle";
 *
 * const GreetTask = defineTask<{ name: string }>({
 *   run: ({ options, context }) => {
 *     context.logger.log(`Hello, ${options.name}!`);
 *   },
 * });
 *
 * tasks.register("greet-ada", GreetTask, { name: "Ada" });
 * tasks.register("greet-grace", GreetTask, () => ({ name: "Grace" }));
 * ```
 */
export declare function defineTask<Options>(params: DefineTaskParams<Options>): Task<Options>;

// ---------------------------------------------------------------------------
// Interfaces
// ---------------------------------------------------------------------------

/**
 * Options of the built-in {@link CopyTask}.
 *
 * `from` and `to` are resolved against the task's working directory. When `from` is a
 * directory, `include` and `exclude` are glob patterns relative to it, dotfiles included;
 * when `from` is a single file, they are matched against its base name.
 */
export interface CopyTaskOptions {
  /**
   * Glob patterns of files to leave out of the copy.
   *
   * @defaultValue `[]`
   */
  readonly exclude?: MaybeArray<string>;

  /**
   * The file or directory to copy. If it does not exist, the task logs a warning and
   * finishes without failing.
   */
  readonly from: string;

  /**
   * Glob patterns of files to copy.
   *
   * @defaultValue `"**\/*"`
   */
  readonly include?: MaybeArray<string>;

  /**
   * Where to copy to. A directory source is copied into this directory, keeping relative
   * paths. A file source is copied into `to` when `to` is an existing directory or ends
   * with a path separator; otherwise `to` is the path of the copied file.
   */
  readonly to: string;
}

/**
 * The argument of {@link defineTask}: a {@link Task} definition, with nothing added.
 *
 * @typeParam Options - The options the task expects when it is registered.
 */
export interface DefineTaskParams<Options> extends Task<Options> {}

/**
 * Options of the built-in {@link DeleteTask}.
 *
 * Deletion is done by [rimraf](https://github.com/isaacs/rimraf) 6, with glob matching
 * always on and the task's working directory as the base. Besides `paths`, the options of
 * rimraf's asynchronous API are accepted and passed on to it: `preserveRoot`, `tmp`,
 * `maxRetries`, `retryDelay`, `backoff`, `maxBackoff`, `signal` and `filter`.
 */
export interface DeleteTaskOptions extends RimrafAsyncOptions {
  /**
   * Paths or glob patterns to delete, relative to the task's working directory.
   */
  readonly paths: MaybeArray<string>;
}

/**
 * Declares task inputs or outputs by directory: every file below a matched directory
 * counts. Create one with {@link Inputs.dirs} or {@link Outputs.dirs}.
 */
export interface DirDeclaration {
  /**
   * Directory paths or glob patterns, relative to the task's working directory.
   */
  readonly patterns: string[];

  /**
   * Marks this declaration as directory-based.
   */
  readonly type: 'dir';
}

/**
 * Options of the built-in {@link ExecTask}.
 */
export interface ExecTaskOptions {
  /**
   * Arguments for the command. An array is passed as it is. A string is split on spaces;
   * a backslash keeps the following space, and quotes have no special meaning.
   */
  readonly args: MaybeArray<string>;

  /**
   * The executable to run. It is started directly, without a shell, in the task's working
   * directory.
   */
  readonly command: string;
}

/**
 * Declares task inputs or outputs by file. Create one with {@link Inputs.files} or
 * {@link Outputs.files}.
 */
export interface FileDeclaration {
  /**
   * File paths or glob patterns, relative to the task's working directory.
   */
  readonly patterns: string[];

  /**
   * Marks this declaration as file-based.
   */
  readonly type: 'file';
}

/**
 * The logger a task reaches through {@link RunnerContext.logger}.
 *
 * Each method prints only when the run's log level (see {@link SupportLogLevel}) is at
 * least as verbose as the method. A message is a string or a log object of
 * [consola](https://github.com/unjs/consola), the library behind the logger
 * (`InputLogObject`, with optional fields such as `message`, `tag` and `additional`);
 * extra arguments are printed after it. `info` and `debug` print an object's `tag` in
 * yellow.
 *
 * @example
 * ```ts
 * import { tasks } from "nadle";
 *
 * tasks.register("report", ({ context }) => {
 *   const { logger } = context;
 *   logger.info("Checking the output folder");
 *   logger.debug({ tag: "report", message: "verbose details" });
 *   logger.log("-".repeat(logger.getColumns()));
 * });
 * ```
 */
export interface Logger {
  /**
   * Prints diagnostic details. Shown only at log level `debug`.
   *
   * @param message - Text or a log object.
   * @param args - Further values to print.
   */
  debug(message: InputLogObject | string, ...args: unknown[]): void;

  /**
   * Prints an error. Shown at every log level.
   *
   * @param message - Text or a log object.
   * @param args - Further values to print.
   */
  error(message: InputLogObject | string, ...args: unknown[]): void;

  /**
   * Returns the width of standard output in columns. Inside a task it always returns `80`,
   * whatever the terminal's width: tasks run in worker threads, whose standard output has no
   * column count.
   *
   * @returns The column count of standard output, or `80` when it has none.
   */
  getColumns(): number;

  /**
   * Prints progress information. Shown at log levels `info` and `debug`.
   *
   * @param message - Text or a log object.
   * @param args - Further values to print.
   */
  info(message: InputLogObject | string, ...args: unknown[]): void;

  /**
   * Prints regular output. Shown at log levels `log`, `info` and `debug`.
   *
   * @param message - Text or a log object.
   * @param args - Further values to print.
   */
  log(message: InputLogObject | string, ...args: unknown[]): void;

  /**
   * Prints the message as an error, then throws an `Error` with that message, which fails
   * the task. Only the message is used: further arguments are neither printed nor thrown.
   * Pass a string; a log object is printed, but the thrown `Error`'s message then reads
   * `[object Object]`.
   *
   * @param message - Text or a log object.
   * @param args - Further values to print.
   * @returns Never returns.
   */
  throw(message: InputLogObject | string, ...args: unknown[]): never;

  /**
   * Prints a warning. Shown at every log level except `error`.
   *
   * @param message - Text or a log object.
   * @param args - Further values to print.
   */
  warn(message: InputLogObject | string, ...args: unknown[]): void;
}

/**
 * Run options that can be set both in the configuration file (through {@link configure})
 * and on the command line. A command-line flag wins over the configuration file.
 */
export interface NadleBaseOptions {
  /**
   * Whether cacheable tasks may be skipped or restored from the cache. With `false`, every
   * task runs and the cache is neither read nor written. Command line: `--no-cache`.
   *
   * @defaultValue `true`
   */
  readonly cache?: boolean;

  /**
   * Directory of the task cache. A relative path is resolved against the project root.
   * Command line: `--cache-dir`.
   *
   * @defaultValue `".nadle"` in the project root
   */
  readonly cacheDir?: string;

  /**
   * Whether to show the live progress footer while tasks run. The default depends only on
   * whether Nadle detects CI, not on whether the output is a terminal.
   * Command line: `--footer` / `--no-footer`.
   *
   * @defaultValue `true`, or `false` when Nadle detects CI
   */
  readonly footer?: boolean;

  /**
   * How much Nadle prints. Command line: `--log-level`.
   *
   * @defaultValue `"log"`
   */
  readonly logLevel?: SupportLogLevel;

  /**
   * Upper limit of worker threads running tasks: a number, or a percentage of the available
   * CPU cores such as `"75%"`. The result is kept between 1 and the number of cores.
   * Command line: `--max-workers`.
   *
   * @defaultValue one less than the number of cores, at least 1
   */
  readonly maxWorkers?: number | string;

  /**
   * Lower limit of worker threads, in the same formats as {@link maxWorkers}; never more
   * than the resolved `maxWorkers`. Command line: `--min-workers`.
   *
   * @defaultValue one less than the number of cores, at least 1
   */
  readonly minWorkers?: number | string;

  /**
   * Runs the requested tasks in parallel. Command line: `--parallel`. In 0.5.1 the command
   * line always passes its own value (`false` unless the flag is given), which takes
   * precedence over this option, so turn parallel runs on with the flag.
   *
   * @defaultValue `false`
   */
  readonly parallel?: boolean;
}

/**
 * What {@link configure} accepts: any of the {@link NadleBaseOptions}, plus workspace
 * aliases.
 */
export interface NadleFileOptions extends Partial<NadleBaseOptions> {
  /**
   * Labels for workspaces, used in task names and output instead of workspace IDs.
   * See {@link AliasOption} for the two accepted forms.
   *
   * @example
   * ```ts
   * import { configure } from "nadle";
   *
   * configure({
   *   alias: (workspacePath) =>
   *     workspacePath.startsWith("packages/") ? workspacePath.slice("packages/".length) : undefined,
   * });
   * ```
   */
  readonly alias?: AliasOption;
}

/**
 * Options of the built-in {@link PnpmTask}.
 */
export interface PnpmTaskOptions {
  /**
   * Arguments for the `pnpm` command. An array is passed as it is; a string is passed as a
   * single argument and is not split, so use an array for more than one word.
   */
  readonly args: MaybeArray<string>;
}

/**
 * What a running task knows about its surroundings. Nadle passes it to every task body as
 * `context`.
 */
export interface RunnerContext {
  /**
   * Logger that honors the run's log level.
   */
  readonly logger: Logger;

  /**
   * Absolute path of the task's working directory: its configured
   * {@link TaskConfiguration.workingDir | workingDir} resolved against the project root,
   * or the project root itself when none is configured. `process.cwd()` is not changed.
   */
  readonly workingDir: string;
}

/**
 * A reusable task: a body that takes options. Register it with the third form of
 * {@link TasksAPI.register | tasks.register}. A plain object of this shape works as well as
 * one made by {@link defineTask}.
 *
 * @typeParam Options - The options the task receives.
 */
export interface Task<Options = unknown> {
  /**
   * The task body. It runs in a worker thread and receives the resolved `options` and the
   * {@link RunnerContext}. It may return a promise; throwing or rejecting fails the task and
   * the run.
   */
  run: Callback<
    Awaitable<void>,
    {
      /** The options given at registration, resolved. */
      options: Options;
      /** The task's {@link RunnerContext}. */
      context: RunnerContext;
    }
  >;
}

/**
 * Settings of a registered task, given to {@link TaskConfigurationBuilder.config}.
 * Every field is optional.
 */
export interface TaskConfiguration {
  /**
   * Tasks that must finish before this one starts. A plain name refers to a task of the same
   * workspace; `<workspace>:<task>` (workspace ID or alias) refers to another workspace.
   */
  dependsOn?: MaybeArray<string>;

  /**
   * One-line explanation shown by `nadle --list` and in the interactive task picker.
   */
  description?: string;

  /**
   * Environment variables set in `process.env` while this task runs. When the task has finished
   * without an error, Nadle deletes the ones that were not set before and puts back the earlier
   * values of the others; after a failed task it leaves them, and the run ends.
   */
  env?: TaskEnv;

  /**
   * Heading under which `nadle --list` shows the task. Tasks without a group are listed as
   * uncategorized.
   */
  group?: string;

  /**
   * Files whose contents make up the task's cache key. A task is cacheable only when it
   * declares both `inputs` and {@link outputs}.
   */
  inputs?: MaybeArray<Declaration>;

  /**
   * Files the task produces. They are stored in the cache after a run and restored from it
   * when the inputs match an earlier run.
   */
  outputs?: MaybeArray<Declaration>;

  /**
   * Working directory of the task, resolved against the project root. It becomes
   * {@link RunnerContext.workingDir}, the base for `inputs` and `outputs` patterns, and the
   * directory the built-in tasks work in.
   *
   * @defaultValue the project root
   */
  workingDir?: string;
}

/**
 * Returned by {@link TasksAPI.register | tasks.register}, to configure the task just
 * registered.
 */
export interface TaskConfigurationBuilder {
  /**
   * Attaches settings to the task. Pass an object, or a function returning one; Nadle may
   * call the function several times, so keep it free of side effects. A second call
   * replaces the earlier settings. Returns nothing, so this is the last call in the chain.
   *
   * @param builder - The settings, or a function that returns them.
   *
   * @example
   * ```ts
   * import { tasks } from "nadle";
   *
   * tasks.register("test", ({ context }) => {
   *   context.logger.info(`Testing in ${context.workingDir}`);
   * }).config(() => ({
   *   group: "verification",
   *   dependsOn: ["compile"],
   *   env: { CI: true },
   * }));
   * ```
   */
  config(builder: Callback<TaskConfiguration> | TaskConfiguration): void;
}

/**
 * The type of {@link tasks}, the object that registers tasks.
 *
 * Task names start with a letter, contain only letters, digits and dashes, and do not end
 * with a dash. Registering the same name twice in one workspace is an error.
 */
export interface TasksAPI {
  /**
   * Registers a task that does nothing itself; it is useful to group other tasks through
   * {@link TaskConfiguration.dependsOn | dependsOn}.
   *
   * @param name - Task name.
   * @returns A builder to configure the task.
   *
   * @example
   * ```ts
   * import { tasks } from "nadle";
   *
   * tasks.register("check").config({ dependsOn: ["lint", "test"] });
   * ```
   */
  register(name: string): TaskConfigurationBuilder;

  /**
   * Registers a task whose body is the given function, which may be async.
   *
   * @param name - Task name.
   * @param fnTask - The task body.
   * @returns A builder to configure the task.
   *
   * @example
   * ```ts
   * import { tasks } from "nadle";
   *
   * tasks.register("hello", async ({ context }) => {
   *   context.logger.log("Hello from Nadle");
   * });
   * ```
   */
  register(name: string, fnTask: TaskFn): TaskConfigurationBuilder;

  /**
   * Registers a reusable task together with its options.
   *
   * @typeParam Options - The options type of `optTask`.
   * @param name - Task name.
   * @param optTask - A task made with {@link defineTask}, a built-in task, or any
   * {@link Task} object.
   * @param optionsResolver - The options, or a function returning them. A function is
   * called in the worker when the task's turn comes, before the cache check, so also for a
   * task that turns out up to date; a promise it returns is not awaited.
   * @returns A builder to configure the task.
   *
   * @example
   * ```ts
   * import { PnpmTask, tasks } from "nadle";
   *
   * tasks.register("build-docs", PnpmTask, { args: ["--filter", "docs", "build"] });
   * ```
   */
  register<Options>(name: string, optTask: Task<Options>, optionsResolver: Resolver<Options>): TaskConfigurationBuilder;
}

// ---------------------------------------------------------------------------
// Namespaces
// ---------------------------------------------------------------------------

/**
 * Creates the declarations for {@link TaskConfiguration.inputs}. {@link Outputs} holds the
 * same functions under names that read well for outputs.
 *
 * @example
 * ```ts
 * import { Inputs, Outputs, tasks } from "nadle";
 *
 * tasks.register("bundle", async () => {}).config({
 *   inputs: [Inputs.dirs("src"), Inputs.files("package.json", "*.config.{js,ts}")],
 *   outputs: Outputs.dirs("dist"),
 * });
 * ```
 */
export declare namespace Inputs {
  /**
   * Declares directories: every file below a matched directory is included.
   *
   * @param patterns - Directory paths or glob patterns, relative to the task's working directory.
   * @returns A declaration with `type: "dir"`.
   */
  export function dirs(...patterns: string[]): DirDeclaration;

  /**
   * Declares files by path or glob pattern.
   *
   * @param patterns - File paths or glob patterns, relative to the task's working directory.
   * @returns A declaration with `type: "file"`.
   */
  export function files(...patterns: string[]): FileDeclaration;
}

/**
 * A single value or an array of values. Options such as
 * {@link TaskConfiguration.dependsOn | dependsOn} accept either.
 *
 * @typeParam T - The element type.
 */
export type MaybeArray<T> = T | T[];

/**
 * Helpers for {@link MaybeArray} values.
 */
export declare namespace MaybeArray {
  /**
   * Turns a value-or-array into an array.
   *
   * @typeParam T - The element type.
   * @param value - One value or an array.
   * @returns `value` itself when it is an array, otherwise a one-element array holding it.
   *
   * @example
   * ```ts
   * import { MaybeArray } from "nadle";
   *
   * const single: string[] = MaybeArray.toArray("lint"); // ["lint"]
   * const many: string[] = MaybeArray.toArray(["lint", "test"]); // ["lint", "test"]
   * ```
   */
  export function toArray<T>(value: MaybeArray<T>): T[];
}

/**
 * Creates the declarations for {@link TaskConfiguration.outputs}. These are the very
 * functions of {@link Inputs}; the second name only makes configurations read better.
 */
export declare namespace Outputs {
  /**
   * Declares output directories. The same function as {@link Inputs.dirs}.
   */
  export const dirs: typeof Inputs.dirs;

  /**
   * Declares output files. The same function as {@link Inputs.files}.
   */
  export const files: typeof Inputs.files;
}

// ---------------------------------------------------------------------------
// Type aliases
// ---------------------------------------------------------------------------

/**
 * Workspace labels for {@link NadleFileOptions.alias}: an object from workspace paths
 * (relative to the project root, `"."` for the root) to labels, or a function of the path
 * that returns a label or `undefined`. The Workspace page of these docs, under "Labels and
 * aliases", describes both forms and the rules a label must follow.
 *
 * @example
 * ```ts
 * import { configure } from "nadle";
 *
 * configure({ alias: { ".": "repo", "packages/web-app": "web" } });
 * ```
 */
export type AliasOption = Record<string, string> | ((workspacePath: string) => string | undefined);

/**
 * A value, or a promise-like object resolving to it: what a synchronous or an `async`
 * function returns.
 *
 * @typeParam T - The value type.
 */
export type Awaitable<T> = T | PromiseLike<T>;

/**
 * A function of one parameter. With the default `P = void`, it is typed as taking no
 * argument; that describes the type only. A function passed as an options resolver
 * (see {@link Resolver}) is called at run time with the task's {@link RunnerContext},
 * which it may ignore.
 *
 * @typeParam T - The return type.
 * @typeParam P - The parameter type.
 * @param params - The single argument.
 */
export type Callback<T = unknown, P = void> = (params: P) => T;

/**
 * Any input or output declaration: a {@link FileDeclaration} or a {@link DirDeclaration}.
 */
export type Declaration = FileDeclaration | DirDeclaration;

/**
 * A value, or a function that produces it when needed.
 *
 * @typeParam T - The value type.
 */
export type Resolver<T = unknown> = T | Callback<T>;

/**
 * A log level Nadle accepts, from least to most verbose: `"error"`, `"log"`, `"info"`,
 * `"debug"`. Each level shows its own messages and those of the levels before it.
 */
export type SupportLogLevel = (typeof SupportLogLevels)[number];

/**
 * Environment variables for {@link TaskConfiguration.env}. Numbers and booleans end up as
 * strings, since `process.env` only holds strings.
 */
export type TaskEnv = Record<string, string | number | boolean>;

/**
 * The body of a task registered with a function (see {@link TasksAPI.register}). It receives
 * the {@link RunnerContext} as `context` and may be async. Nadle waits for a returned promise
 * and discards its value.
 */
export type TaskFn = Callback<
  Awaitable<void>,
  {
    /** The task's {@link RunnerContext}. */
    context: RunnerContext;
  }
>;

// ---------------------------------------------------------------------------
// Variables
// ---------------------------------------------------------------------------

/**
 * Built-in task that copies a file or a directory. See {@link CopyTaskOptions}.
 *
 * @example
 * ```ts
 * import { CopyTask, tasks } from "nadle";
 *
 * tasks.register("copy-assets", CopyTask, {
 *   from: "assets",
 *   to: "dist/assets",
 *   exclude: "drafts/**",
 * });
 * ```
 */
export declare const CopyTask: Task<CopyTaskOptions>;

/**
 * Built-in task that deletes files and directories. See {@link DeleteTaskOptions}.
 *
 * @example
 * ```ts
 * import { DeleteTask, tasks } from "nadle";
 *
 * tasks.register("clean", DeleteTask, { paths: ["dist", "coverage"] });
 * ```
 */
export declare const DeleteTask: Task<DeleteTaskOptions>;

/**
 * Built-in task that runs a command and forwards its output (standard output and error,
 * interleaved) to the task's logger at the `log` level. The command's environment is the
 * task's, with `FORCE_COLOR=1` added. A non-zero exit code fails the task. See
 * {@link ExecTaskOptions}.
 *
 * @example
 * ```ts
 * import { ExecTask, tasks } from "nadle";
 *
 * tasks.register("typecheck", ExecTask, { command: "tsc", args: ["--noEmit"] });
 * ```
 */
export declare const ExecTask: Task<ExecTaskOptions>;

/**
 * Built-in task that runs `pnpm`, which must be on the `PATH`, in the task's working
 * directory. Like {@link ExecTask}, it adds `FORCE_COLOR=1` to the environment and
 * forwards the output to the task's logger. A non-zero exit code fails the task. See
 * {@link PnpmTaskOptions}.
 *
 * @example
 * ```ts
 * import { PnpmTask, tasks } from "nadle";
 *
 * tasks.register("install", PnpmTask, { args: ["install", "--frozen-lockfile"] });
 * ```
 */
export declare const PnpmTask: Task<PnpmTaskOptions>;

/**
 * The accepted log levels, from least to most verbose. These are the values of the
 * `--log-level` flag and of {@link NadleBaseOptions.logLevel}.
 */
export declare const SupportLogLevels: ['error', 'log', 'info', 'debug'];

/**
 * Registers tasks. A task belongs to the workspace whose configuration file registers it.
 * See {@link TasksAPI} for the three forms of `register`.
 *
 * @example
 * ```ts
 * import { ExecTask, tasks } from "nadle";
 *
 * tasks.register("lint", ExecTask, { command: "eslint", args: "." });
 * tasks.register("test", ExecTask, { command: "vitest", args: ["run"] });
 * tasks.register("check").config({ dependsOn: ["lint", "test"] });
 * ```
 */
export declare const tasks: TasksAPI;
