// A content rule of the docs: a page that names an API item in inline code
// (`ExecTask`, `tasks.register`, `configure()`) links to that item's reference
// page at least once, so a reader is always one click from its signature.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {fromMarkdown} from 'mdast-util-from-markdown';
import ts from 'typescript';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';

import {collectSampleSources, type SampleSource} from '../../plugins/code-highlight/typescript';
import {referenceFolder} from '../../src/data/apiReference';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Every export of the API declarations, with the reference folders it has pages in. */
function apiExports(declarations: string): Map<string, string[]> {
  const source = ts.createSourceFile('index.ts', declarations, ts.ScriptTarget.Latest);
  const exports = new Map<string, string[]>();
  for (const statement of source.statements) {
    const folder = referenceFolder(ts, statement);
    const exported =
      ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!folder || !exported) continue;
    const names = ts.isVariableStatement(statement)
      ? statement.declarationList.declarations.map((declaration) => declaration.name.getText(source))
      : [(statement as ts.DeclarationStatement).name!.getText(source)];
    // A name can have two pages: MaybeArray is a type alias and a namespace.
    for (const name of names) exports.set(name, [...(exports.get(name) ?? []), folder]);
  }
  return exports;
}

/**
 * The API items a page names in inline code but never links to. A capitalised
 * name counts on its own (`ExecTask`); a lowercase one only as code (`tasks.register`,
 * `configure()`), since `tasks` alone is also an ordinary word and a JSON key.
 */
function unlinkedApiNames(markdown: string, exports: Map<string, string[]>): string[] {
  const named = new Set<string>();
  const linkUrls: string[] = [];
  const tree = fromMarkdown(markdown);
  visit(tree, 'link', (link) => {
    linkUrls.push(link.url);
  });
  visit(tree, 'inlineCode', (code) => {
    const match = /^([A-Za-z]+)([.(<]|$)/.exec(code.value);
    if (!match || !exports.has(match[1])) return;
    const isCapitalised = /^[A-Z]/.test(match[1]);
    if (isCapitalised || match[2] !== '') named.add(match[1]);
  });
  const isLinked = (name: string) =>
    exports.get(name)!.some((folder) => {
      const page = new RegExp(`api/index/${folder}/${name}(\\.mdx?|/|#|$)`);
      return linkUrls.some((url) => page.test(url));
    });
  return [...named].filter((name) => !isLinked(name)).sort();
}

describe('links to the API reference', () => {
  const exports = apiExports(fs.readFileSync(path.join(ROOT, 'api/index.ts'), 'utf8'));
  const pages: SampleSource[] = collectSampleSources(ROOT).filter((source) =>
    /^(docs|blog)\/.*\.mdx?$/.test(source.path),
  );

  it('finds the API exports and the pages', () => {
    expect(exports.get('ExecTask')).toEqual(['variables']);
    expect(exports.get('MaybeArray')?.sort()).toEqual(['namespaces', 'type-aliases']);
    expect(pages.length).toBeGreaterThan(10);
  });

  it.each(pages.map((page) => [page.path, page.text]))('%s links every API item it names', (_, text) => {
    expect(unlinkedApiNames(text, exports), 'names in inline code without a link to their reference page').toEqual([]);
  });

  it('flags a name without a link, and accepts absolute and relative links', () => {
    const page = [
      'Register it with `tasks.register` and run `ExecTask`, then call `configure()`.',
      'See [the task](/docs/api/index/variables/ExecTask#example) and [configure](../api/index/functions/configure.md).',
      'The `tasks` key of the JSON output is not the API.',
    ].join('\n\n');
    expect(unlinkedApiNames(page, exports)).toEqual(['tasks']);
    expect(
      unlinkedApiNames('`Inputs.files("a")` reads [Inputs](/docs/api/index/namespaces/Inputs/).', exports),
    ).toEqual([]);
  });
});
