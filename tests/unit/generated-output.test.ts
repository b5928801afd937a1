import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import type {Code, RootContent} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {describe, expect, it} from 'vitest';

import {defaultNadleModel} from '../../plugins/code-highlight/task-graph/model';
import {expandNadleSamples} from '../../plugins/code-highlight/task-graph/samples';
import {closingFence} from '../../plugins/code-highlight/typescript';
import {CLI_OPTIONS, CONFIG_FILE_OPTIONS} from '../../src/nadle-model';
import {pageSources} from '../nadle-recordings/corpus';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FENCE_OPEN = /^\s*(`{3,}|~{3,})/;

/**
 * Lines that only Nadle's own output has: a dry-run plan, the corrections block, the
 * workspace tree and a --list section heading. Pages get that output generated from a
 * flagged sample (plugins/code-highlight/task-graph/samples.ts), never typed by hand, so
 * that it cannot drift from what Nadle prints.
 */
const NADLE_OUTPUT: {what: string; test(line: string, next: string | undefined): boolean}[] = [
  {what: 'a dry-run plan ("Execution plan:")', test: (line) => line.trim() === 'Execution plan:'},
  {what: 'a "Resolved tasks:" block', test: (line) => line.trim() === 'Resolved tasks:'},
  {
    what: 'the --list-workspaces tree ("Available workspaces:")',
    test: (line) => line.trim() === 'Available workspaces:',
  },
  {
    what: 'a --list section ("<Group> tasks" underlined)',
    test: (line, next) => /^\S.* tasks$/.test(line.trim()) && /^-{3,}$/.test(next?.trim() ?? ''),
  },
];

/** Every place in the text of a Markdown/MDX file where a code fence holds hand-written Nadle output. */
function handWrittenOutput(file: string, text: string): string[] {
  const lines = text.split(/\r?\n/);
  const found: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = FENCE_OPEN.exec(lines[index]);
    if (!open) continue;
    const close = closingFence(open[1]);
    let end = index + 1;
    while (end < lines.length && !close.test(lines[end])) {
      const kind = NADLE_OUTPUT.find((pattern) => pattern.test(lines[end], lines[end + 1]));
      if (kind)
        found.push(
          `${file}:${end + 1}: ${kind.what} written by hand; flag the config sample with nadle="<command>" to generate it`,
        );
      end++;
    }
    index = end;
  }
  return found;
}

describe('Nadle output on the pages', () => {
  it('is never written by hand in a code fence of docs/, blog/ or src/pages/', () => {
    const files = pageSources();
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap((file) => handWrittenOutput(file, fs.readFileSync(path.join(ROOT, file), 'utf8')))).toEqual(
      [],
    );
  });

  it('is found, with file and line, in a fence of each kind', () => {
    const text = [
      'Intro',
      '```text',
      'Execution plan:',
      '> Task build',
      '```',
      '````text',
      'Resolved tasks:',
      'b → root:build',
      '````',
      '```',
      'Available workspaces:',
      'Build tasks',
      '-----------',
      '```',
      'Execution plan: is what a dry run prints, outside a fence.',
    ].join('\n');
    expect(handWrittenOutput('docs/x.md', text).map((entry) => entry.split(':').slice(0, 2).join(':'))).toEqual([
      'docs/x.md:3',
      'docs/x.md:7',
      'docs/x.md:11',
      'docs/x.md:12',
    ]);
  });
});

/** The cells of a Markdown table row, without the outer pipes; `\|` stays inside its cell. */
function tableCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

const FLAG_NAMES = new Set(
  CLI_OPTIONS.filter((option) => !option.positional).flatMap((option) => [option.name, `no-${option.name}`]),
);
const ALIASES = new Set(CLI_OPTIONS.flatMap((option) => (option.alias ? [option.alias] : [])));
const CONFIGURE_KEYS = new Set([
  ...CLI_OPTIONS.flatMap((option) => (option.configKey ? [option.configKey] : [])),
  ...CONFIG_FILE_OPTIONS.map((option) => option.configKey),
]);
/** A cell that is a configure() key on its own (`cacheDir`, or as a link). */
const CONFIGURE_KEY_CELL = /^\[?`([A-Za-z]+)`\]?(?:\([^)]*\))?$/;
/** A cell that is a flag on its own (`--exclude`, `--cache-dir <dir>`, `-x`, or one of them as a link), not a command with a value. */
const FLAG_CELL = /^\[?`(?:--([a-z-]+)(?: <[^>`]+>)?|-([a-zA-Z]))`/;

/**
 * Every Markdown table of a page that documents flags or configure() options by hand: one
 * with an "Alias" or "Flag" column, or whose first column names flags or, in two rows or
 * more, configure() keys. Pages generate those tables from CLI_OPTIONS (::flag-table,
 * ::flags-at-a-glance and ::configure-options in plugins/flag-tables), so that an option's
 * alias, type or default cannot drift.
 */
function handWrittenFlagTables(file: string, text: string): string[] {
  const lines = text.split(/\r?\n/);
  const found: string[] = [];
  let fence: RegExp | undefined;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    if (fence) {
      if (fence.test(line)) fence = undefined;
      continue;
    }
    const open = FENCE_OPEN.exec(line);
    if (open) {
      fence = closingFence(open[1]);
      continue;
    }
    const isHeader = line.trim().startsWith('|') && /^\s*\|?\s*:?-{3,}/.test(lines[index + 1] ?? '');
    if (!isHeader) continue;
    const header = tableCells(line).map((cell) => cell.replaceAll('`', '').toLowerCase());
    let end = index + 2;
    while (end < lines.length && lines[end].trim().startsWith('|')) end++;
    const flagRows = lines.slice(index + 2, end).filter((row) => {
      const match = FLAG_CELL.exec(tableCells(row)[0] ?? '');
      return match !== null && (match[1] ? FLAG_NAMES.has(match[1]) : ALIASES.has(match[2]));
    });
    const configureRows = lines
      .slice(index + 2, end)
      .filter((row) => CONFIGURE_KEYS.has(CONFIGURE_KEY_CELL.exec(tableCells(row)[0] ?? '')?.[1] ?? ''));
    if (header.includes('alias') || header.includes('flag') || flagRows.length > 0) {
      found.push(
        `${file}:${index + 1}: a flag table written by hand; write ::flag-table{name="<flag>"} (or ::flags-at-a-glance) to generate it from CLI_OPTIONS`,
      );
    } else if (configureRows.length >= 2) {
      found.push(
        `${file}:${index + 1}: a table of configure() options written by hand; write ::configure-options to generate it from CLI_OPTIONS`,
      );
    }
    index = end - 1;
  }
  return found;
}

describe('Flag tables on the pages', () => {
  it('are never written by hand in docs/, blog/ or src/pages/', () => {
    const files = pageSources();
    expect(files).toContain('docs/config-reference.md');
    expect(
      files.flatMap((file) => handWrittenFlagTables(file, fs.readFileSync(path.join(ROOT, file), 'utf8'))),
    ).toEqual([]);
  });

  it('are found, with file and line, by their columns or by flags in their first column', () => {
    const text = [
      '| Alias | Type | Default |',
      '| --- | --- | --- |',
      '| `-x` | `string[]` | none |',
      '',
      '| Setting | Workers |',
      '| --- | --- |',
      '| `--max-workers 50%` | min 4, max 4 |',
      '',
      '| Option | Meaning |',
      '| :--- | --- |',
      '| [`--dry-run`](#dry-run) | prints the plan |',
      '',
      '| Short | Long |',
      '| --- | --- |',
      '| `-m` | dry run |',
      '',
      '```md',
      '| Flag | Default |',
      '| --- | --- |',
      '```',
      '| `--cache-dir <dir>` | where the cache is |',
      '| --- | --- |',
      '| `--no-cache` | caching off |',
      '',
      '| Field | Type |',
      '| --- | --- |',
      '| `--not-a-flag` | none |',
      '',
      '| Option | Type |',
      '| --- | --- |',
      '| [`cacheDir`](../config-reference.md#cache-dir) | `string` |',
      '| `alias` | `AliasOption` |',
      '',
      '| Key | Meaning |',
      '| --- | --- |',
      '| `cache` | one key alone is a mention, not a table of options |',
      '| `notAnOption` | none |',
    ].join('\n');
    expect(handWrittenFlagTables('docs/x.md', text).map((entry) => entry.split(':').slice(0, 2).join(':'))).toEqual([
      'docs/x.md:1',
      'docs/x.md:9',
      'docs/x.md:13',
      'docs/x.md:21',
      'docs/x.md:29',
    ]);
  });
});

describe('a sample that stops on a cycle', () => {
  /** Each flagged sample of the site's pages that declares a cycle error, with what the page shows after it. */
  function cycleSamples() {
    return pageSources().flatMap((file) => {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      if (!/nadle-error=["']Cycle/.test(text)) return [];
      const tree = fromMarkdown(text);
      const flagged = tree.children.filter(
        (node): node is Code => node.type === 'code' && /nadle-error=["']Cycle/.test(node.meta ?? ''),
      );
      expandNadleSamples(tree, {source: file, model: defaultNadleModel});
      return flagged.map((code) => {
        const after = tree.children.slice(tree.children.indexOf(code) + 1);
        const next = after.findIndex((node) => node.type === 'code');
        return {where: `${file}:${code.position?.start.line}`, added: next === -1 ? after : after.slice(0, next)};
      });
    });
  }
  const htmlOf = (node: RootContent) => JSON.stringify(node);
  /** The HTML an inserted element sets: a figure's (`task-graph`), or a terminal's `div` with the class `className`. */
  const rawHtml = (node: RootContent, className: string): string | undefined => {
    const {name, attributes = []} = node as {name?: string; attributes?: {name: string; value: unknown}[]};
    if (className === 'task-graph')
      return name === 'TaskGraphFigure'
        ? (attributes.find((attribute) => attribute.name === 'html')?.value as string)
        : undefined;
    if (!attributes.some((attribute) => attribute.name === 'className' && attribute.value === className))
      return undefined;
    const html = attributes.find((attribute) => attribute.name === 'dangerouslySetInnerHTML')?.value as {value: string};
    return JSON.parse(/__html: (".*")\}$/s.exec(html.value)![1]) as string;
  };

  // The error names the tasks by ID (root:a); the figure, like its boxes, by label (a).
  const labelsOf = (loop: string): string => loop.replace(/\broot:/g, '');

  it('gets a picture of the loop, titled with the path its error names', () => {
    const samples = cycleSamples();
    expect(samples.length).toBeGreaterThan(0);
    for (const {where, added} of samples) {
      const output = added.map((node) => rawHtml(node, 'nadle-terminal')).find(Boolean);
      const command = /<figcaption class="nt-cmd">\$ nadle ([^<]*)</.exec(output ?? '')?.[1];
      const loop =
        /^<span class="nt-e">(?:<span class="nt-vh">stderr: <\/span>)? ERROR {2}Cycle detected in task (.+)\. Please resolve/m.exec(
          output ?? '',
        )?.[1];
      expect(loop, `${where}: the output block`).toBeDefined();
      const figure = added.find((node) => rawHtml(node, 'task-graph') !== undefined);
      expect(figure && htmlOf(figure), `${where}: the figure`).toContain(
        `Task graph of nadle ${command}: the cycle ${labelsOf(loop ?? '')}`,
      );
      expect(figure && htmlOf(figure), `${where}: the numbered loop`).toMatch(/class=\\"tg-e tg-c\\"/);
    }
  });
});
