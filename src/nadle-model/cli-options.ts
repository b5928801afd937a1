import {HELP_TEXT} from './help-text';

export {HELP_TEXT};

/** The three groups of `nadle --help`, in its order; each option of CLI_OPTIONS names its group. */
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
  /**
   * The command line always supplies this option (yargs gives it its default), so a
   * `configure()` value never takes effect. Options without it take the `configure()`
   * value unless the flag is given: Nadle merges defaults, then `configure()`, then the
   * command line.
   */
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

export type CommandAction =
  | 'execute'
  | 'dry-run'
  | 'list'
  | 'list-workspaces'
  | 'show-config'
  | 'clean-cache'
  | 'help'
  | 'version'
  | 'interactive';

export const CLI_OPTIONS: readonly CliOption[] = [
  {
    name: 'tasks',
    key: 'tasks',
    positional: true,
    type: 'string[]',
    defaultText: 'none: Nadle opens the interactive task picker',
    description:
      'The tasks to run, in order. A name may carry a workspace ID or alias as prefix (`packages:app:build`), and a typo or abbreviation is corrected when exactly one task fits.',
  },
  {
    name: 'parallel',
    key: 'parallel',
    type: 'boolean',
    default: false,
    defaultText: '`false`',
    configKey: 'parallel',
    configOverridden: true,
    helpGroup: 'Execution options',
    description:
      'Schedules all the listed tasks at once instead of one after the other; a task still waits for its dependencies. The command line always sets it, so `parallel` in `configure()` has no effect.',
  },
  {
    name: 'exclude',
    key: 'exclude',
    alias: 'x',
    type: 'string[]',
    default: [],
    defaultText: 'none',
    briefType: 'task list',
    helpGroup: 'Execution options',
    description:
      'Tasks to leave out of the run: they are dropped from the listed tasks and from every dependsOn, but a root task still fans out to the same-named tasks of the workspaces. The option takes every word after it up to the next option (`-x test lint`), and names may be separated by commas; they are corrected like the tasks to run, and a name that resolves to no task stops Nadle.',
  },
  {
    name: 'cache',
    key: 'cache',
    type: 'boolean',
    shownAs: '--no-cache',
    alsoWritten: '--cache=false',
    default: true,
    defaultText: '`true`',
    briefDefault: 'cache on',
    configKey: 'cache',
    helpGroup: 'Execution options',
    description:
      'With `--no-cache` (or `--cache=false`), every task runs and nothing is read from or written to the cache.',
  },
  {
    name: 'clean-cache',
    key: 'cleanCache',
    type: 'boolean',
    default: false,
    defaultText: '`false`',
    since: '0.4.0',
    helpGroup: 'Execution options',
    description: 'Deletes the cache directory and stops; no task runs.',
  },
  {
    name: 'list',
    key: 'list',
    alias: 'l',
    type: 'boolean',
    default: false,
    defaultText: '`false`',
    helpGroup: 'Execution options',
    description: 'Lists the registered tasks by group, with their descriptions, and stops.',
  },
  {
    name: 'list-workspaces',
    key: 'listWorkspaces',
    type: 'boolean',
    default: false,
    defaultText: '`false`',
    since: '0.5.1',
    helpGroup: 'Execution options',
    description: 'Prints the workspaces as a tree, with their aliases, and stops.',
  },
  {
    name: 'dry-run',
    key: 'dryRun',
    alias: 'm',
    type: 'boolean',
    default: false,
    defaultText: '`false`',
    helpGroup: 'Execution options',
    description: 'Prints the execution plan, the tasks in the order they would start, without running any.',
  },
  {
    name: 'show-config',
    key: 'showConfig',
    type: 'boolean',
    default: false,
    defaultText: '`false`',
    helpGroup: 'Execution options',
    description: 'Prints the resolved options as JSON and stops.',
  },
  {
    name: 'config-key',
    key: 'configKey',
    type: 'string',
    valueMeaning: 'a property path',
    briefType: 'path',
    defaultText: 'none',
    since: '0.5.1',
    helpGroup: 'Execution options',
    description:
      'With `--show-config`, prints only the value at this path, written with dots or brackets (`project.workspaces[1].id`).',
  },
  {
    name: 'stacktrace',
    key: 'stacktrace',
    type: 'boolean',
    default: false,
    defaultText: '`false`',
    helpGroup: 'Execution options',
    description: 'When the run fails, prints the full error stack instead of the hint to run again with this option.',
  },
  {
    name: 'config',
    key: 'config',
    alias: 'c',
    type: 'string',
    valueMeaning: 'a path',
    briefType: 'path',
    defaultText: 'the first `nadle.config.{js,mjs,ts,mts}` in the project root',
    briefDefault: 'root `nadle.config.*`',
    helpGroup: 'General options',
    description: 'Loads this config file instead; a relative path is resolved against the project root.',
  },
  {
    name: 'cache-dir',
    key: 'cacheDir',
    type: 'string',
    valueName: 'dir',
    briefType: 'path',
    defaultText: '`.nadle` in the project root',
    briefDefault: '`.nadle`',
    configKey: 'cacheDir',
    helpGroup: 'General options',
    description: 'Where the cache is kept; a relative path is resolved against the project root.',
  },
  {
    name: 'log-level',
    key: 'logLevel',
    type: 'string',
    choices: LOG_LEVELS,
    valueName: 'level',
    briefType: 'level',
    default: 'log',
    defaultText: '`log`',
    configKey: 'logLevel',
    configType: 'SupportLogLevel',
    configTypePage: 'type-aliases/SupportLogLevel',
    helpGroup: 'General options',
    description: 'How much Nadle prints: `error` only errors, `log` the usual output, `info` and `debug` more detail.',
  },
  {
    name: 'min-workers',
    key: 'minWorkers',
    type: 'string',
    valueName: 'count|percent',
    briefType: 'count or %',
    defaultText:
      'available cores − 1, at least 1, and never above `maxWorkers`; the environment variable `NADLE_MAX_WORKERS`, when set, stands for the number of available cores',
    briefDefault: 'cores − 1',
    configKey: 'minWorkers',
    configType: 'number | string',
    helpGroup: 'General options',
    description:
      'The smallest number of worker threads to keep: a whole number, or a percentage of the available cores such as `50%` (rounded); either is kept between 1 and the available cores.',
  },
  {
    name: 'max-workers',
    key: 'maxWorkers',
    type: 'string',
    valueName: 'count|percent',
    briefType: 'count or %',
    defaultText:
      'available cores − 1, at least 1; the environment variable `NADLE_MAX_WORKERS`, when set, stands for the number of available cores',
    briefDefault: 'cores − 1',
    configKey: 'maxWorkers',
    configType: 'number | string',
    helpGroup: 'General options',
    description:
      'The largest number of tasks that run at the same time: a whole number, or a percentage of the available cores such as `50%` (rounded); either is kept between 1 and the available cores.',
  },
  {
    name: 'footer',
    key: 'footer',
    type: 'boolean',
    forms: ['--footer', '--no-footer'],
    defaultText: '`true`, but `false` in CI',
    briefDefault: 'on, off in CI',
    configKey: 'footer',
    helpGroup: 'General options',
    description:
      'Shows the live footer with task counts, elapsed time and what each worker runs; `--no-footer` hides it.',
  },
  {
    name: 'summary',
    key: 'summary',
    type: 'boolean',
    default: false,
    defaultText: '`false`',
    since: '0.5.0',
    helpGroup: 'General options',
    description: 'After a successful run, prints a table of the five slowest tasks that ran.',
  },
  {
    name: 'help',
    key: 'help',
    alias: 'h',
    type: 'boolean',
    defaultText: 'none',
    helpGroup: 'Miscellaneous options',
    description: 'Prints the usage and the options, and stops.',
  },
  {
    name: 'version',
    key: 'version',
    alias: 'v',
    type: 'boolean',
    defaultText: 'none',
    helpGroup: 'Miscellaneous options',
    description: 'Prints the Nadle version, and stops.',
  },
];

/** The `configure()` options no flag sets. */
export const CONFIG_FILE_OPTIONS: readonly ConfigFileOption[] = [
  {
    configKey: 'alias',
    briefType: 'workspace labels',
    configType: 'AliasOption',
    configTypePage: 'type-aliases/AliasOption',
    defaultText: "none: each workspace's label is its ID, the root's is empty",
    briefDefault: 'none',
  },
];

/**
 * A command line Nadle rejects, or one this parser does not read (`unsupported`). A
 * rejected one is answered by yargs: the usage (HELP_TEXT) and this message on stderr.
 */
export interface ArgvError {
  error: string;
  exact: boolean;
  unsupported?: true;
}

export type ParsedArgsWithNotes = ParsedArgs;

const WORKER_VALUE = /^(?:\d+|\d+(?:\.\d+)?%)$/;
// yargs reads a word that starts with a dash as an option, unless it is a negative number.
const isOptionWord = (word: string): boolean => /^-/.test(word) && !/^-+[0-9]+(?:\.[0-9]+)?$/.test(word);
const camelCase = (name: string): string => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const dashed = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function unsupported(text: string): ArgvError {
  return {error: `This page reads ${text}`, exact: false, unsupported: true};
}

/**
 * Parses the words after `nadle` as Nadle's yargs setup does. Long options take `--name
 * value` or `--name=value` (camelCase names too); booleans also take `--no-name` and
 * `--name=true|false`; one-letter aliases take `-x value`, and booleans may be grouped
 * (`-lm`). `--exclude` is an array: it takes every following word up to the next option,
 * and its values are split at commas, trimmed, empty ones dropped. Errors are yargs':
 * a worker count it cannot read, unknown options (strict mode), then a value outside
 * `--log-level`'s choices.
 */
export function parseArgv(argv: readonly string[]): ParsedArgs | ArgvError {
  const parsed: ParsedArgs = {
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
  };
  const values = parsed as unknown as Record<string, unknown>;
  const unknown: string[] = [];
  let invalidChoice: string | undefined;

  const setValue = (
    option: CliOption,
    shown: string,
    value: string | undefined,
    negated: boolean,
  ): ArgvError | undefined => {
    if (option.type === 'boolean') {
      if (value === undefined) values[option.key] = !negated;
      else if (!negated && (value === 'true' || value === 'false')) values[option.key] = value === 'true';
      else return unsupported(`${shown} only as on or off: ${shown}, --no-${option.name} or ${shown}=true|false.`);
      return undefined;
    }
    if (negated) return unsupported(`--no- only before on/off options; --${option.name} takes a value.`);
    const text = value ?? '';
    if (option.choices && !option.choices.includes(text)) {
      invalidChoice ??= `Invalid values:\n  Argument: ${option.name}, Given: ${JSON.stringify(text)}, Choices: ${option.choices.map((choice) => JSON.stringify(choice)).join(', ')}`;
    }
    if ((option.name === 'min-workers' || option.name === 'max-workers') && !WORKER_VALUE.test(text)) {
      return {
        error: `Invalid value for --${option.name}. Expect to be an integer or a percentage (e.g., 50%). Got: ${text}`,
        exact: true,
      };
    }
    values[option.key] = text;
    return undefined;
  };

  // The values of one --exclude: the inline one, then every word up to the next option.
  const takeExclusions = (index: number, inline: string | undefined): number => {
    const taken = inline === undefined ? [] : [inline];
    let last = index;
    while (last + 1 < argv.length && !isOptionWord(argv[last + 1])) taken.push(argv[++last]);
    // One push a name: spreading a long list into push() can overflow the call stack.
    for (const word of taken) for (const name of word.split(',')) if (name.trim()) parsed.exclude.push(name.trim());
    return last;
  };

  for (let index = 0; index < argv.length; index++) {
    const word = argv[index];
    const takeNext = (): string | undefined => {
      const next = argv[index + 1];
      if (next === undefined || isOptionWord(next)) return undefined;
      index++;
      return next;
    };

    if (word === '--') {
      for (const task of argv.slice(index + 1)) parsed.tasks.push(task);
      break;
    }
    if (word.startsWith('--')) {
      const [givenName, ...rest] = word.slice(2).split('=');
      const rawName = dashed(givenName);
      const inlineValue = rest.length > 0 ? rest.join('=') : undefined;
      let option = CLI_OPTIONS.find((candidate) => !candidate.positional && candidate.name === rawName);
      let negated = false;
      if (!option && rawName.startsWith('no-')) {
        option = CLI_OPTIONS.find(
          (candidate) => !candidate.positional && candidate.name === rawName.slice(3) && candidate.type === 'boolean',
        );
        negated = option !== undefined;
      }
      if (!option) {
        unknown.push(rawName, ...(rawName.includes('-') ? [camelCase(rawName)] : []));
        continue;
      }
      if (option.type === 'string[]') {
        index = takeExclusions(index, inlineValue);
        continue;
      }
      const value = option.type === 'boolean' || inlineValue !== undefined ? inlineValue : takeNext();
      const failure = setValue(option, `--${rawName}`, value, negated);
      if (failure) return failure;
      continue;
    }
    if (isOptionWord(word) && word.length > 1) {
      const [letters, ...rest] = word.slice(1).split('=');
      const inlineValue = rest.length > 0 ? rest.join('=') : undefined;
      const options = [...letters].map((letter) => CLI_OPTIONS.find((candidate) => candidate.alias === letter));
      const missing = [...letters].filter((_, position) => !options[position]);
      if (missing.length > 0) {
        unknown.push(...missing);
        continue;
      }
      if (options.length > 1 && (options.some((option) => option!.type !== 'boolean') || inlineValue !== undefined)) {
        return unsupported(`grouped one-letter options (${word}) only when all of them are on/off options.`);
      }
      const option = options[0]!;
      if (option.type === 'string[]') {
        index = takeExclusions(index, inlineValue);
        continue;
      }
      const value = option.type === 'boolean' || inlineValue !== undefined ? inlineValue : takeNext();
      for (const each of options) {
        const failure = setValue(each!, `-${each!.alias}`, options.length > 1 ? undefined : value, false);
        if (failure) return failure;
      }
      continue;
    }
    parsed.tasks.push(word);
  }
  if (unknown.length > 0)
    return {error: `Unknown argument${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`, exact: true};
  if (invalidChoice) return {error: invalidChoice, exact: true};
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

/** Nadle's hint for a dry run without tasks; `--list` is highlighted. */
export const noTasksHint = (highlight: (text: string) => string = (text) => text): string =>
  `No tasks were specified. Please specify one or more tasks to execute, or use the ${highlight('--list')} option to view available tasks.`;
