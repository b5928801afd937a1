// The option table against the program: HELP_TEXT is what `nadle --help` printed (the
// options project of tests/nadle-recordings), and CLI_OPTIONS holds the same options, in
// the same help groups and order, with the aliases, types, choices and fixed defaults that
// text shows, so that the Configuration Reference and the playground's parser agree with it.
import {describe, expect, it} from 'vitest';

import {readRecordings} from '../../nadle-recordings/corpus';
import {CLI_OPTIONS, HELP_GROUPS, HELP_TEXT} from '../../../src/nadle-model';

const recordedHelp = (() => {
  const help = readRecordings('options')?.commands.find((command) => command.argv.join(' ') === '--help');
  if (!help) throw new Error('tests/nadle-recordings/projects/options records no `nadle --help`');
  return help.stdout.join('\n');
})();

interface HelpEntry {
  group: string;
  name: string;
  alias?: string;
  type?: string;
  choices?: string[];
  default?: string;
}

/** The options of a `--help` text: each entry's first line names it, the brackets close it. */
function helpEntries(text: string): HelpEntry[] {
  const entries: (HelpEntry & {text: string})[] = [];
  let group = '';
  for (const line of text.split('\n')) {
    const heading = /^(\w[\w ]*options):$/.exec(line);
    if (heading) {
      group = heading[1];
      continue;
    }
    const start = /^ {2}(?:-(\w), )?\s*--([\w-]+)/.exec(line);
    if (start && group) entries.push({group, name: start[2], ...(start[1] ? {alias: start[1]} : {}), text: line});
    else if (entries.length > 0 && line.startsWith('      ')) entries.at(-1)!.text += ` ${line.trim()}`;
  }
  return entries.map(({text: entryText, ...entry}) => {
    const type = /\[(boolean|string|array)\]/.exec(entryText)?.[1];
    const choices = /\[choices: ([^\]]*)\]/.exec(entryText)?.[1];
    const fallback = /\[default: ([^\]]*)\]/.exec(entryText)?.[1];
    return {
      ...entry,
      ...(type ? {type} : {}),
      ...(choices ? {choices: choices.split(', ').map((choice) => JSON.parse(choice) as string)} : {}),
      ...(fallback ? {default: fallback} : {}),
    };
  });
}

const HELP_TYPE = {boolean: 'boolean', string: 'string', 'string[]': 'array'} as const;

describe('HELP_TEXT and CLI_OPTIONS against the recorded `nadle --help`', () => {
  it('HELP_TEXT is the recorded help, byte for byte', () => {
    expect(`${HELP_TEXT}\n`).toBe(recordedHelp);
  });

  it('CLI_OPTIONS lists the options of the help, group by group, in its order, with their aliases', () => {
    const recorded = helpEntries(recordedHelp);
    expect(recorded.length).toBeGreaterThan(15);
    const modelled = CLI_OPTIONS.filter((option) => !option.positional).map((option) => ({
      group: option.helpGroup,
      name: (option.shownAs ?? `--${option.name}`).slice(2),
      ...(option.alias ? {alias: option.alias} : {}),
    }));
    expect(modelled).toEqual(recorded.map(({group, name, alias}) => ({group, name, ...(alias ? {alias} : {})})));
    expect([...new Set(recorded.map((entry) => entry.group))]).toEqual([...HELP_GROUPS]);
  });

  it('gives each option the type, choices and fixed default the help shows', () => {
    for (const entry of helpEntries(recordedHelp)) {
      const option = CLI_OPTIONS.find(
        (candidate) => (candidate.shownAs ?? `--${candidate.name}`) === `--${entry.name}`,
      )!;
      expect(HELP_TYPE[option.type], `${entry.name}: type`).toBe(entry.type);
      expect(option.choices ? [...option.choices] : undefined, `${entry.name}: choices`).toEqual(entry.choices);
      // `--no-cache` shows the default of the negation: false means caching is on.
      const shown = option.shownAs?.startsWith('--no-') ? String(!option.default) : option.default;
      if (entry.default === undefined) continue;
      if (/^(true|false|log)$/.test(entry.default)) expect(String(shown), `${entry.name}: default`).toBe(entry.default);
      else expect(option.default, `${entry.name}: a default the help gives only as a phrase`).toBeUndefined();
    }
  });

  it('marks the configure() options the command line always overrides: those yargs gives a default', () => {
    // 0.5.1's cli-options.ts gives `default:` to these flags only (the others' help shows a
    // defaultDescription); OptionsResolver spreads the command line over configure().
    const yargsDefaults = [
      'list',
      'list-workspaces',
      'parallel',
      'dry-run',
      'stacktrace',
      'show-config',
      'clean-cache',
      'summary',
    ];
    for (const option of CLI_OPTIONS.filter((candidate) => candidate.configKey !== undefined))
      expect(option.configOverridden === true, `--${option.name}`).toBe(yargsDefaults.includes(option.name));
  });

  it('gives --exclude every word after it: an array', () => {
    expect(helpEntries(recordedHelp).find((entry) => entry.name === 'exclude')?.type).toBe('array');
    expect(CLI_OPTIONS.find((option) => option.name === 'exclude')?.type).toBe('string[]');
  });
});
