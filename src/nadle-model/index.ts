/**
 * A model of how Nadle 0.5.1 plans a run, with no Node, DOM or Docusaurus dependency, so
 * that it runs at build time and in the browser (a Web Worker included).
 *
 * - `createNadleStandIn()` gives a config file a recording `nadle` module;
 * - `createProject()` loads the recordings of every workspace as Nadle loads config files;
 * - `runCommand()` answers what `nadle <argv>` prints and which tasks it handles, in
 *   which order;
 * - `CLI_OPTIONS` is the table of command-line options, and `parseArgv()` reads them.
 *
 * Where Nadle's behaviour is known only in part, the model says so instead of guessing:
 *
 * Printed order. Nadle leaves the start order of tasks that do not wait for each other
 * open (sibling dependencies; with --parallel, the listed tasks too). The plan prints a
 * task as soon as everything it waits for is printed, and tasks that become ready
 * together in the order they were first reached: command-line order (root fan-out
 * included), then dependsOn entries in declaration order, depth first. This shows each
 * task at the earliest point it may start, is the same on every run, and keeps the
 * config's own order where the run leaves it free. Every group of tasks whose order is
 * open is returned in `unordered`, with a note.
 *
 * Texts. An error whose message is known in part keeps the known words and puts `…`
 * where the rest goes (an invalid task name; a task missing from a named workspace or
 * from the root; a dependsOn entry missing from the root, whose label is empty; the hint
 * for a dry run with no task). Errors whose text is not known at all (two workspaces
 * sharing a label, a label equal to another workspace's ID, the option parser's messages)
 * say in plain words why Nadle stops, and are marked 'described'. Where a task error
 * carries suggestions, they follow the message after one space, as in the workspace
 * error.
 *
 * Other choices where Nadle's behaviour is not known: `--list` and `--list-workspaces`
 * layout (see views.ts); the current workspace in "not found in <current> nor root" is
 * named by its label; a task both named and excluded is left out; excluding a root task
 * still fans out to the workspaces' same-named tasks; an alias function is also called
 * for the root ('.'); a corrected --exclude value is not listed under "Resolved tasks";
 * each --exclude occurrence takes one value; the suggestions after a failed fallback to
 * the root come from both workspaces; four or more suggestions continue the `A, B, or C`
 * form.
 */
export {createNadleStandIn, BUILT_IN_TASKS} from './stand-in';
export type {BuiltInTaskName, ConfigRecording, RecordedCall, RecordedConfigure, RecordedRegistration, TaskForm} from './stand-in';
export {createProject, ROOT_ID} from './project';
export type {PackageManager, Project, ProjectInput, ProjectTask, TaskSettings, Workspace} from './project';
export {runCommand, NADLE_VERSION} from './command';
export type {CommandResult} from './command';
export type {TaskGraph} from './plan';
export {CLI_OPTIONS, HELP_GROUPS, LOG_LEVELS, parseArgv, chooseAction} from './cli-options';
export type {ArgvError, CliOption, CommandAction, HelpGroup, LogLevel, ParsedArgs, ParsedArgsWithNotes} from './cli-options';
export {NadleModelError, TEXT_GAP} from './errors';
export type {MessageFidelity} from './errors';
export {words, initials, isValidTaskName} from './names';
export {matchName, suggestNames, didYouMean, FUZZY_MATCH_THRESHOLD, MAX_SUGGESTION_DISTANCE} from './suggestion';
