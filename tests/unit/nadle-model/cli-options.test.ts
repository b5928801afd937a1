import {describe, expect, it} from 'vitest';

import {CLI_OPTIONS, CONFIG_FILE_OPTIONS, LOG_LEVELS, parseArgv, type ParsedArgs} from '../../../src/nadle-model';

function parsed(argv: string[]): ParsedArgs {
  const result = parseArgv(argv);
  if ('error' in result) throw new Error(result.error);
  return result;
}

describe('CLI_OPTIONS', () => {
  it('holds every option once, with the one-letter aliases Nadle defines', () => {
    const names = CLI_OPTIONS.map((option) => option.name);
    expect([...names].sort()).toEqual(
      [
        'tasks',
        'parallel',
        'exclude',
        'cache',
        'clean-cache',
        'list',
        'list-workspaces',
        'dry-run',
        'show-config',
        'config-key',
        'stacktrace',
        'config',
        'cache-dir',
        'log-level',
        'min-workers',
        'max-workers',
        'footer',
        'summary',
        'help',
        'version',
      ].sort(),
    );
    expect(new Set(names).size).toBe(names.length);
    expect(
      Object.fromEntries(CLI_OPTIONS.filter((option) => option.alias).map((option) => [option.name, option.alias])),
    ).toEqual({
      exclude: 'x',
      list: 'l',
      'dry-run': 'm',
      config: 'c',
      help: 'h',
      version: 'v',
    });
    expect(CLI_OPTIONS.find((option) => option.name === 'log-level')?.choices).toEqual(LOG_LEVELS);
    expect(CLI_OPTIONS.filter((option) => option.configKey).map((option) => option.configKey)).toEqual([
      'parallel',
      'cache',
      'cacheDir',
      'logLevel',
      'minWorkers',
      'maxWorkers',
      'footer',
    ]);
  });

  it('gives the fixed defaults as values', () => {
    const defaults = Object.fromEntries(
      CLI_OPTIONS.filter((option) => 'default' in option).map((option) => [option.name, option.default]),
    );
    expect(defaults).toMatchObject({parallel: false, exclude: [], cache: true, 'log-level': 'log', summary: false});
    expect(defaults).not.toHaveProperty('max-workers');
  });

  it('says in a word what each option that takes a value holds, and gives a configure() type only with a configure() key', () => {
    for (const option of CLI_OPTIONS.filter((each) => !each.positional && each.type !== 'boolean'))
      expect(option.briefType, option.name).toMatch(/^[a-z][a-z %]*$/);
    for (const option of CLI_OPTIONS.filter((each) => each.configType || each.configTypePage || each.configOverridden))
      expect(option.configKey, option.name).toBeDefined();
    expect(CLI_OPTIONS.filter((option) => option.configOverridden).map((option) => option.name)).toEqual(['parallel']);
    expect(
      CONFIG_FILE_OPTIONS.map((option) => option.configKey).filter((key) =>
        CLI_OPTIONS.some((option) => option.configKey === key),
      ),
    ).toEqual([]);
  });

  it('describes each option in a sentence', () => {
    for (const option of CLI_OPTIONS) expect(option.description, option.name).toMatch(/^[A-Z`].*\.$/);
  });
});

describe('parseArgv', () => {
  it('gives the defaults the command line always supplies', () => {
    expect(parsed([])).toMatchObject({
      tasks: [],
      parallel: false,
      summary: false,
      exclude: [],
      list: false,
      dryRun: false,
    });
    expect(parsed([]).cache).toBeUndefined();
    expect(parsed([]).footer).toBeUndefined();
  });

  it('reads tasks, booleans, negations and values in both forms', () => {
    expect(parsed(['b', '--parallel', 'test'])).toMatchObject({tasks: ['b', 'test'], parallel: true});
    expect(parsed(['--no-cache']).cache).toBe(false);
    expect(parsed(['--cache=false']).cache).toBe(false);
    expect(parsed(['--no-footer', '--summary']).footer).toBe(false);
    expect(parsed(['--no-parallel']).parallel).toBe(false);
    expect(parsed(['--log-level', 'debug']).logLevel).toBe('debug');
    expect(parsed(['--log-level=info', '--cache-dir', 'tmp/cache']).cacheDir).toBe('tmp/cache');
    expect(parsed(['-c', 'other.config.ts', '-lm'])).toMatchObject({
      config: 'other.config.ts',
      list: true,
      dryRun: true,
    });
    expect(parsed(['--', '--not-an-option'])).toMatchObject({tasks: ['--not-an-option']});
  });

  it('collects --exclude from repeats and commas, trimmed, without empty entries', () => {
    expect(parsed(['-x', 'lint, test ,', '--exclude', 'docs', '-x=a,,b', '--exclude= c']).exclude).toEqual([
      'lint',
      'test',
      'docs',
      'a',
      'b',
      'c',
    ]);
  });

  it('accepts whole numbers and percentages for worker counts, and rejects anything else with Nadle message', () => {
    expect(parsed(['--max-workers', '3', '--min-workers=50%']).minWorkers).toBe('50%');
    expect(parsed(['--max-workers', '12.5%']).maxWorkers).toBe('12.5%');
    expect(parseArgv(['--min-workers', 'many'])).toEqual({
      error: 'Invalid value for --min-workers. Expect to be an integer or a percentage (e.g., 50%). Got: many',
      exact: true,
    });
    expect(parseArgv(['--max-workers=1.5'])).toEqual({
      error: 'Invalid value for --max-workers. Expect to be an integer or a percentage (e.g., 50%). Got: 1.5',
      exact: true,
    });
  });

  it('rejects an unknown option or log level with the message of Nadle 0.5.1, and reads options in camel case as it does', () => {
    expect(parseArgv(['--watch'])).toEqual({error: 'Unknown argument: watch', exact: true});
    expect(parseArgv(['-q'])).toEqual({error: 'Unknown argument: q', exact: true});
    expect(parseArgv(['--dryRun'])).toMatchObject({dryRun: true});
    expect(parseArgv(['--parallel=yes'])).toMatchObject({unsupported: true});
    expect(parseArgv(['-lx', 'a'])).toMatchObject({unsupported: true});
    expect(parseArgv(['--watch'])).not.toHaveProperty('unsupported');
    expect(parseArgv(['--log-level', 'warn'])).toEqual({
      error: 'Invalid values:\n  Argument: log-level, Given: "warn", Choices: "error", "log", "info", "debug"',
      exact: true,
    });
  });
});
