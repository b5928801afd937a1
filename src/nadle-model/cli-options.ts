import {TEXT_GAP} from './errors';

/** The three groups of `nadle --help`. Which option sits in which group is not known, so no option names one. */
export const HELP_GROUPS = ['Execution options', 'General options', 'Miscellaneous options'] as const;
export type HelpGroup = (typeof HELP_GROUPS)[number];

export const LOG_LEVELS = ['error', 'log', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface CliOption {
  /** Long name without dashes ('dry-run'); 'tasks' is the positional list. */
  readonly name: string;
  /** The property of ParsedArgs that holds the value. */
  readonly key: keyof ParsedArgs;
  readonly positional?: true;
  /** One-letter alias without the dash. */
  readonly alias?: string;
  readonly type: 'boolean' | 'string' | 'string[]';
  readonly choices?: readonly string[];
  /** The value when the option is not given, when it is a fixed value. */
  readonly default?: boolean | string | readonly string[];
  /** The value when the option is not given, as a reader-facing phrase (Markdown). */
  readonly defaultText: string;
  /** `defaultText` in a few words, for overviews, when it is longer than that. */
  readonly briefDefault?: string;
  /** The kind of value in a word or two, for overviews, when `type` does not say it ('path', 'count or %'). */
  readonly briefType?: string;
  /** What the string value holds, when `type` alone does not say ('a path'). */
  readonly valueMeaning?: string;
  /** The placeholder of the value in a usage line: 'dir' gives `--cache-dir <dir>`. */
  readonly valueName?: string;
  /** The forms readers type, when not only `shownAs` or `--<name>` ('--footer', '--no-footer'). */
  readonly forms?: readonly string[];
  /** One more spelling of the same setting ('--cache=false'). */
  readonly alsoWritten?: string;
  /** The `configure()` option that sets the same thing, when there is one. */
  readonly configKey?: string;
  /** The type of that `configure()` option, when it differs from `type`. */
  readonly configType?: string;
  /** The API reference page of `configType`, under /docs/api/index/ ('type-aliases/SupportLogLevel'). */
  readonly configTypePage?: string;
  /** The command line always supplies this option, so its `configure()` value never takes effect. */
  readonly configOverridden?: true;
  readonly helpGroup?: HelpGroup;
  /** How `--help` shows it, when that differs from `--<name>` ('--no-cache'). */
  readonly shownAs?: string;
  /** The Nadle version that added it, when later than 0.4. */
  readonly since?: string;
  readonly description: string;
}

/** A `configure()` option that has no command-line flag. */
export interface ConfigFileOption {
  readonly configKey: string;
  /** The kind of value in a word or two, for overviews. */
  readonly briefType: string;
  readonly configType: string;
  /** The API reference page of `configType`, under /docs/api/index/. */
  readonly configTypePage?: string;
  /** The value when the option is not given, as a reader-facing phrase (Markdown). */
  readonly defaultText: string;
  readonly briefDefault?: string;
}

export interface ParsedArgs {
  tasks: string[];
  parallel: boolean;
  /** Every --exclude value, split at commas, trimmed, empty entries dropped. */
  exclude: string[];
  cache?: boolean;
  cleanCache: boolean;
  list: boolean;
  listWorkspaces: boolean;
  dryRun: boolean;
  showConfig: boolean;
  configKey?: string;
  stacktrace: boolean;
  config?: string;
  cacheDir?: string;
  logLevel?: LogLevel;
  minWorkers?: string;
  maxWorkers?: string;
  footer?: boolean;
  summary: boolean;
  help: boolean;
  version: boolean;
}

export type CommandAction = 'execute' | 'dry-run' | 'list' | 'list-workspaces' | 'show-config' | 'clean-cache' | 'help' | 'version' | 'interactive';

export const CLI_OPTIONS: readonly CliOption[] = [
  {name: 'tasks', key: 'tasks', positional: true, type: 'string[]', defaultText: 'none: Nadle opens the interactive task picker', description: 'The tasks to run, in order. A name may carry a workspace ID or alias as prefix (`packages:app:build`), and a typo or abbreviation is corrected when exactly one task fits.'},
  {name: 'parallel', key: 'parallel', type: 'boolean', default: false, defaultText: '`false`', configKey: 'parallel', configOverridden: true, description: 'Schedules all the listed tasks at once instead of one after the other; a task still waits for its dependencies. The command line always sets it, so `parallel` in `configure()` has no effect.'},
  {name: 'exclude', key: 'exclude', alias: 'x', type: 'string[]', default: [], defaultText: 'none', briefType: 'task list', description: 'Tasks to leave out of the run, even where another task depends on them. Repeat the option or separate names with commas; names are corrected like the tasks to run.'},
  {name: 'cache', key: 'cache', type: 'boolean', shownAs: '--no-cache', alsoWritten: '--cache=false', default: true, defaultText: '`true`', briefDefault: 'cache on', configKey: 'cache', description: 'With `--no-cache` (or `--cache=false`), every task runs and nothing is read from or written to the cache.'},
  {name: 'clean-cache', key: 'cleanCache', type: 'boolean', default: false, defaultText: '`false`', since: '0.4.0', description: 'Deletes the cache directory and stops; no task runs.'},
  {name: 'list', key: 'list', alias: 'l', type: 'boolean', default: false, defaultText: '`false`', description: 'Lists the registered tasks by group, with their descriptions, and stops.'},
  {name: 'list-workspaces', key: 'listWorkspaces', type: 'boolean', default: false, defaultText: '`false`', since: '0.5.1', description: 'Prints the workspaces as a tree, with their aliases, and stops.'},
  {name: 'dry-run', key: 'dryRun', alias: 'm', type: 'boolean', default: false, defaultText: '`false`', description: 'Prints the execution plan, the tasks in the order they would start, without running any.'},
  {name: 'show-config', key: 'showConfig', type: 'boolean', default: false, defaultText: '`false`', description: 'Prints the resolved options as JSON and stops.'},
  {name: 'config-key', key: 'configKey', type: 'string', valueMeaning: 'a property path', briefType: 'path', defaultText: 'none', since: '0.5.1', description: 'With `--show-config`, prints only the value at this path, written with dots or brackets (`project.workspaces[1].id`).'},
  {name: 'stacktrace', key: 'stacktrace', type: 'boolean', default: false, defaultText: '`false`', description: 'When the run fails, prints the full error stack instead of the hint to run again with this option.'},
  {name: 'config', key: 'config', alias: 'c', type: 'string', valueMeaning: 'a path', briefType: 'path', defaultText: 'the first `nadle.config.{js,mjs,ts,mts}` in the project root', briefDefault: 'root `nadle.config.*`', description: 'Loads this config file instead; a relative path is resolved against the project root.'},
  {name: 'cache-dir', key: 'cacheDir', type: 'string', valueName: 'dir', briefType: 'path', defaultText: '`.nadle` in the project root', briefDefault: '`.nadle`', configKey: 'cacheDir', description: 'Where the cache is kept; a relative path is resolved against the project root.'},
  {name: 'log-level', key: 'logLevel', type: 'string', choices: LOG_LEVELS, valueName: 'level', briefType: 'level', default: 'log', defaultText: '`log`', configKey: 'logLevel', configType: 'SupportLogLevel', configTypePage: 'type-aliases/SupportLogLevel', description: 'How much Nadle prints: `error` only errors, `log` the usual output, `info` and `debug` more detail.'},
  {name: 'min-workers', key: 'minWorkers', type: 'string', valueName: 'count|percent', briefType: 'count or %', defaultText: 'available CPU cores − 1, at least 1, and never above `maxWorkers`', briefDefault: 'cores − 1', configKey: 'minWorkers', configType: 'number | string', description: 'The smallest number of worker threads to keep: a whole number, or a percentage of the available cores such as `50%`.'},
  {name: 'max-workers', key: 'maxWorkers', type: 'string', valueName: 'count|percent', briefType: 'count or %', defaultText: 'available CPU cores − 1, at least 1', briefDefault: 'cores − 1', configKey: 'maxWorkers', configType: 'number | string', description: 'The largest number of tasks that run at the same time: a whole number, or a percentage of the available cores such as `50%`.'},
  {name: 'footer', key: 'footer', type: 'boolean', forms: ['--footer', '--no-footer'], defaultText: '`true`, but `false` in CI', briefDefault: 'on, off in CI', configKey: 'footer', description: 'Shows the live footer with task counts, elapsed time and what each worker runs; `--no-footer` hides it.'},
  {name: 'summary', key: 'summary', type: 'boolean', default: false, defaultText: '`false`', since: '0.5.0', description: 'After a successful run, prints a table of the five slowest tasks that ran.'},
  {name: 'help', key: 'help', alias: 'h', type: 'boolean', defaultText: 'none', description: 'Prints the usage and the options, and stops.'},
  {name: 'version', key: 'version', alias: 'v', type: 'boolean', defaultText: 'none', description: 'Prints the Nadle version, and stops.'},
];

/** The `configure()` options no flag sets. */
export const CONFIG_FILE_OPTIONS: readonly ConfigFileOption[] = [
  {configKey: 'alias', briefType: 'workspace labels', configType: 'AliasOption', configTypePage: 'type-aliases/AliasOption', defaultText: "none: each workspace's label is its ID, the root's is empty", briefDefault: 'none'},
];

/**
 * A command line Nadle rejects, or one this parser does not read (`unsupported`). `exact`
 * is false when the text only says why: Nadle's own message is not known.
 */
export interface ArgvError {
  error: string;
  exact: boolean;
  unsupported?: true;
}

export interface ParsedArgsWithNotes extends ParsedArgs {
  /** Words that followed an --exclude value: the model reads them as tasks to run. */
  wordsAfterExclude: string[];
}

const WORKER_VALUE = /^(?:\d+|\d+(?:\.\d+)?%)$/;

function describedError(text: string): ArgvError {
  return {error: text, exact: false};
}

function unsupported(text: string): ArgvError {
  return {error: `This page reads ${text}`, exact: false, unsupported: true};
}

/**
 * Parses the words after `nadle`. Long options take `--name value` or `--name=value`;
 * booleans also take `--no-name` and `--name=true|false`; one-letter aliases take `-x
 * value` or `-x=value`, and booleans may be grouped (`-lm`); `--` ends the options.
 * Every `--exclude` occurrence takes one value, split at commas. Unknown options are
 * rejected, as Nadle's strict parser does; where the page reads less than Nadle may
 * accept, its error says so ("This page reads …").
 */
export function parseArgv(argv: readonly string[]): ParsedArgsWithNotes | ArgvError {
  const parsed: ParsedArgsWithNotes = {
    tasks: [],
    parallel: false,
    exclude: [],
    cleanCache: false,
    list: false,
    listWorkspaces: false,
    dryRun: false,
    showConfig: false,
    stacktrace: false,
    summary: false,
    help: false,
    version: false,
    wordsAfterExclude: [],
  };
  const values = parsed as unknown as Record<string, unknown>;
  let afterExclude = false;

  const setValue = (option: CliOption, shown: string, value: string | undefined, negated: boolean): ArgvError | undefined => {
    if (option.type === 'boolean') {
      if (value === undefined) values[option.key] = !negated;
      else if (!negated && (value === 'true' || value === 'false')) values[option.key] = value === 'true';
      else return unsupported(`${shown} only as on or off: ${shown}, --no-${option.name} or ${shown}=true|false.`);
      return undefined;
    }
    if (negated) return unsupported(`--no- only before on/off options; --${option.name} takes a value.`);
    const text = value ?? '';
    if (option.choices && !option.choices.includes(text)) {
      return describedError(`Nadle rejects --${option.name} ${JSON.stringify(text)}: the accepted values are ${option.choices.join(', ')}.`);
    }
    if ((option.name === 'min-workers' || option.name === 'max-workers') && !WORKER_VALUE.test(text)) {
      return {error: `Invalid value for --${option.name}. Expect to be an integer or a percentage (e.g., 50%). Got: ${text}`, exact: true};
    }
    if (option.type === 'string[]') {
      // One push a name: spreading a long list into push() can overflow the call stack.
      for (const name of text.split(',')) if (name.trim()) parsed.exclude.push(name.trim());
      afterExclude = true;
    } else {
      values[option.key] = text;
    }
    return undefined;
  };

  for (let index = 0; index < argv.length; index++) {
    const word = argv[index];
    const takeNext = (): string | undefined => {
      const next = argv[index + 1];
      if (next === undefined || (next.startsWith('-') && next !== '-')) return undefined;
      index++;
      return next;
    };

    if (word === '--') {
      for (const task of argv.slice(index + 1)) parsed.tasks.push(task);
      break;
    }
    if (word.startsWith('--')) {
      afterExclude = false;
      const [rawName, ...rest] = word.slice(2).split('=');
      const inlineValue = rest.length > 0 ? rest.join('=') : undefined;
      let option = CLI_OPTIONS.find((candidate) => !candidate.positional && candidate.name === rawName);
      let negated = false;
      if (!option && rawName.startsWith('no-')) {
        option = CLI_OPTIONS.find((candidate) => !candidate.positional && candidate.name === rawName.slice(3) && candidate.type === 'boolean');
        negated = option !== undefined;
      }
      if (!option) {
        const dashed = rawName.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
        if (dashed !== rawName && CLI_OPTIONS.some((candidate) => candidate.name === dashed.replace(/^no-/, ''))) {
          return unsupported(`options only in their dashed form: write --${dashed} for --${rawName}.`);
        }
        return describedError(`Nadle rejects the unknown option --${rawName}.`);
      }
      const value = option.type === 'boolean' || inlineValue !== undefined ? inlineValue : takeNext();
      const failure = setValue(option, `--${rawName}`, value, negated);
      if (failure) return failure;
      continue;
    }
    if (word.startsWith('-') && word.length > 1) {
      afterExclude = false;
      const [letters, ...rest] = word.slice(1).split('=');
      const inlineValue = rest.length > 0 ? rest.join('=') : undefined;
      const options = [...letters].map((letter) => CLI_OPTIONS.find((candidate) => candidate.alias === letter));
      const unknown = [...letters].find((_, position) => !options[position]);
      if (unknown !== undefined) return describedError(`Nadle rejects the unknown option -${unknown}.`);
      if (options.length > 1 && (options.some((option) => option!.type !== 'boolean') || inlineValue !== undefined)) {
        return unsupported(`grouped one-letter options (${word}) only when all of them are on/off options.`);
      }
      const option = options[0]!;
      const value = option.type === 'boolean' || inlineValue !== undefined ? inlineValue : takeNext();
      for (const each of options) {
        const failure = setValue(each!, `-${each!.alias}`, options.length > 1 ? undefined : value, false);
        if (failure) return failure;
      }
      continue;
    }
    if (afterExclude) parsed.wordsAfterExclude.push(word);
    parsed.tasks.push(word);
  }
  return parsed;
}

/** Which handler runs, first match wins: help, version, list, list workspaces, clean cache, dry run, show config, then running the tasks, or the picker when none is named. */
export function chooseAction(args: ParsedArgs): CommandAction {
  if (args.help) return 'help';
  if (args.version) return 'version';
  if (args.list) return 'list';
  if (args.listWorkspaces) return 'list-workspaces';
  if (args.cleanCache) return 'clean-cache';
  if (args.dryRun) return 'dry-run';
  if (args.showConfig) return 'show-config';
  return args.tasks.length > 0 ? 'execute' : 'interactive';
}

/** The start of Nadle's hint when no task is named; the rest of it is not known. */
export const NO_TASKS_HINT = `No tasks were specified${TEXT_GAP}`;
