import {
  chooseAction,
  HELP_TEXT,
  LOG_LEVELS,
  noTasksHint,
  parseArgv,
  type CommandAction,
  type LogLevel,
  type ParsedArgs,
} from './cli-options';
import {NadleModelError, withinPlannerLimits} from './errors';
import {COLD_STACK_TRACE_LIMIT} from './load-errors';
import {cycleOf, planRun, type TaskCycle, type TaskGraph} from './plan';
import {UncaughtLoadError, type Project} from './project';
import {formatResolvedTasks, resolveTaskInput, UnresolvedInputError, type ResolvedTaskInput} from './resolve';
import {SchedulerCycleError, SchedulerError, executionPlan, initSchedule, type Schedule} from './scheduler';
import {
  chunkSite,
  DURATION,
  frameIn,
  LEVELS,
  NADLE_DIR,
  paintFor,
  PROJECT_DIR,
  reporterName,
  stackOf,
  Terminal,
  terminalStyle,
  uncaughtReport,
  type Paint,
  type StackFrame,
  type TerminalEnv,
} from './terminal';
import {formatTaskList, formatWorkspaceTree} from './views';
import {
  ASSUMED_PARALLELISM,
  detectedEnvironments,
  resolvedOptions,
  stringifyOption,
  valueAtPath,
} from './resolved-options';
import {graphLines, traceDryRun} from './scheduler-trace';

export const NADLE_VERSION = '0.5.1';

export interface CommandResult {
  /**
   * What Nadle prints between its welcome header and its closing lines, and the error
   * messages it logs (without consola's ` ERROR ` tag), joined with '\n'; for a run of
   * tasks from runCommand, only what it prints before the first task starts
   * (executeCommand runs the tasks).
   */
  output: string;
  /** What Nadle writes to stdout, placeholders for paths and durations included. */
  stdout: string;
  /** What Nadle writes to stderr. */
  stderr: string;
  exitCode: number;
  /**
   * False when `stdout` leaves out part of what Nadle prints: runCommand stops before
   * the tasks; executeCommand stops at a task it cannot run (a built-in task, which runs
   * programs or touches files) or that does not settle; `notes` say what is left out.
   */
  complete: boolean;
  /** False when Nadle would stop with an error. */
  ok: boolean;
  /** The error's message, without colours, when !ok. */
  error?: string;
  action: CommandAction;
  /** The tasks this run would handle, for drawing. */
  graph?: TaskGraph;
  /** Task labels in the printed order of the plan (dry run and execute); from executeCommand, in the order they started. */
  plan?: string[];
  /** Sets of task labels whose relative start order Nadle leaves open. */
  unordered?: string[][];
  /** Plain-language caveats to show with the output. */
  notes?: string[];
  /** With a cycle error: the loop it names, for drawing. */
  cycle?: TaskCycle;
}

export interface CommandOptions {
  /** Environment variables of the run: CI and TEST change the colours and the reporter. */
  env?: TerminalEnv;
  /**
   * Whether jiti (which loads the config files) has them in its cache from an earlier run:
   * 'cold' (the default, a first run) loads Babel to transpile them, which raises V8's
   * stack limit from 10 frames to 50, so a load error's report lists more calls; 'warm'
   * quotes a config's last line with the mark jiti appends to the files it caches.
   */
  transpileCache?: 'cold' | 'warm';
}

/** What a run of tasks needs once planned: the terminal so far, and the schedule (execution.ts runs it). */
export interface PlannedRun {
  readonly project: Project;
  readonly terminal: Terminal;
  readonly paint: Paint;
  readonly schedule: Schedule;
  readonly parsed: ParsedArgs;
  /** The run's environment variables (NADLE_MAX_WORKERS sets the cores Nadle counts). */
  readonly env: TerminalEnv;
  /** The notes of the planning, without those that stand for the run the model does not make. */
  readonly notes: readonly string[];
}

/** The run a result of runCommand stops before (`complete: false`, action 'execute'). */
export const plannedRuns = new WeakMap<CommandResult, PlannedRun>();

const RUN_NOTE = 'Running the tasks is not shown: the plan is the order in which they would start.';
const DEFECT_NOTE =
  'This is a defect of Nadle 0.5.1, not of the config. A dry run completes each planned task once for every list it was added to. When a task finished while a task depending on it lay outside the task being planned (so its count of unfinished dependencies reached 0 without it being marked ready), completing that task a second time finds the dependent with nothing left to wait for, and Nadle stops with "Incorrect state". No release fixes it: 0.5.2 and 0.5.3, the latest, plan a dry run the same way (0.5.2 only shortens the message). With --parallel, which puts no task in focus, the same project plans.';

// eslint-disable-next-line no-control-regex
const stripColours = (text: string): string => text.replace(/\u001b\[[0-9;]*m/g, '');

/** The lines between the header and the closing lines, and the messages on stderr: what the site's pages show. */
function bodyOf(stdout: string, stderr: string): string {
  const trim = (lines: string[]): string[] => {
    let start = 0;
    let end = lines.length;
    while (start < end && lines[start].trim() === '') start++;
    while (end > start && lines[end - 1].trim() === '') end--;
    return lines.slice(start, end);
  };
  let out = stdout.split('\n');
  const loaded = out.findIndex((line) => stripColours(line).startsWith('Loaded configuration from'));
  if (loaded !== -1) out = out.slice(loaded + 1);
  const closing = out.findIndex((line) => /^(RUN SUCCESSFUL|RUN FAILED)/.test(stripColours(line)));
  if (closing !== -1) out = out.slice(0, closing);
  const err = stderr.split('\n').map((line) => line.replace(/^ ERROR {2}/, ''));
  return [...trim(out), ...trim(err)].join('\n');
}

/** The log level of the run: the command line's, else configure()'s, else `log`. */
function levelOf(project: Project | undefined, cliLevel: LogLevel | undefined): number {
  const configured = project?.options.logLevel;
  const level =
    cliLevel ??
    (typeof configured === 'string' && (LOG_LEVELS as readonly string[]).includes(configured)
      ? (configured as LogLevel)
      : 'log');
  return LEVELS[level];
}

function header(project: Project, terminal: Terminal, paint: Paint): void {
  const root = project.rootWorkspace.configFile ?? 'nadle.config.ts';
  const others = project.workspaces.filter((workspace) => !workspace.isRoot && workspace.configFile).length;
  terminal.log(paint.bold(paint.cyan(`🛠️ Welcome to Nadle v${NADLE_VERSION}!`)));
  terminal.log(`Using Nadle from ${NADLE_DIR}/lib/index.js`);
  terminal.log(
    `Loaded configuration from ${PROJECT_DIR}/${root}${others > 0 ? ` and ${others} other(s) files` : ''}\n`,
  );
}

const taskCount = (count: number, paint: Paint): string => `${paint.bold(count)} task${count > 1 ? 's' : ''}`;

function closeSuccessfully(terminal: Terminal, paint: Paint, summary: boolean): void {
  // --summary tabulates the tasks that ran; with none it logs an empty line.
  if (summary) terminal.log('');
  terminal.log(`\n${paint.bold(paint.green('RUN SUCCESSFUL'))} in ${paint.bold(DURATION)}`);
  terminal.log(`${taskCount(0, paint)} executed`);
}

function closeWithFailure(terminal: Terminal, paint: Paint, stacktrace: boolean, stack: string): void {
  terminal.log(
    `\n${paint.bold(paint.red('RUN FAILED'))} in ${paint.bold(DURATION)} ${paint.dim(`(${taskCount(0, paint)} executed, ${taskCount(0, paint)} failed)`)}`,
  );
  if (!stacktrace)
    terminal.log(
      `\nFor more details, re-run the command with the ${paint.yellow('--stacktrace')} option to display the full error and help identify the root cause.`,
    );
  else terminal.error(stack);
}

// The frames below TaskInputResolver.resolve(): the exclusions are resolved before the tasks.
function resolveFrames(error: UnresolvedInputError, excluded: boolean): StackFrame[] {
  const own =
    error.site === 'workspace'
      ? [frameIn('TaskInputResolver.resolveWorkspace', 1465, 24), frameIn(undefined, 1435, 50)]
      : [
          frameIn('TaskInputResolver.resolveTask', 1458, 22),
          frameIn(undefined, error.site === 'task' ? 1439 : 1437, 29),
        ];
  return [
    frameIn('DefaultLogger.throw', 1716, 11),
    ...own,
    'Array.map (<anonymous>)',
    frameIn('TaskInputResolver.resolve', 1431, 23),
    excluded ? frameIn('OptionsResolver.resolveTasks', 1559, 45) : frameIn('OptionsResolver.resolveTasks', 1561, 37),
    frameIn('OptionsResolver.resolve', 1530, 15),
    `async ${frameIn('Nadle.init', 1822, 21)}`,
    `async ${frameIn('Nadle.execute', 1827, 5)}`,
  ];
}

export function finish(
  terminal: Terminal,
  action: CommandAction,
  exitCode: number,
  extra: Partial<CommandResult> & {error?: string},
  complete = true,
): CommandResult {
  const {stdout, stderr} = terminal;
  return {
    output: extra.output ?? bodyOf(stdout, stderr),
    stdout,
    stderr,
    exitCode,
    complete,
    ok: exitCode === 0,
    action,
    ...extra,
    ...(extra.error ? {error: stripColours(extra.error)} : {}),
  };
}

/**
 * What `nadle <argv>` prints in the project: stdout, stderr and the exit code, which
 * handler runs, and for a run, the tasks it handles and their order. No task function is
 * called: a run that gets past planning is returned with `complete: false` (execution.ts's
 * executeCommand runs the tasks).
 *
 * Throws PlannerLimitError when the project is beyond what the planner can hold (the
 * engine's string or array size): the planner's limit, not a Nadle error nor the config's.
 */
export function runCommand(project: Project, argv: readonly string[], options: CommandOptions = {}): CommandResult {
  // The config's own functions ran when the project was created; none runs here.
  return withinPlannerLimits(() => answerCommand(project, argv, options));
}

/**
 * What `nadle <argv>` prints when loading the configs failed with `error` (from
 * createProject or a config's evaluation): yargs still answers --help, --version and a
 * command line it rejects; otherwise Node reports the uncaught error.
 */
export function runCommandAfterLoadError(
  error: NadleModelError,
  argv: readonly string[],
  options: CommandOptions = {},
): CommandResult {
  const style = terminalStyle(options.env);
  const terminal = new Terminal(style, LEVELS.log);
  const early = answerBeforeLoading(terminal, argv);
  if (early) return early;
  const cached = options.transpileCache === 'warm';
  let report = `Error: ${error.message}\n`;
  const notes: string[] = [];
  if (error instanceof UncaughtLoadError) {
    const message = error.paintedMessage ? error.paintedMessage(paintFor(style.colours)) : error.message;
    const limit = cached ? undefined : COLD_STACK_TRACE_LIMIT;
    report = uncaughtReport(error.site, stackOf(message, error.frames, error.errorName, limit), cached);
    if (!error.exactPosition)
      notes.push(
        "The config file's line and column in Node's report are where jiti's transpiler usually puts the call; the code around it on that line can move it.",
      );
  } else {
    notes.push(
      "Node's report also quotes the line of the config that failed and the stack of calls, which the model leaves out.",
    );
  }
  terminal.writeStderr(report);
  return finish(terminal, 'execute', 1, {error: error.message, notes}, error instanceof UncaughtLoadError);
}

/** yargs' answers, given before any config is read: usage errors, --help, --version. */
function answerBeforeLoading(terminal: Terminal, argv: readonly string[]): CommandResult | undefined {
  const parsed = parseArgv(argv);
  if ('error' in parsed) {
    if (parsed.unsupported) {
      return {
        ...finish(
          terminal,
          'execute',
          1,
          {
            output: '',
            error: parsed.error,
            notes: ['This page does not read this command line; Nadle itself may accept it.'],
          },
          false,
        ),
      };
    }
    terminal.writeStderr(`${HELP_TEXT}\n\n${parsed.error}\n`);
    return finish(terminal, 'execute', 1, {error: parsed.error});
  }
  const action = chooseAction(parsed);
  if (action === 'help') {
    terminal.writeStdout(`${HELP_TEXT}\n`);
    return finish(terminal, action, 0, {});
  }
  if (action === 'version') {
    terminal.writeStdout(`${NADLE_VERSION}\n`);
    return finish(terminal, action, 0, {});
  }
  return undefined;
}

// The handler Nadle runs for an action, by the name its debug line gives it.
const HANDLER_NAMES: Record<CommandAction, string> = {
  list: 'list',
  'list-workspaces': 'listWorkspaces',
  'clean-cache': 'clean-cache',
  'dry-run': 'dry-run',
  'show-config': 'show-config',
  execute: 'execute',
  interactive: 'execute',
  help: 'help',
  version: 'version',
};

const WORKERS_NOTE = `The worker counts depend on the machine: by default Nadle uses one fewer than its cores (or than NADLE_MAX_WORKERS, which replaces the core count); shown here for ${ASSUMED_PARALLELISM} cores.`;

function answerCommand(project: Project, argv: readonly string[], options: CommandOptions): CommandResult {
  const style = terminalStyle(options.env);
  const paint = paintFor(style.colours);
  const parsed = parseArgv(argv);
  // Until the configs are loaded, only the command line's level is known.
  const terminal = new Terminal(style, levelOf(undefined, 'error' in parsed ? undefined : parsed.logLevel));
  const early = answerBeforeLoading(terminal, argv);
  if (early || 'error' in parsed) return early!;
  const action = chooseAction(parsed);
  const configured = `Configured logger with Consola reporters: [${reporterName(style)}]`;
  // The logger is configured with the command line's level, then again once configure() is read.
  terminal.debug(configured);
  terminal.level = levelOf(project, parsed.logLevel);
  terminal.debug(configured);
  const notes: string[] = [];
  // Only at the debug level: tracing repeats the matching, once per name typed.
  const trace = terminal.level >= LEVELS.debug ? (line: string): void => terminal.debug(line) : undefined;

  // OptionsResolver.resolve(): the exclusions, then the tasks; an unknown name is logged
  // and thrown out of Nadle.init(), where nothing catches it.
  let requested: ResolvedTaskInput[];
  let excluded: ResolvedTaskInput[] = [];
  let resolvingExclusions = true;
  try {
    excluded = parsed.exclude.map((input) => resolveTaskInput(project, input, paint, trace));
    resolvingExclusions = false;
    const excludedIds = new Set(excluded.map((entry) => entry.taskId));
    requested = parsed.tasks
      .map((input) => resolveTaskInput(project, input, paint, trace))
      .filter((entry) => !excludedIds.has(entry.taskId));
  } catch (error) {
    if (!(error instanceof UnresolvedInputError)) throw error;
    terminal.error(error.message);
    terminal.writeStderr(
      uncaughtReport(
        chunkSite(1716, '    throw new Error(message);', 11),
        stackOf(error.message, resolveFrames(error, resolvingExclusions)),
      ),
    );
    return finish(terminal, action, 1, {error: error.message, notes});
  }

  // Nadle.execute(): the header (not with --show-config), the info lines, the Resolved
  // tasks block, then the handler.
  // Built only where it is printed: for thousands of workspaces it is not small.
  const resolved =
    parsed.showConfig || terminal.level >= LEVELS.info
      ? resolvedOptions({project, parsed, argv, tasks: requested, excluded, env: options.env})
      : undefined;
  if (!parsed.showConfig) header(project, terminal, paint);
  if (resolved && terminal.level >= LEVELS.info) {
    const {maxWorkers, minWorkers} = resolved;
    terminal.info(
      `Using ${minWorkers === maxWorkers ? minWorkers : `${minWorkers}–${maxWorkers}`} worker${maxWorkers > 1 ? 's' : ''} for task execution`,
    );
    terminal.info(`Project directory: ${PROJECT_DIR}`);
    terminal.info(`Resolved options: ${stringifyOption(resolved)}`);
    const {CI, TEST} = detectedEnvironments(options.env);
    terminal.info(`Detected environments: { CI: ${CI}, TEST: ${TEST} }`);
  }
  if (resolved && options.env?.NADLE_MAX_WORKERS === undefined) notes.push(WORKERS_NOTE);
  const resolvedBlock = formatResolvedTasks([...requested, ...excluded], paint);
  if (resolvedBlock) terminal.log(`${resolvedBlock}\n`);
  terminal.info('Execution started');
  terminal.debug(`Executing handler: ${HANDLER_NAMES[action]}`);

  switch (action) {
    case 'list':
      for (const line of formatTaskList(project, paint)) terminal.log(line);
      break;
    case 'list-workspaces':
      for (const message of formatWorkspaceTree(project, paint)) terminal.log(message);
      break;
    case 'clean-cache':
      terminal.log(
        `Cleaning cache at ${PROJECT_DIR}/${typeof project.options.cacheDir === 'string' && parsed.cacheDir === undefined ? project.options.cacheDir : (parsed.cacheDir ?? '.nadle')}...`,
      );
      notes.push('Nadle deletes the cache directory and runs no task.');
      break;
    case 'show-config':
      terminal.log(
        stringifyOption(parsed.configKey === undefined ? resolved : valueAtPath(resolved, parsed.configKey)),
      );
      terminal.info('Execution finished');
      return finish(terminal, action, 0, {notes});
    case 'interactive':
      notes.push('With no task named, Nadle opens an interactive picker to choose the tasks to run.');
      return finish(terminal, action, 0, {output: '', notes}, false);
    case 'dry-run':
    case 'execute':
      if (action === 'dry-run' && requested.length === 0) {
        terminal.log(noTasksHint(paint.highlight));
        break;
      }
      return planAndReport(project, terminal, paint, parsed, action, requested, excluded, notes, options.env ?? {});
  }
  terminal.info('Execution finished');
  // With --show-config, Nadle's reporter stops before its closing lines.
  if (!parsed.showConfig) closeSuccessfully(terminal, paint, parsed.summary);
  return finish(terminal, action, 0, {notes});
}

function planAndReport(
  project: Project,
  terminal: Terminal,
  paint: Paint,
  parsed: ParsedArgs,
  action: 'dry-run' | 'execute',
  requested: readonly ResolvedTaskInput[],
  excluded: readonly ResolvedTaskInput[],
  notes: string[],
  env: TerminalEnv,
): CommandResult {
  const {stacktrace, parallel, summary, showConfig} = parsed;
  const planningNotes = [...notes];
  const excludedIds = new Set(excluded.map((entry) => entry.taskId));
  const input = {taskIds: requested.map((entry) => entry.taskId), excludedIds, parallel, caller: action, paint};
  const labelOf = new Map(project.tasks.map((task) => [task.id, task.label]));
  let order: string[] | undefined;
  let schedule: Schedule;
  try {
    schedule = initSchedule(project, input);
    if (action === 'dry-run' && terminal.level >= LEVELS.debug) {
      const trace = traceDryRun(schedule, parallel);
      for (const line of trace.lines) terminal.debug(`${paint.yellow('Scheduler')} ${line}`);
      if (!trace.complete)
        notes.push('Nadle logs more scheduler steps at the debug level than the page shows; the first ones are shown.');
    } else if (action === 'execute' && terminal.level >= LEVELS.debug) {
      for (const line of graphLines(schedule)) terminal.debug(`${paint.yellow('Scheduler')} ${line}`);
      notes.push(
        'At the debug level Nadle also logs its scheduler’s steps while tasks run, which the page leaves out.',
      );
    }
    // A run hands ready tasks to workers instead of listing them; only the dry run walks this list.
    if (action === 'dry-run') order = executionPlan(project, schedule, input);
  } catch (error) {
    if (!(error instanceof SchedulerError)) throw error;
    if (error.logged) terminal.error(error.message);
    terminal.info('Execution failed');
    closeWithFailure(terminal, paint, stacktrace, stackOf(error.message, error.frames));
    if (error.message.startsWith('Incorrect state')) notes.push(DEFECT_NOTE);
    const cycle =
      error instanceof SchedulerCycleError
        ? cycleOf(
            project,
            error.path.map((id) => project.tasks.find((task) => task.id === id)!),
            new Set(requested.map((entry) => entry.taskId)),
            excludedIds,
          )
        : undefined;
    return finish(terminal, action, 1, {error: error.message, notes, ...(cycle ? {cycle} : {})});
  }
  const plan = planRun(
    project,
    requested.map((entry) => project.tasks.find((task) => task.id === entry.taskId)!),
    excludedIds,
    parallel,
  );
  const labels = order ? order.map((id) => labelOf.get(id)!) : [...plan.order];
  for (const set of plan.unordered)
    notes.push(
      `Nadle does not fix the order in which ${listNames(set)} start, beyond each waiting for its own dependencies.`,
    );
  if (action === 'execute') {
    notes.push(RUN_NOTE);
    // What Nadle prints before the first task starts (the Resolved tasks block) is known; what the tasks print is not.
    const result = finish(
      terminal,
      action,
      0,
      {graph: plan.graph, plan: labels, unordered: plan.unordered.map((set) => [...set]), notes},
      false,
    );
    plannedRuns.set(result, {project, terminal, paint, schedule, parsed, env, notes: planningNotes});
    return result;
  }
  terminal.log(paint.bold('Execution plan:'));
  for (const id of order!) terminal.log(`${paint.yellow('>')} Task ${paint.bold(labelOf.get(id)!)}`);
  terminal.info('Execution finished');
  if (!showConfig) closeSuccessfully(terminal, paint, summary);
  return finish(terminal, action, 0, {
    graph: plan.graph,
    plan: labels,
    unordered: plan.unordered.map((set) => [...set]),
    notes,
  });
}

function listNames(names: readonly string[]): string {
  return names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export {NadleModelError};
