import path from 'node:path';
import {fileURLToPath} from 'node:url';

import type {Code, Root, RootContent} from 'mdast';
import {normalizeTokens, Prism} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';

import remarkCodeTokens, {cssString, tokenizeCode} from '../../plugins/code-highlight/remark';
import {decodeTokens, encodeTokens} from '../../plugins/code-highlight/tokens';

const SAMPLE = [
  'import { tasks } from "nadle";',
  '',
  'tasks.register("hello", async ({ context }) => {',
  '  context.logger.info(`Hi ${1 + 1}`);',
  '});',
].join('\n');

/** What the theme's <Highlight> would render, for comparison. */
function runtimeTokens(code: string, language: string) {
  return normalizeTokens(Prism.tokenize(code, Prism.languages[language]));
}

describe('build-time code tokens', () => {
  it('decode to exactly the tokens Prism makes in the browser, empty lines included', () => {
    expect(decodeTokens(tokenizeCode(SAMPLE, 'ts'), SAMPLE)).toEqual(runtimeTokens(SAMPLE, 'ts'));
  });

  it('are plain text for a language Prism does not know, and for no language', () => {
    const lines = decodeTokens(tokenizeCode('one\ntwo', 'text'), 'one\ntwo');
    expect(lines).toEqual([[{types: ['plain'], content: 'one'}], [{types: ['plain'], content: 'two'}]]);
  });

  it('refuse code that is not the code they were made from, so the browser highlights it itself', () => {
    const encoded = tokenizeCode(SAMPLE, 'ts');
    expect(decodeTokens(encoded, SAMPLE.replace('hello', 'hi'))).toBeUndefined();
    expect(decodeTokens(encoded, `${SAMPLE}\n// one more line`)).toBeUndefined();
    expect(decodeTokens('keyword:x', 'const')).toBeUndefined();
  });

  it('round-trip tokens with several types and empty lines', () => {
    const lines = [
      [{types: ['plain'], content: '\n', empty: true}],
      [{types: ['template-string', 'string'], content: '`a`'}],
    ];
    expect(decodeTokens(encodeTokens(lines), '\n`a`')).toEqual(lines);
  });
});

describe('remarkCodeTokens', () => {
  it('gives every fenced code block its tokens, in nested nodes too, with the extra languages loaded', () => {
    const bash: Code = {type: 'code', lang: 'bash', value: 'if [ -f x ]; then echo hi; fi'};
    // An MDX JSX element around the block: a node type that plain mdast does not list.
    const jsxElement = {type: 'mdxJsxFlowElement', children: [bash]} as unknown as RootContent;
    const tree: Root = {type: 'root', children: [jsxElement, {type: 'code', lang: null, value: 'plain'}]};
    remarkCodeTokens({additionalLanguages: ['bash']})(tree, {});

    const tokens = (bash as {data?: {hProperties?: {tokens?: string}}}).data?.hProperties?.tokens;
    expect(tokens).toMatch(/^keyword:2 /);
    expect(
      decodeTokens(tokens!, bash.value)
        ?.flat()
        .map((token) => token.content)
        .join(''),
    ).toBe(bash.value);
    expect(tree.children[1]).toMatchObject({data: {hProperties: {tokens: 'plain:5'}}});
  });
});

// A page as the MDX compiler hands it to the plugin: the samples are compiled against
// api/index.ts by the same language service as the sample test (tests/unit/code-samples.test.ts).
describe('remarkCodeTokens on TypeScript samples', {timeout: 120_000}, () => {
  const ROOT = fileURLToPath(new URL('../..', import.meta.url));
  const PAGE = 'docs/fixture-types.md';

  function compile(...blocks: {meta?: string; value: string}[]) {
    const codes: Code[] = blocks.map(({meta, value}) => ({type: 'code', lang: 'ts', meta: meta ?? null, value}));
    const tree: Root = {type: 'root', children: [...codes]};
    remarkCodeTokens({additionalLanguages: [], siteDir: ROOT})(tree, {path: path.join(ROOT, PAGE)});
    const typeInfo = tree.children.find((node) => (node as {name?: string}).name === 'TypeInfo') as unknown as
      {attributes: {name: string; value: string}[]} | undefined;
    const attribute = (name: string) => typeInfo?.attributes.find((entry) => entry.name === name)?.value;
    return {
      codes,
      tree,
      infos: quickInfosOf(tree),
      css: attribute('css') ?? '',
    };
  }

  /** The quick infos of the page: the data: URL of its `typeInfosUrl` export, which the build emits as a file. */
  function quickInfosOf(tree: Root): [string, string, string?][] {
    const exported = tree.children.find(
      (node) => node.type === ('mdxjsEsm' as string) && /typeInfosUrl/.test((node as {value?: string}).value ?? ''),
    );
    const data = /new URL\("data:application\/x-nadle-quick-infos;base64,([^"]*)"/.exec(
      (exported as {value?: string} | undefined)?.value ?? '',
    )?.[1];
    return data === undefined
      ? []
      : (JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as [string, string, string?][]);
  }

  /** The tokens of a compiled block, with the text each one covers. */
  function tokensOf(code: Code) {
    const encoded = (code.data as {hProperties: {tokens: string}}).hProperties.tokens;
    return decodeTokens(encoded, code.value)!.flat();
  }

  it('makes each identifier a token with its quick info: signature, first paragraph of the docs, and reference page', () => {
    const {codes, infos} = compile({
      value: 'import { tasks } from "nadle";\n\ntasks.register("build").config({ dependsOn: ["compile"] });',
    });
    const info = (text: string) => {
      const token = tokensOf(codes[0]).find((candidate) => candidate.content === text)!;
      const index = Number(token.types.find((type) => type.startsWith('tsh-'))!.slice(4));
      return infos[index];
    };
    expect(info('register')).toEqual([
      '(method) TasksAPI.register(name: string): TaskConfigurationBuilder (+2 overloads)',
      'Registers a task that does nothing itself; it is useful to group other tasks through dependsOn.',
      '/docs/api/index/interfaces/TasksAPI#register',
    ]);
    expect(info('dependsOn')?.[0]).toBe('(property) TaskConfiguration.dependsOn?: MaybeArray<string> | undefined');
    expect(info('dependsOn')?.[2]).toBe('/docs/api/index/interfaces/TaskConfiguration#dependson');
    expect(info('tasks')?.[2]).toBe('/docs/api/index/variables/tasks');
    // The code and its tokens are unchanged apart from the cuts at identifiers.
    expect(codes[0].value).toBe(
      'import { tasks } from "nadle";\n\ntasks.register("build").config({ dependsOn: ["compile"] });',
    );
    expect(tokensOf(codes[0]).find((token) => token.content === '"build"')?.types).toEqual(['string']);
  });

  it("keeps the quick infos out of the page's own module: <TypeInfo> gets the address of their file, not the infos", () => {
    const {tree, infos} = compile({value: 'import { tasks } from "nadle";\n\ntasks.register("build");'});
    expect(infos.length).toBeGreaterThan(0);
    const typeInfo = tree.children.find((node) => (node as {name?: string}).name === 'TypeInfo') as unknown as {
      attributes: {name: string; value: unknown}[];
    };
    expect(typeInfo.attributes.map((attribute) => attribute.name)).toEqual(['infosUrl', 'css']);
    expect(typeInfo.attributes[0]?.value).toMatchObject({
      type: 'mdxJsxAttributeValueExpression',
      value: 'typeInfosUrl',
    });
  });

  it('answers a // ^? query in a callout under its line, removes the query from the code, and keeps a type like Record<string, string> as text', () => {
    const {codes, css} = compile({
      value: [
        'import type { AliasOption } from "nadle";',
        'const alias: AliasOption = { app: "packages/app" };',
        '//    ^?',
        'export default alias;',
      ].join('\n'),
    });
    expect(codes[0].value).toBe(
      'import type { AliasOption } from "nadle";\nconst alias: AliasOption = { app: "packages/app" };\nexport default alias;',
    );
    const callout = tokensOf(codes[0]).find((token) => token.types.includes('tsq'))!;
    expect(callout.content).toBe('');
    const calloutClass = callout.types.find((type) => /^tsc-\w+-0$/.test(type))!;
    // The type reads "const alias: AliasOption" in the callout; its expansion is not needed.
    expect(css).toContain(
      `.${calloutClass}::after{content:"const alias: AliasOption";content:"const alias: AliasOption" / "Type: const alias: AliasOption";--tsc-column:6ch}`,
    );
    expect(cssString('Record<string, string> | "a\\\\b"\nnext')).toBe(
      '"Record\\3c string, string> | \\"a\\\\\\\\b\\"\\A next"',
    );
    expect(cssString('</style><script>')).not.toContain('<');
  });

  it('shows a declared error: the squiggled tokens, and the message under the line', () => {
    const {codes, css} = compile({
      value: '// @errors: 2322\nimport { tasks } from "nadle";\ntasks.register("release").config({ dependsOn: 3 });',
    });
    expect(codes[0].value).toBe('import { tasks } from "nadle";\ntasks.register("release").config({ dependsOn: 3 });');
    expect(
      tokensOf(codes[0])
        .filter((token) => token.types.includes('tse'))
        .map((token) => token.content),
    ).toEqual(['dependsOn']);
    expect(tokensOf(codes[0]).some((token) => token.types.includes('tsm'))).toBe(true);
    expect(css).toContain(
      `content:"Type 'number' is not assignable to type 'MaybeArray\\3c string> | undefined'. (TS2322)";content:"Type 'number' is not assignable to type 'MaybeArray\\3c string> | undefined'. (TS2322)" / "Error: Type 'number' is not assignable to type 'MaybeArray\\3c string> | undefined'. (TS2322)";--tsc-column:35ch`,
    );
  });

  it('fails on an undeclared error, and on a declared error that does not occur, naming the file and line', () => {
    expect(() => compile({value: 'import { tasks } from "nadle";\ntasks.regster("build");'})).toThrow(
      /docs\/fixture-types\.md:\d+ \(code block at line \d+, line 2 of the block\) TS2551: Property 'regster' does not exist on type 'TasksAPI'/,
    );
    expect(() =>
      compile({value: '// @errors: 2322\nimport { tasks } from "nadle";\ntasks.register("build");'}),
    ).toThrow(
      /docs\/fixture-types\.md:\d+ .*TS2322: the block expects error TS2322 \(\/\/ @errors\), but the compiler reports none/,
    );
  });

  it('hides the lines above a ---cut--- marker, and leaves pages without samples as they are', () => {
    const {codes} = compile({value: 'import { tasks } from "nadle";\n// ---cut---\ntasks.register("build");'});
    expect(codes[0].value).toBe('tasks.register("build");');
    const {tree} = compile();
    expect(tree.children).toEqual([]);
  });
});
