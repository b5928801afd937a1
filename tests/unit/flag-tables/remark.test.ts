import type {Paragraph, Root, RootContent, Table} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {describe, expect, it} from 'vitest';

import remarkFlagTables from '../../../plugins/flag-tables/remark';
import {REFERENCE_OPTIONS, referenceName} from '../../../plugins/flag-tables/tables';
import {CLI_OPTIONS, CONFIG_FILE_OPTIONS} from '../../../src/nadle-model';

const PAGE = 'docs/config-reference.md';

/** A leaf directive as remark-directive parses `::name{name="value"}` on the given line. */
function marker(name: string, attributes: Record<string, string> = {}, line = 1): RootContent {
  return {
    type: 'leafDirective',
    name,
    attributes,
    children: [],
    position: {start: {line, column: 1}, end: {line, column: 1}},
  } as unknown as RootContent;
}

function run(children: RootContent[]): Root {
  const tree: Root = {type: 'root', children};
  remarkFlagTables()(tree, {path: PAGE});
  return tree;
}

/** The text a reader sees in each cell, row by row. */
function cellTexts(table: Table): string[][] {
  const text = (node: {value?: string; children?: unknown[]}): string =>
    node.value ?? (node.children ?? []).map((child) => text(child as {value?: string; children?: unknown[]})).join('');
  return table.children.map((row) => row.children.map((cell) => text(cell)));
}

/** What Markdown shows of one of the model's phrases: its text without the backticks. */
const shown = (markdown: string) =>
  cellTexts({
    type: 'table',
    children: [
      {
        type: 'tableRow',
        children: [{type: 'tableCell', children: (fromMarkdown(markdown).children[0] as Paragraph).children}],
      },
    ],
  })[0][0];

/** The page as the Configuration Reference builds it: the overview, then one table per option. */
function fullPage(): Root {
  return run([
    marker('flags-at-a-glance'),
    ...REFERENCE_OPTIONS.map((entry, index) => marker('flag-table', {name: referenceName(entry)}, index + 2)),
  ]);
}

describe('remarkFlagTables', () => {
  it('replaces each marker with a table and leaves the rest of the page alone', () => {
    const heading: RootContent = {type: 'heading', depth: 3, children: [{type: 'inlineCode', value: '--exclude'}]};
    const tree = run([
      heading,
      marker('flag-table', {name: 'exclude'}),
      {type: 'paragraph', children: [{type: 'text', value: 'Leaves tasks out.'}]},
    ]);
    expect(tree.children.map((node) => node.type)).toEqual(['heading', 'table', 'paragraph']);
    expect(cellTexts(tree.children[1] as Table)).toEqual([
      ['Alias', 'Type', 'Default'],
      ['-x', 'string[]', 'none'],
    ]);
  });

  it('gives a command-line-only flag its alias, its type and its default from CLI_OPTIONS', () => {
    const tables = fullPage().children.slice(1) as Table[];
    const cliOnly = CLI_OPTIONS.filter((option) => !option.positional && !option.configKey);
    expect(cliOnly.length).toBeGreaterThan(10);
    for (const option of cliOnly) {
      const rows = cellTexts(tables[REFERENCE_OPTIONS.findIndex((entry) => entry.option === option)]);
      expect(rows[0], option.name).toEqual(['Alias', 'Type', 'Default']);
      expect(rows[1][0], option.name).toBe(option.alias ? `-${option.alias}` : 'none');
      expect(rows[1][1], option.name).toBe(
        option.valueMeaning ? `${option.type} (${option.valueMeaning})` : option.type,
      );
      expect(rows[1][2], option.name).toBe(shown(option.defaultText));
    }
  });

  it('gives a flag with a configure() key its usage, the key, the key’s type and the default', () => {
    const tables = fullPage().children.slice(1) as Table[];
    const rowOf = (name: string) =>
      cellTexts(tables[REFERENCE_OPTIONS.findIndex((entry) => referenceName(entry) === name)]);
    expect(rowOf('cache-dir')).toEqual([
      ['Flag', 'Alias', 'configure()', 'Type', 'Default'],
      ['--cache-dir <dir>', 'none', 'cacheDir', 'string', '.nadle in the project root'],
    ]);
    expect(rowOf('cache')[1]).toEqual(['--no-cache (or --cache=false)', 'none', 'cache', 'boolean', 'true']);
    expect(rowOf('footer')[1].slice(0, 3)).toEqual(['--footer, --no-footer', 'none', 'footer']);
    expect(rowOf('max-workers')[1].slice(0, 4)).toEqual([
      '--max-workers <count|percent>',
      'none',
      'maxWorkers',
      'number | string',
    ]);
    const logLevel = tables[REFERENCE_OPTIONS.findIndex((entry) => referenceName(entry) === 'log-level')];
    expect(logLevel.children[1].children[3].children[0]).toMatchObject({
      type: 'link',
      url: '/docs/api/index/type-aliases/SupportLogLevel',
    });
    for (const option of CLI_OPTIONS.filter((each) => each.configKey))
      expect(rowOf(option.name)[1][2]).toBe(option.configKey);
  });

  it('gives alias, which no flag sets, its configure() type and default', () => {
    const tables = fullPage().children.slice(1) as Table[];
    expect(CONFIG_FILE_OPTIONS.map((option) => option.configKey)).toEqual(['alias']);
    expect(cellTexts(tables.at(-1)!)).toEqual([
      ['Flag', 'configure()', 'Type', 'Default'],
      [
        'none (config file only)',
        'alias',
        'AliasOption',
        "none: each workspace's label is its ID, the root's is empty",
      ],
    ]);
  });

  it('lists every option in the overview, in the order of the markers, each linking to its section', () => {
    const reversed = [...REFERENCE_OPTIONS].reverse();
    const tree = run([
      marker('flags-at-a-glance'),
      ...reversed.map((entry) => marker('flag-table', {name: referenceName(entry)})),
    ]);
    const glance = tree.children[0] as Table;
    const rows = cellTexts(glance);
    expect(rows[0]).toEqual(['Flag', 'Alias', 'Type', 'Default', 'configure() key']);
    expect(rows.length - 1).toBe(REFERENCE_OPTIONS.length);
    expect(
      glance.children
        .slice(1)
        .map(
          (row) =>
            (row.children[0].children[0] as {url?: string}).url ?? (row.children[4].children[0] as {url?: string}).url,
        ),
    ).toEqual(reversed.map((entry) => `#${referenceName(entry)}`));
    const byFlag = Object.fromEntries(rows.slice(1).map((row) => [row[0], row.slice(1)]));
    expect(byFlag['--exclude']).toEqual(['-x', 'task list', 'none', 'no']);
    expect(byFlag['--no-cache']).toEqual(['none', 'boolean', 'cache on', 'cache']);
    expect(byFlag['--parallel']).toEqual(['none', 'boolean', 'false', 'parallel (overridden, see below)']);
    expect(byFlag['no flag']).toEqual(['none', 'workspace labels', 'none', 'alias (config file only)']);
    for (const option of CLI_OPTIONS.filter((each) => !each.positional && !each.configKey))
      expect(
        rows.some((row) => row[0] === `--${option.name}` && row[4] === 'no'),
        option.name,
      ).toBe(true);
  });

  it('lists the flags configure() lacks in a sentence, in the order of the markers', () => {
    const sentence: RootContent = {
      type: 'paragraph',
      children: [
        {type: 'text', value: 'Only on the command line: '},
        {type: 'textDirective', name: 'command-line-only-flags', attributes: {}, children: []} as never,
        {type: 'text', value: '.'},
      ],
    };
    const tree = run([
      sentence,
      marker('flag-table', {name: 'summary'}),
      marker('flag-table', {name: 'cache'}),
      marker('flag-table', {name: 'exclude'}),
      marker('flag-table', {name: 'help'}),
    ]);
    const paragraph = tree.children[0] as Paragraph;
    expect(
      paragraph.children
        .map((node) => (node.type === 'inlineCode' ? `\`${node.value}\`` : (node as {value: string}).value))
        .join(''),
    ).toBe('Only on the command line: `--summary`, `--exclude` and `--help`.');
  });

  it('stops the build on a list of command-line-only flags with no such flag on the page', () => {
    const sentence: RootContent = {
      type: 'paragraph',
      children: [
        {
          type: 'textDirective',
          name: 'command-line-only-flags',
          attributes: {},
          children: [],
          position: {start: {line: 7}},
        } as never,
      ],
    };
    expect(() => run([sentence, marker('flag-table', {name: 'cache'})])).toThrow(
      /^docs\/config-reference\.md:7: :command-line-only-flags lists .* and the page has none\.$/,
    );
  });

  it('stops the build on a name that is no option, naming the file, the line and the name', () => {
    expect(() => run([marker('flag-table', {name: 'no-such-flag'}, 12)])).toThrow(
      /^docs\/config-reference\.md:12: ::flag-table\{name="no-such-flag"\} names no Nadle 0\.5\.1 option/,
    );
    expect(() => run([marker('flag-table', {}, 3)])).toThrow(/^docs\/config-reference\.md:3: ::flag-table\{name=""\}/);
    expect(() => run([marker('flag-table', {name: '--exclude'}, 4)])).toThrow(
      /names no Nadle 0\.5\.1 option\. Give a flag without its dashes/,
    );
  });

  it('stops the build on an option given twice, and on an overview that would leave options out', () => {
    expect(() => run([marker('flag-table', {name: 'list'}, 2), marker('flag-table', {name: 'list'}, 9)])).toThrow(
      /^docs\/config-reference\.md:9: the page already has the table of "list"/,
    );
    expect(() => run([marker('flags-at-a-glance', {}, 5), marker('flag-table', {name: 'list'})])).toThrow(
      /^docs\/config-reference\.md:5: ::flags-at-a-glance .* none of them is parallel, exclude, cache, clean-cache, list-workspaces, dry-run, .*, alias\./,
    );
  });

  it('lists every configure() option by key, each linking to its section of the Configuration Reference, with the type configure() takes', () => {
    const tree = run([
      {type: 'paragraph', children: [{type: 'text', value: '`configure` accepts these options:'}]},
      marker('configure-options', {}, 2),
    ]);
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph', 'table']);
    const table = tree.children[1] as Table;
    const rows = cellTexts(table);
    const keys = [
      ...CLI_OPTIONS.flatMap((option) => (option.configKey ? [option.configKey] : [])),
      ...CONFIG_FILE_OPTIONS.map((option) => option.configKey),
    ];
    expect(rows[0]).toEqual(['Option', 'Type', 'Default']);
    expect(rows.slice(1).map((row) => row[0])).toEqual([...keys].sort((a, b) => a.localeCompare(b)));
    expect(table.children[1].children[0].children[0]).toMatchObject({
      type: 'link',
      url: '/docs/config-reference#alias',
    });
    const byKey = Object.fromEntries(
      rows.slice(1).map((row, index) => [row[0], {cells: row.slice(1), row: table.children[index + 1]}]),
    );
    expect(byKey.cacheDir.cells).toEqual(['string', '.nadle in the project root']);
    expect((byKey.cacheDir.row.children[0].children[0] as {url: string}).url).toBe('/docs/config-reference#cache-dir');
    expect(byKey.maxWorkers.cells[0]).toBe('number | string');
    expect(byKey.logLevel.row.children[1].children[0]).toMatchObject({
      type: 'link',
      url: '/docs/api/index/type-aliases/SupportLogLevel',
    });
    expect(byKey.parallel.cells[1]).toBe(
      'false; in configure() it has no effect, because the command line always supplies a value',
    );
    expect(byKey.alias.cells).toEqual(['AliasOption', "none: each workspace's label is its ID, the root's is empty"]);
  });

  it('does nothing to a page without markers', () => {
    const paragraph: RootContent = {type: 'paragraph', children: [{type: 'text', value: 'nadle --list'}]};
    expect(run([paragraph]).children).toEqual([paragraph]);
  });
});
