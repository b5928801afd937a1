// Runs the tasks of a planned `nadle <tasks>` the way Nadle 0.5.1 does (core/engine/
// task-pool.ts, worker.ts, core/reporting/reporter.ts), and prints what it prints: each
// task's STARTED line, what the task logs, its DONE or FAILED line, the --summary table and
// the closing lines. The task functions of the evaluated config run here, one at a time,
// with a `context.logger` that writes to the model's terminal as a worker's logger writes
// to Nadle's. No Node, DOM or Docusaurus API is used: this runs in a Web Worker too.
import {plannedRuns, finish, runCommand, type CommandOptions, type CommandResult, type PlannedRun} from './command';
import {NadleModelError} from './errors';
import type {ProjectTask} from './project';
import {DURATION, frameIn, NADLE_DIR, PROJECT_DIR, reporterName, type Paint, type Terminal} from './terminal';

/** Where the checkout of the Nadle repository holding the build lives, as the recordings print it. */
export const NADLE_REPO_DIR = '<nadle-repo>';

/** A place in a config file a task's error passed through, as the file's author wrote it. */
export interface SourceFrame {
  /** The function's name as V8 prints it; undefined for an anonymous one. */
  readonly name?: string;
  /** The config file, relative to the project root (`nadle.config.ts`, `packages/one/nadle.config.mts`). */
  readonly file: string;
  /** 1-based, in the file as written (before TypeScript is stripped). */
  readonly line: number;
  readonly column: number;
}

export interface ExecuteOptions extends CommandOptions {
  /**
   * Where the error a task threw was raised, innermost frame first: the frames of its
   * stack inside the config files, mapped back to the files as written. Only the one
   * who evaluated the configs can tell; without it, `--stacktrace` prints the error's
   * message without its frames, and the result says so.
   */
  traceError?: (error: unknown) => readonly SourceFrame[] | undefined;
  /** How long, in milliseconds of real time, a task may take before the model stops waiting for it. Default 2000. */
  taskTimeout?: number;
}

const DEFAULT_TASK_TIMEOUT = 2000;

// The frames below a task's own in the stack of an error it throws: Nadle's worker and tinypool's.
const WORKER_FRAMES = [
  `async execute (file://${NADLE_DIR}/lib/worker.js:382:5)`,
  `async worker_default (file://${NADLE_DIR}/lib/worker.js:387:5)`,
  `async file://${NADLE_REPO_DIR}/node_modules/.pnpm/tinypool@1.1.1/node_modules/tinypool/dist/entry/worker.js:48:17`,
];

/** V8 keeps the ten innermost frames of a stack. */
const STACK_TRACE_LIMIT = 10;

/**
 * What `nadle <argv>` prints in the project, running the tasks when the command runs
 * tasks (runCommand stops before them). The tasks' functions are called: give this
 * only a project whose config code may run where the model runs. A task that never
 * settles is given up after `taskTimeout`; one that loops without awaiting blocks the
 * caller, so run untrusted configs where the caller can be stopped (a Web Worker).
 */
export async function executeCommand(
  project: Parameters<typeof runCommand>[0],
  argv: readonly string[],
  options: ExecuteOptions = {},
): Promise<CommandResult> {
  const planned = runCommand(project, argv, options);
  const run = plannedRuns.get(planned);
  if (!run) return planned;
  return new TaskRun(run, planned, options).execute();
}

type Outcome = {kind: 'done'} | {kind: 'failed'; error: unknown} | {kind: 'unknown'; why: string};

// A task that never settles, or one the model cannot run, stops the run here.
class StopRun extends Error {}

class TaskRun {
  private readonly terminal: Terminal;
  private readonly paint: Paint;
  private readonly notes: string[];
  private readonly byId: Map<string, ProjectTask>;
  private readonly started: string[] = [];
  private readonly finished = new Set<string>();
  private failed = 0;
  private complete = true;

  constructor(
    private readonly run: PlannedRun,
    private readonly planned: CommandResult,
    private readonly options: ExecuteOptions,
  ) {
    this.terminal = run.terminal;
    this.paint = run.paint;
    this.notes = [...run.notes];
    this.byId = new Map(run.project.tasks.map((task) => [task.id, task]));
  }

  async execute(): Promise<CommandResult> {
    const {schedule, parsed} = this.run;
    this.terminal.info(`Scheduled tasks: ${[...schedule.dependencies.keys()].join(', ')}`);
    const trace = (line: string): void => this.terminal.debug(`${this.paint.yellow('Scheduler')} ${line}`);
    const scheduler = new LiveScheduler(schedule, parsed.parallel, trace);
    const workers = workerCount(this.run);
    // The pool hands queued tasks to its workers in the order they were queued; a task
    // that finishes queues the tasks it made ready. With one worker that order is the
    // order of the run; with more, tasks queued together run at the same time.
    const queue = [...scheduler.readyAfter(undefined)];
    let overlap = false;
    let failure: unknown;
    try {
      while (queue.length > 0) {
        if (queue.length > 1 && workers > 1) overlap = true;
        const id = queue.shift()!;
        const outcome = await this.runTask(id);
        if (outcome.kind === 'unknown') {
          this.notes.push(outcome.why);
          throw new StopRun();
        }
        if (outcome.kind === 'failed') {
          failure = outcome.error;
          // The pool drops the tasks still waiting for a worker. The tracker counts each as
          // failed, then throws (it was never started), so the reporter prints no line for it.
          if (queue.length > 0) {
            this.failed += queue.length;
            this.notes.push(
              `Nadle 0.5.1 counts ${listLabels(queue.map((queued) => this.label(queued)))} as failed: ${queue.length > 1 ? 'they were' : 'it was'} waiting for a worker when ${this.label(id)} failed, and never started.`,
            );
          }
          break;
        }
        queue.push(...scheduler.readyAfter(id));
      }
    } catch (error) {
      if (!(error instanceof StopRun)) throw error;
      this.complete = false;
      return this.result(0);
    }
    if (overlap)
      this.notes.push(
        `Nadle runs up to ${String(workers)} tasks at the same time here: the lines of tasks that run together can come in another order.`,
      );
    if (failure !== undefined || this.failed > 0) {
      this.closeWithFailure(failure);
      return this.result(1, failure);
    }
    const neverStarted = schedule.dependencies.size - this.started.length;
    if (neverStarted > 0) {
      const missing = [...schedule.dependencies.keys()].filter((id) => !this.finished.has(id));
      this.notes.push(
        `Nadle 0.5.1 never starts ${missing.map((id) => this.label(id)).join(', ')}: a task made ready while another listed task is in focus is forgotten. This is a defect of 0.5.1.`,
      );
    }
    this.closeSuccessfully();
    return this.result(0);
  }

  private label(id: string): string {
    return this.byId.get(id)!.label;
  }

  private result(exitCode: number, failure?: unknown): CommandResult {
    const {graph} = this.planned;
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- as Nadle prints a thrown non-Error
    const error = failure === undefined ? undefined : isErrorLike(failure) ? failure.message : String(failure);
    return finish(
      this.terminal,
      'execute',
      exitCode,
      {
        ...(graph ? {graph} : {}),
        plan: this.started.map((id) => this.label(id)),
        unordered: [],
        notes: this.notes,
        ...(error ? {error} : {}),
      },
      this.complete,
    );
  }

  private async runTask(id: string): Promise<Outcome> {
    const task = this.byId.get(id)!;
    const {terminal, paint} = this;
    const {registration} = task;
    if (registration.builtIn) {
      this.start(task);
      this.terminal.debug(`${paint.yellow('Caching')} ${paint.yellow(task.id)} ${this.cacheState(task)}`);
      const line = builtInFirstLine(task, {workingDir: workingDirOf(task), logger: taskLogger(terminal)});
      if (line) terminal.info(line);
      return {
        kind: 'unknown',
        why: `${task.label} runs Nadle's ${registration.builtIn}, which works on this machine's files and programs: what it prints, whether it succeeds, and the rest of the run are not shown.`,
      };
    }
    this.start(task);
    const cacheState = this.cacheState(task);
    this.terminal.debug(`${paint.yellow('Caching')} ${paint.yellow(task.id)} ${cacheState}`);
    let outcome: Outcome;
    try {
      await this.callTask(task);
      outcome = {kind: 'done'};
    } catch (error) {
      if (error instanceof StopRun) throw error;
      outcome = {kind: 'failed', error};
    }
    if (outcome.kind === 'done') {
      this.finished.add(id);
      terminal.log(
        `\n${paint.green('✓')} Task ${paint.bold(task.label)} ${paint.green('DONE')} ${paint.dim(DURATION)}`,
      );
    } else {
      this.failed += 1;
      terminal.log(`\n${paint.red('×')} Task ${paint.bold(task.label)} ${paint.red('FAILED')} ${DURATION}`);
    }
    return outcome;
  }

  /**
   * CacheValidator.validate(): a task that declares no inputs or no outputs is not
   * cacheable. One that declares both depends on what Nadle's cache holds from earlier
   * runs; the model runs it as on a first run, and says so.
   */
  private cacheState(task: ProjectTask): string {
    const config = taskConfigOf(task);
    if (config.inputs === undefined || config.outputs === undefined) return 'not-cacheable';
    const cache = this.run.parsed.cache ?? this.run.project.options.cache;
    if (cache === false) return 'cache-disabled';
    this.notes.push(
      `${task.label} declares inputs and outputs: after a first run Nadle may find it UP-TO-DATE or restore it FROM-CACHE instead of running it; the model shows a first run.`,
    );
    return 'cache-miss';
  }

  private start(task: ProjectTask): void {
    this.started.push(task.id);
    // The worker's Nadle configures its logger twice, as the main one did; the lines come before STARTED.
    const configured = `Configured logger with Consola reporters: [${reporterName(this.terminal.style)}]`;
    this.terminal.debug(configured);
    this.terminal.debug(configured);
    this.terminal.log(
      `${this.paint.yellow('>')} Task ${this.paint.bold(task.label)} ${this.paint.yellow('STARTED')}\n`,
    );
  }

  /** The task's function, with the context a worker gives it; rejects with what it threw. */
  private async callTask(task: ProjectTask): Promise<void> {
    const {registration} = task;
    const context = {workingDir: workingDirOf(task), logger: taskLogger(this.terminal)};
    let body: (() => unknown) | undefined;
    if (registration.form === 'function' && registration.fn) {
      const fn = registration.fn as (argument: unknown) => unknown;
      body = () => fn({context});
    } else if (registration.form === 'reusable' && registration.task) {
      const taskObject = registration.task as {run?: (argument: unknown) => unknown};
      const options =
        typeof registration.options === 'function'
          ? (registration.options as (context: unknown) => unknown)(context)
          : registration.options;
      if (typeof taskObject.run !== 'function') throw new TypeError('task.run is not a function');
      body = () => taskObject.run!({context, options});
    }
    if (!body) {
      this.notes.push(
        `${task.label} does nothing and ends at once: Nadle 0.5.1 sometimes reports such a task as failed (Task ${task.label} was not started properly), when the end reaches it before the start.`,
      );
      return;
    }
    const source = String(registration.fn ?? (registration.task as {run?: unknown} | undefined)?.run);
    // What a task writes with console goes to the console of whoever evaluated the config.
    if (source.includes('console.')) {
      this.complete = false;
      this.notes.push(
        `${task.label} writes with console: Nadle prints that between the task's lines too; the model shows only what it logs through context.logger.`,
      );
    }
    const timeout = this.options.taskTimeout ?? DEFAULT_TASK_TIMEOUT;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const giveUp = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        this.notes.push(
          `${task.label} did not finish within ${String(timeout / 1000)} s here: what it prints after that, and the rest of the run, are not shown.`,
        );
        reject(new StopRun());
      }, timeout);
    });
    try {
      await Promise.race([Promise.resolve().then(body), giveUp]);
    } finally {
      clearTimeout(timer);
    }
  }

  private closeSuccessfully(): void {
    const {terminal, paint} = this;
    terminal.info('Execution finished');
    if (this.run.parsed.summary) {
      terminal.log(this.summaryTable());
      if (this.finished.size > 1)
        this.notes.push(
          'The summary lists the slowest tasks first; the model does not time the tasks, so it lists them in the order they were registered, as Nadle orders tasks that took the same time.',
        );
    }
    terminal.log(`\n${paint.bold(paint.green('RUN SUCCESSFUL'))} in ${paint.bold(DURATION)}`);
    terminal.log(`${taskCount(this.finished.size, paint)} executed`);
  }

  private closeWithFailure(failure: unknown): void {
    const {terminal, paint} = this;
    terminal.info('Execution failed');
    terminal.log(
      `\n${paint.bold(paint.red('RUN FAILED'))} in ${paint.bold(DURATION)} ${paint.dim(`(${taskCount(this.finished.size, paint)} executed, ${taskCount(this.failed, paint)} failed)`)}`,
    );
    if (!this.run.parsed.stacktrace) {
      terminal.log(
        `\nFor more details, re-run the command with the ${paint.yellow('--stacktrace')} option to display the full error and help identify the root cause.`,
      );
      return;
    }
    terminal.error(this.stackOfFailure(failure));
  }

  /** The error's stack as the worker raised it: the config's frames, then the worker's. */
  private stackOfFailure(failure: unknown): string {
    if (!isErrorLike(failure)) return String(failure);
    const frames = this.options.traceError?.(failure);
    if (!frames || frames.length === 0) {
      this.complete = false;
      this.notes.push(
        "Nadle also prints where the error was thrown in the config and in Nadle's worker; the model does not know the config's lines here.",
      );
      return `${failure.name}: ${failure.message}`;
    }
    const printed = frames.map((frame, index) => {
      const place = `${PROJECT_DIR}/${frame.file}:${frame.line}:${frame.column}`;
      // The task's own function is called as the `run` method of the task Nadle registered.
      if (index === frames.length - 1) {
        const name = !frame.name || frame.name === 'run' ? 'Object.run' : `Object.${frame.name} [as run]`;
        return `${name} (${place})`;
      }
      return frame.name ? `${frame.name} (${place})` : place;
    });
    const logger = thrownByLogger.has(failure) ? [frameIn('DefaultLogger.throw', 1716, 11)] : [];
    return [
      `${failure.name}: ${failure.message}`,
      ...[...logger, ...printed, ...WORKER_FRAMES].slice(0, STACK_TRACE_LIMIT),
    ]
      .map((line, index) => (index === 0 ? line : `    at ${line}`))
      .join('\n');
  }

  /** renderProfilingSummary(): the finished tasks, slowest first, at most five. */
  private summaryTable(): string {
    const {paint} = this;
    const rows = this.run.project.tasks.filter((task) => this.finished.has(task.id)).slice(0, 5);
    if (rows.length === 0) return '';
    // The durations and percentages are placeholders: the widths are the headers'.
    const widths = [Math.max(4, ...rows.map((task) => task.label.length)) + 2, 10, 12];
    const border = (left: string, join: string, right: string) =>
      left + widths.map((width) => '─'.repeat(width)).join(join) + right;
    const row = (cells: string[]) =>
      `│${cells.map((cell, index) => ` ${index === 0 ? cell.padEnd(widths[0] - 2) : cell} `).join('│')}│`;
    return [
      '',
      paint.bold(paint.green('Profiling Summary')),
      border('┌', '┬', '┐'),
      row(['Task', 'Duration', 'Percentage']),
      border('├', '┼', '┤'),
      ...rows.map((task) => row([task.label, DURATION, '<percent>'])),
      border('└', '┴', '┘'),
    ].join('\n');
  }
}

const listLabels = (labels: readonly string[]): string =>
  labels.length <= 2 ? labels.join(' and ') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)!}`;

const taskCount = (count: number, paint: Paint): string => `${paint.bold(count)} task${count > 1 ? 's' : ''}`;

/** The scheduler's getReadyTasks() during a run: every task completes once. */
class LiveScheduler {
  private readonly indegree = new Map<string, number>();
  private readonly ready = new Set<string>();
  private main: string | undefined;
  private tree: Set<string> | undefined;

  constructor(
    private readonly schedule: PlannedRun['schedule'],
    parallel: boolean,
    /** Where the scheduler's debug lines go. */
    private readonly trace: (line: string) => void,
  ) {
    for (const [id, own] of schedule.dependencies) this.indegree.set(id, own.length);
    this.main = parallel ? undefined : schedule.taskIds[0];
  }

  private inTree(id: string): boolean {
    if (this.main === undefined) return true;
    if (!this.tree) {
      const reached = new Set<string>([this.main]);
      const toVisit = [this.main];
      while (toVisit.length > 0)
        for (const dependency of this.schedule.dependencies.get(toVisit.pop()!) ?? [])
          if (!reached.has(dependency)) {
            reached.add(dependency);
            toVisit.push(dependency);
          }
      this.tree = reached;
    }
    return this.tree.has(id);
  }

  private markReady(id: string, found: string[]): void {
    found.push(id);
    this.ready.add(id);
  }

  readyAfter(done: string | undefined): string[] {
    const found: string[] = [];
    this.trace(`runningRoot = ${String(this.main)}, doneTaskId = ${String(done)}`);
    if (done === undefined) {
      for (const [id, count] of this.indegree) {
        if (!this.inTree(id)) continue;
        this.trace(`taskId = ${id}, indegree = ${String(count)}`);
        if (count === 0 && !this.ready.has(id)) this.markReady(id, found);
      }
      this.trace(`Next tasks = ${found.join(',')}`);
      return found;
    }
    for (const dependent of this.schedule.dependents.get(done) ?? []) {
      if (this.ready.has(dependent)) continue;
      const count = this.indegree.get(dependent)!;
      if (count === 0)
        throw new NadleModelError(
          `Incorrect state. Expect ${dependent} to have indegree > 0 because it depends on the running task ${done}`,
        );
      this.indegree.set(dependent, count - 1);
      if (count - 1 === 0 && this.inTree(dependent)) this.markReady(dependent, found);
    }
    if (done === this.main) {
      const {taskIds} = this.schedule;
      this.main = taskIds[taskIds.indexOf(this.main) + 1];
      this.tree = undefined;
      return this.main === undefined ? [] : this.readyAfter(undefined);
    }
    this.trace(`Next tasks = ${found.join(',')}`);
    return found;
  }
}

/** resolveWorker(): the run's worker count, from --max-workers, configure() or the available cores less one. */
function workerCount(run: PlannedRun): number {
  const cores = Number(run.env.NADLE_MAX_WORKERS) || undefined;
  const value = run.parsed.maxWorkers ?? (run.project.options.maxWorkers as number | string | undefined);
  // Without NADLE_MAX_WORKERS the reader's machine decides; assume it has several cores.
  const available = cores ?? 4;
  let count: number;
  if (value === undefined) count = available - 1;
  else if (typeof value === 'number') count = value;
  else count = Math.round((Number.parseInt(value) / 100) * available);
  return Math.min(Math.max(Number.isNaN(count) ? 1 : count, 1), available);
}

/** The task's configuration as the worker's configResolver() gives it: the last `.config()`, called if a function. */
function taskConfigOf(task: ProjectTask): Record<string, unknown> {
  const last = task.registration.configs.at(-1);
  const config: unknown = typeof last === 'function' ? (last as () => unknown)() : last;
  return typeof config === 'object' && config !== null ? (config as Record<string, unknown>) : {};
}

function workingDirOf(task: ProjectTask): string {
  const {workingDir} = taskConfigOf(task);
  if (typeof workingDir !== 'string') return PROJECT_DIR;
  // Path.resolve(root, workingDir), on the placeholder of the root; an absolute path stays as it is.
  const absolute = workingDir.startsWith('/');
  const parts = absolute ? [] : [PROJECT_DIR];
  for (const part of workingDir.split('/')) {
    if (part === '' || part === '.') continue;
    // Above the root, the recordings keep the root's placeholder: `<project>/..`.
    if (part === '..' && parts.length > 0 && parts.at(-1) !== '..' && parts.at(-1) !== PROJECT_DIR) parts.pop();
    else parts.push(part);
  }
  return absolute ? `/${parts.join('/')}` : parts.join('/');
}

/** What ExecTask and PnpmTask log before they start their program (info level), when their options say. */
function builtInFirstLine(task: ProjectTask, context: object): string | undefined {
  const {builtIn, options: given} = task.registration;
  let options: unknown;
  try {
    options = typeof given === 'function' ? (given as (context: unknown) => unknown)(context) : given;
  } catch {
    return undefined;
  }
  const {command, args} = (options ?? {}) as {command?: unknown; args?: unknown};
  // ExecTask splits a string of arguments at its spaces (execa's parseCommandString).
  const list = Array.isArray(args)
    ? args.map(String)
    : typeof args === 'string'
      ? args.trim().split(/ +/).filter(Boolean)
      : undefined;
  if (!list) return undefined;
  if (builtIn === 'ExecTask' && typeof command === 'string') return `Running command: ${command} ${list.join(' ')}`;
  if (builtIn === 'PnpmTask') return `Running pnpm command: pnpm ${list.join(' ')}`;
  return undefined;
}

/** Errors raised by `context.logger.throw()`: their stacks start in Nadle's logger. */
const thrownByLogger = new WeakSet<object>();

/** The logger a worker hands a task (`context.logger`): Nadle's, at the run's level and reporter. */
function taskLogger(terminal: Terminal): Record<string, unknown> {
  return {
    error: (...args: unknown[]): void => terminal.error(formatArgs(args)),
    warn: (...args: unknown[]): void => terminal.warn(formatArgs(args)),
    log: (...args: unknown[]): void => terminal.log(formatArgs(args)),
    info: (...args: unknown[]): void => terminal.info(formatArgs(args)),
    debug: (...args: unknown[]): void => terminal.debug(formatArgs(args)),
    // A pipe has no width; Nadle's logger then answers 80.
    getColumns: (): number => 80,
    throw: (message: string): never => {
      terminal.error(String(message));
      const error = new Error(message);
      thrownByLogger.add(error);
      throw error;
    },
  };
}

/** Node's util.format for what tasks usually log: strings as they are, other values inspected briefly. */
function formatArgs(args: readonly unknown[]): string {
  return args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg))).join(' ');
}

function inspect(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'function') return `[Function: ${(value as {name?: string}).name || '(anonymous)'}]`;
    return String(value);
  }
  if (isErrorLike(value)) return value.stack ?? `${value.name}: ${value.message}`;
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[ ${value.map(inspect).join(', ')} ]`;
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  return `{ ${entries.map(([key, entry]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`}: ${inspect(entry)}`).join(', ')} }`;
}

interface ErrorLike {
  name: string;
  message: string;
  stack?: string;
}

// An error thrown by a config comes from the realm that evaluated it, so `instanceof Error` cannot tell.
function isErrorLike(value: unknown): value is ErrorLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorLike).message === 'string' &&
    typeof (value as ErrorLike).name === 'string'
  );
}
