/**
 * A model of how Nadle 0.5.1 plans a run, with no Node, DOM or Docusaurus dependency, so
 * that it runs at build time and in the browser (a Web Worker included).
 *
 * - `createNadleStandIn()` gives a config file a recording `nadle` module;
 * - `createProject()` loads the recordings of every workspace as Nadle loads config files;
 * - `runCommand()` answers what `nadle <argv>` prints and which tasks it handles, in
 *   which order (`withCwd()` runs it from another folder; `projectGraph()` draws the
 *   whole config);
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
 * Where Nadle's behaviour is known only in part, the model says so instead of guessing.
 *
 * Size. No walk recurses and each is linear in tasks and edges, so projects of tens of
 * thousands of tasks plan in well under a second. What the engine still bounds (string
 * and array sizes) makes `runCommand` and `projectGraph` throw `PlannerLimitError`, which
 * is neither a NadleModelError nor the config's fault: report it as the page's limit.
 *
 * Printed order. Nadle leaves open the start order of tasks that do not wait for each
 * other (sibling dependencies; with --parallel, the listed tasks too). The plan prints a
 * task as soon as everything it waits for is printed, and tasks that become ready
 * together in the order they were first reached: command-line order (root fan-out
 * included), then dependsOn entries in declaration order, depth first. Each task thus
 * appears at the earliest point it may start, the result is the same on every run, and
 * where the run leaves the order free the config's own order is kept. Every group of
 * tasks whose order is open is returned in `unordered`, with a note; a plan never
 * presents such an order as fixed.
 *
 * Texts. An error whose message is known in part keeps the known words and puts `…`
 * where the rest goes: an invalid task name; a task missing from a named workspace or,
 * run from the root, from the root; a dependsOn entry missing from the root (the message
 * names the workspace by its label, which is empty for the root); the hint for a dry run
 * without tasks. Errors whose text is not known at all (two workspaces sharing a label, a
 * label equal to another workspace's ID, the option parser's messages) say in plain words
 * why Nadle stops and are marked 'described'; `runCommand` keeps them out of `output`.
 *
 * Other choices where the behaviour is not known:
 * - suggestions after a task error follow it after one space, as in the workspace error;
 *   after a failed fallback to the root they come from both workspaces; four or more
 *   names continue the `A, B, or C` form;
 * - in "not found in <current> nor root workspace" the current workspace is named by its
 *   label;
 * - a cycle is named by task labels, from the task the search met twice;
 * - a step of the correction cascade with several hits passes to the next step;
 * - dependsOn entries are checked for the tasks a run reaches, when the run is planned;
 *   a prefixed entry whose workspace exists but lacks the task gets the message of an
 *   unprefixed one, naming that workspace;
 * - the Resolved tasks block lists positional tasks only, without indentation, and is
 *   printed for runs and dry runs;
 * - a task both named and excluded is left out; excluding a root task still fans out to
 *   the workspaces' same-named tasks; each --exclude occurrence takes one value;
 * - an alias function is also called for the root ('.');
 * - `--list` and `--list-workspaces` layout: see views.ts;
 * - which help group each option belongs to (CLI_OPTIONS leaves it unset);
 * - option spellings beyond `--name`, `--name=value`, `--no-name`, `-x value` and grouped
 *   one-letter switches (camelCase names, `--flag=yes`): the parser answers that the page
 *   does not read them (`unsupported`), not that Nadle rejects them;
 * - the words split is lodash's for ASCII text; other characters separate words.
 */
export {createNadleStandIn, BUILT_IN_TASKS} from './stand-in';
export type {BuiltInTaskName, ConfigRecording, StandInModule, RecordedCall, RecordedConfigure, RecordedRegistration, TaskForm} from './stand-in';
export {createProject, withCwd, ROOT_ID} from './project';
export type {PackageManager, Project, ProjectInput, ProjectTask, TaskSettings, Workspace} from './project';
export {runCommand, NADLE_VERSION} from './command';
export type {CommandResult} from './command';
export {projectGraph} from './plan';
export type {TaskCycle, TaskGraph} from './plan';
export {CLI_OPTIONS, CONFIG_FILE_OPTIONS, HELP_GROUPS, LOG_LEVELS, parseArgv, chooseAction} from './cli-options';
export type {ArgvError, CliOption, CommandAction, ConfigFileOption, HelpGroup, LogLevel, ParsedArgs, ParsedArgsWithNotes} from './cli-options';
export {NadleModelError, PlannerLimitError, TEXT_GAP} from './errors';
export type {MessageFidelity} from './errors';
export {words, initials, isValidTaskName} from './names';
export {matchName, suggestNames, didYouMean, FUZZY_MATCH_THRESHOLD, MAX_SUGGESTION_DISTANCE} from './suggestion';
