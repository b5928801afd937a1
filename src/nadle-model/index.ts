/**
 * A model of how Nadle 0.5.1 plans a run, with no Node, DOM or Docusaurus dependency, so
 * that it runs at build time and in the browser (a Web Worker included).
 *
 * - `createNadleStandIn()` gives a config file a recording `nadle` module;
 * - `createProject()` loads the recordings of every workspace as Nadle loads config files;
 * - `runCommand()` answers what `nadle <argv>` prints and which tasks it handles, in
 *   which order (`withCwd()` runs it from another folder; `projectGraph()` draws the
 *   whole config); `executeCommand()` also runs the tasks of a run, as Nadle's workers
 *   run them, and prints what they log (asynchronous: task functions may await);
 * - when loading fails, load-errors.ts builds the error Nadle meets (a rejected `tasks` or
 *   `configure()` call, placed in the config's text; a config that throws; a layout or
 *   config file Nadle does not find) and `runCommandAfterLoadError()` prints Node's report;
 * - `CLI_OPTIONS` is the table of command-line options, and `parseArgv()` reads them; with
 *   `CONFIG_FILE_OPTIONS` (the `configure()` options no flag sets) it also gives the option
 *   tables of the Configuration Reference (plugins/flag-tables).
 *
 * Typical use, one stand-in per config file:
 *
 *   const root = createNadleStandIn();
 *   // evaluate nadle.config.ts with `root.module` as what `import … from "nadle"` gives
 *   const project = createProject({packageManager: 'pnpm', workspaces: [{relativePath: '.', recording: root.recording()}]});
 *   const {output, graph, unordered, notes} = runCommand(project, ['--dry-run', 'build']);
 *
 * A recording holds the config's functions, so it cannot be posted between threads: a
 * Web Worker builds the project and runs commands itself, and posts the CommandResult,
 * which is plain data.
 *
 * The truth is the program: tests/nadle-recordings holds what Nadle 0.5.1 printed for a
 * corpus of projects, and a unit test holds `runCommand` to every recording, byte for
 * byte after the recordings' normalisation (paths and durations are placeholders such as
 * `<project>` and `<duration>`); the cases the model does not reach yet are listed, each
 * with its reason, in tests/nadle-recordings/known-differences.json. Where the model
 * cannot know what Nadle prints (what a program run by a built-in task prints), the
 * result says so (`complete`).
 *
 * Size. No walk recurses, so projects of thousands of tasks plan quickly. What the engine
 * still bounds (string and array sizes) makes `runCommand` and `projectGraph` throw
 * `PlannerLimitError`, which is neither a NadleModelError nor the config's fault: report
 * it as the page's limit.
 *
 * Printed order. A dry run prints Nadle's own execution plan (scheduler.ts follows
 * 0.5.1's scheduler, defects included). Where the run leaves the start order of tasks
 * open (siblings; with --parallel, the listed tasks too), the groups are returned in
 * `unordered`, with a note.
 */
export {createNadleStandIn, BUILT_IN_TASKS} from './stand-in';
export type {
  BuiltInTaskName,
  ConfigRecording,
  FailedCall,
  StandInModule,
  StandInOptions,
  RecordedCall,
  RecordedConfigure,
  RecordedRegistration,
  TaskForm,
} from './stand-in';
export {createProject, withCwd, ROOT_ID, UncaughtLoadError} from './project';
export {
  configCallPositions,
  configFileNotFoundError,
  configThrewError,
  failedCallError,
  specifiedConfigNotFoundError,
  unsupportedMonorepoError,
} from './load-errors';
export type {ConfigPosition, FailedConfig} from './load-errors';
export type {PackageManager, Project, ProjectInput, ProjectTask, TaskSettings, Workspace} from './project';
export {runCommand, runCommandAfterLoadError, NADLE_VERSION} from './command';
export type {CommandOptions} from './command';
export {executeCommand, NADLE_REPO_DIR} from './execution';
export type {ExecuteOptions, SourceFrame} from './execution';
export type {CommandResult} from './command';
export {projectGraph} from './plan';
export type {TaskCycle, TaskGraph} from './plan';
export {
  CLI_OPTIONS,
  CONFIG_FILE_OPTIONS,
  HELP_GROUPS,
  HELP_TEXT,
  LOG_LEVELS,
  parseArgv,
  chooseAction,
  noTasksHint,
} from './cli-options';
export type {
  ArgvError,
  CliOption,
  CommandAction,
  ConfigFileOption,
  HelpGroup,
  LogLevel,
  ParsedArgs,
  ParsedArgsWithNotes,
} from './cli-options';
export {terminalStyle, paintFor, DURATION, PROJECT_DIR, NADLE_DIR} from './terminal';
export type {TerminalEnv, TerminalStyle} from './terminal';
export {NadleModelError, PlannerLimitError, TEXT_GAP} from './errors';
export type {MessageFidelity} from './errors';
export {words, initials, isValidTaskName} from './names';
export {matchName, suggestNames, didYouMean, FUZZY_MATCH_THRESHOLD, MAX_SUGGESTION_DISTANCE} from './suggestion';
