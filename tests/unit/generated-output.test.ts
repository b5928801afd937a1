import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {describe, expect, it} from 'vitest';

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
  {what: 'the --list-workspaces tree ("Available workspaces:")', test: (line) => line.trim() === 'Available workspaces:'},
  {what: 'a --list section ("<Group> tasks" underlined)', test: (line, next) => /^\S.* tasks$/.test(line.trim()) && /^-{3,}$/.test(next?.trim() ?? '')},
];

/** Every place in the text of a Markdown/MDX file where a code fence holds hand-written Nadle output. */
function handWrittenOutput(file: string, text: string): string[] {
  const lines = text.split(/\r?\n/);
  const found: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = FENCE_OPEN.exec(lines[index]);
    if (!open) continue;
    const close = new RegExp(`^\\s*${open[1][0] === '`' ? '`' : '~'}{${open[1].length},}\\s*$`);
    let end = index + 1;
    while (end < lines.length && !close.test(lines[end])) {
      const kind = NADLE_OUTPUT.find((pattern) => pattern.test(lines[end], lines[end + 1]));
      if (kind) found.push(`${file}:${end + 1}: ${kind.what} written by hand; flag the config sample with nadle="<command>" to generate it`);
      end++;
    }
    index = end;
  }
  return found;
}

function pages(): string[] {
  return ['docs', 'blog', 'src/pages']
    .flatMap((dir) => fs.readdirSync(path.join(ROOT, dir), {recursive: true, encoding: 'utf8'}).map((file) => path.posix.join(dir, file.split(path.sep).join('/'))))
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('docs/api/'));
}

describe('Nadle output on the pages', () => {
  it('is never written by hand in a code fence of docs/, blog/ or src/pages/', () => {
    const files = pages();
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap((file) => handWrittenOutput(file, fs.readFileSync(path.join(ROOT, file), 'utf8')))).toEqual([]);
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
    expect(handWrittenOutput('docs/x.md', text).map((entry) => entry.split(':').slice(0, 2).join(':'))).toEqual(['docs/x.md:3', 'docs/x.md:7', 'docs/x.md:11', 'docs/x.md:12']);
  });
});
