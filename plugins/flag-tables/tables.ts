// The tables of the Configuration Reference, built from the model's table of
// command-line options (CLI_OPTIONS) and of the configure() options no flag sets
// (CONFIG_FILE_OPTIONS), so that no flag, alias, type or default is written twice.
// Cells are written as Markdown (the model's texts hold inline code) and parsed into
// mdast, so the page gets a normal table, and so does its Markdown twin.
import type {PhrasingContent, Table, TableCell, TableRow} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';

import {CLI_OPTIONS, CONFIG_FILE_OPTIONS, type CliOption, type ConfigFileOption} from '../../src/nadle-model';

/** A documented option: a command-line flag (with or without a configure() key), or a configure() option without a flag. */
export type ReferenceOption = {kind: 'flag'; option: CliOption} | {kind: 'config-file'; option: ConfigFileOption};

/** The name a marker uses for each option: the flag without dashes, or the configure() key of an option without a flag. */
export function referenceName(entry: ReferenceOption): string {
  return entry.kind === 'flag' ? entry.option.name : entry.option.configKey;
}

/** Every option a marker may name; the positional task list has no table. */
export const REFERENCE_OPTIONS: readonly ReferenceOption[] = [
  ...CLI_OPTIONS.filter((option) => !option.positional).map((option) => ({kind: 'flag' as const, option})),
  ...CONFIG_FILE_OPTIONS.map((option) => ({kind: 'config-file' as const, option})),
];

export function findReferenceOption(name: string): ReferenceOption | undefined {
  return REFERENCE_OPTIONS.find((entry) => referenceName(entry) === name);
}

/** The section of the page that describes the option: its heading's id. */
export function anchorOf(entry: ReferenceOption): string {
  return referenceName(entry);
}

const code = (text: string) => `\`${text}\``;
const API_REFERENCE = '/docs/api/index/';

/** The forms a reader types, as `shownAs` or `--<name>` unless the option lists them. */
export function flagForms(option: CliOption): readonly string[] {
  return option.forms ?? [option.shownAs ?? `--${option.name}`];
}

function aliasCell(option: CliOption): string {
  return option.alias ? code(`-${option.alias}`) : 'none';
}

function configTypeCell(type: string, page: string | undefined): string {
  return page ? `[${code(type)}](${API_REFERENCE}${page})` : code(type);
}

/** The header and the one row of the table under the option's heading, as Markdown cells. */
export function optionTableCells(entry: ReferenceOption): {header: string[]; row: string[]} {
  if (entry.kind === 'config-file') {
    const {option} = entry;
    return {
      header: ['Flag', code('configure()'), 'Type', 'Default'],
      row: [
        'none (config file only)',
        code(option.configKey),
        configTypeCell(option.configType, option.configTypePage),
        option.defaultText,
      ],
    };
  }
  const {option} = entry;
  if (!option.configKey) {
    return {
      header: ['Alias', 'Type', 'Default'],
      row: [
        aliasCell(option),
        `${code(option.type)}${option.valueMeaning ? ` (${option.valueMeaning})` : ''}`,
        option.defaultText,
      ],
    };
  }
  const usage = flagForms(option)
    .map((form) => code(option.valueName ? `${form} <${option.valueName}>` : form))
    .join(', ');
  return {
    header: ['Flag', 'Alias', code('configure()'), 'Type', 'Default'],
    row: [
      `${usage}${option.alsoWritten ? ` (or ${code(option.alsoWritten)})` : ''}`,
      aliasCell(option),
      code(option.configKey),
      configTypeCell(option.configType ?? option.type, option.configTypePage),
      option.defaultText,
    ],
  };
}

export const GLANCE_HEADER = ['Flag', 'Alias', 'Type', 'Default', `${code('configure()')} key`];

/** The option's row of the overview table, which links to its section. */
export function glanceRowCells(entry: ReferenceOption): string[] {
  const anchor = `#${anchorOf(entry)}`;
  if (entry.kind === 'config-file') {
    const {option} = entry;
    return [
      'no flag',
      'none',
      option.briefType,
      option.briefDefault ?? option.defaultText,
      `[${code(option.configKey)}](${anchor}) (config file only)`,
    ];
  }
  const {option} = entry;
  const configure = option.configKey
    ? `${code(option.configKey)}${option.configOverridden ? ' (overridden, see below)' : ''}`
    : 'no';
  return [
    `[${flagForms(option).map(code).join(', ')}](${anchor})`,
    aliasCell(option),
    option.briefType ?? option.type,
    option.briefDefault ?? option.defaultText,
    configure,
  ];
}

/** The inline content of one cell written in Markdown. */
function phrasing(markdown: string): PhrasingContent[] {
  const [first, ...rest] = fromMarkdown(markdown).children;
  if (!first || rest.length > 0 || first.type !== 'paragraph')
    throw new Error(`A table cell must be one line of inline Markdown, not ${JSON.stringify(markdown)}.`);
  return first.children;
}

function tableRow(cells: readonly string[]): TableRow {
  return {type: 'tableRow', children: cells.map((cell): TableCell => ({type: 'tableCell', children: phrasing(cell)}))};
}

export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): Table {
  return {type: 'table', align: header.map(() => null), children: [tableRow(header), ...rows.map(tableRow)]};
}

export function optionTable(entry: ReferenceOption): Table {
  const {header, row} = optionTableCells(entry);
  return markdownTable(header, [row]);
}

export function glanceTable(entries: readonly ReferenceOption[]): Table {
  return markdownTable(GLANCE_HEADER, entries.map(glanceRowCells));
}

const CONFIG_REFERENCE = '/docs/config-reference';

/** Every option `configure()` takes, by key: those a flag also sets, then those only the config file sets. */
export const CONFIGURE_OPTIONS: readonly ReferenceOption[] = REFERENCE_OPTIONS.filter(
  (entry) => entry.kind === 'config-file' || entry.option.configKey !== undefined,
);

/** The `configure()` key of an option that has one. */
function configKeyOf(entry: ReferenceOption): string {
  return entry.kind === 'config-file' ? entry.option.configKey : entry.option.configKey!;
}

export const CONFIGURE_HEADER = ['Option', 'Type', 'Default'];

/** An option's row in the table of `configure()` options: its key linking to its section of the Configuration Reference, its type and default. */
export function configureRowCells(entry: ReferenceOption): string[] {
  const key = `[${code(configKeyOf(entry))}](${CONFIG_REFERENCE}#${anchorOf(entry)})`;
  const {option} = entry;
  const type = configTypeCell(
    option.configType ?? (entry.kind === 'flag' ? entry.option.type : ''),
    option.configTypePage,
  );
  const overridden =
    entry.kind === 'flag' && entry.option.configOverridden
      ? '; in `configure()` it has no effect, because the command line always supplies a value'
      : '';
  return [key, type, `${option.defaultText}${overridden}`];
}

/** Every option of `configure()`, in alphabetical order of key. */
export function configureOptionsTable(): Table {
  const byKey = [...CONFIGURE_OPTIONS].sort((a, b) => configKeyOf(a).localeCompare(configKeyOf(b)));
  return markdownTable(CONFIGURE_HEADER, byKey.map(configureRowCells));
}
