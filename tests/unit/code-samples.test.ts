import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

import {describe, expect, it} from 'vitest';

import {
  collectSampleSources,
  extractCodeBlocks,
  formatFailure,
  READER_PROJECT_PAGE,
  readReaderProject,
  SampleProject,
  type ReaderProject,
  type SampleSource,
} from '../../plugins/code-highlight/typescript';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Building a TypeScript program parses lib and @types/node first: seconds on a busy CI machine.
const TYPE_CHECK_TIMEOUT_MS = 60_000;

/** The check the build runs on every page (plugins/code-highlight/remark.ts), over the given files. */
function checkCodeSamples(sources: SampleSource[], root: string, reader?: ReaderProject) {
  const blocks = sources.flatMap(extractCodeBlocks);
  return {...new SampleProject(root, sources, reader).check(), skipped: blocks.filter((block) => block.partial).length};
}

describe('code samples', {timeout: TYPE_CHECK_TIMEOUT_MS}, () => {
  it("every ts/tsx code block of docs/, blog/, src/pages/, tests/pages/ and the API comments compiles in the reader's project (nadle typed by api/index.ts), with exactly the errors it declares", () => {
    const sources = collectSampleSources(ROOT);
    const result = checkCodeSamples(sources, ROOT);

    console.info(
      `Code samples: ${result.checked} blocks checked, ${result.skipped} skipped (marked partial), in ${sources.length} files.`,
    );
    // The API declarations always carry @example blocks, so zero means the scan is broken.
    expect(result.checked).toBeGreaterThan(0);
    expect(result.otherErrors, 'errors outside the code blocks').toEqual([]);
    expect(result.failures.map(formatFailure), 'code blocks with undeclared errors, or without a declared one').toEqual(
      [],
    );
  });
});

// A page with one block of each kind the checker must handle, and one type error at a known place.
const FIXTURE = {
  path: 'docs/fixture.mdx',
  text: [
    '# Fixture', //                                                    1
    '', //                                                             2
    '```ts title="tasks/greet.ts"', //                                 3
    'import { defineTask } from "nadle";', //                          4
    'export const GreetTask = defineTask<{ name: string }>({', //      5
    '  run: ({ options, context }) => context.logger.log(options.name),', // 6
    '});', //                                                          7
    '```', //                                                          8
    '', //                                                             9
    '```ts title="nadle.config.ts"', //                                10
    'import { readFile } from "node:fs/promises";', //                 11
    'import { ExecTask, tasks } from "nadle";', //                     12
    'import { GreetTask } from "./tasks/greet.js";', //                13
    'const pkg = JSON.parse(await readFile("package.json", "utf8"));', // 14
    'tasks.register("greet", GreetTask, { name: String(pkg.name) });', // 15
    'tasks.register("lint", ExecTask, { command: "eslint" });', //     16
    '```', //                                                          17
    '', //                                                             18
    '```ts partial', //                                                19
    '  .config({ group: "build" })', //                                20
    '```', //                                                          21
    '', //                                                             22
    '````md', //                                                       23
    '```ts', //                                                        24
    'not a code block: it sits inside a Markdown fence', //            25
    '```', //                                                          26
    '````', //                                                         27
    '', //                                                             28
    '<Tabs>', //                                                       29
    '  ```tsx', //                                                     30
    '  const status: Response = await fetch("https://example.org");', // 31
    '  export const view = status.ok ? "up" : "down";', //             32
    '  ```', //                                                        33
    '</Tabs>', //                                                      34
  ].join('\n'),
};

describe('the code-sample checker', {timeout: TYPE_CHECK_TIMEOUT_MS}, () => {
  it('finds ts/tsx blocks, reads title and partial, and ignores blocks nested in other fences', () => {
    const blocks = extractCodeBlocks(FIXTURE);
    expect(blocks.map(({line, lang, title, partial}) => ({line, lang, title, partial}))).toEqual([
      {line: 3, lang: 'ts', title: 'tasks/greet.ts', partial: false},
      {line: 10, lang: 'ts', title: 'nadle.config.ts', partial: false},
      {line: 19, lang: 'ts', title: undefined, partial: true},
      {line: 30, lang: 'tsx', title: undefined, partial: false},
    ]);
    expect(blocks[3].code).toBe(
      'const status: Response = await fetch("https://example.org");\nexport const view = status.ok ? "up" : "down";',
    );
  });

  it('reports a type error with its file, block line, line in the block and message, and nothing else', () => {
    const result = checkCodeSamples([FIXTURE], ROOT);

    expect(result).toMatchObject({checked: 3, skipped: 1, otherErrors: []});
    expect(result.failures).toHaveLength(1);
    const [failure] = result.failures;
    expect(failure).toMatchObject({source: 'docs/fixture.mdx', blockLine: 10, lineInBlock: 6, code: 2345});
    expect(failure.message).toMatch(/Property 'args' is missing/);
    expect(formatFailure(failure)).toMatch(
      /^docs\/fixture\.mdx:16 \(code block at line 10, line 6 of the block\) TS2345: .*Property 'args' is missing/s,
    );
  });

  it('finds the TSDoc @example blocks of a TypeScript file', () => {
    const source = {
      path: 'api/example.ts',
      text: [
        '/**',
        ' * Says hello.',
        ' *',
        ' * @example',
        ' * ```ts',
        ' * const greeting: number = "hello";',
        ' * ```',
        ' */',
      ].join('\n'),
    };
    expect(extractCodeBlocks(source)).toMatchObject([{line: 5, lang: 'ts', code: 'const greeting: number = "hello";'}]);
    expect(checkCodeSamples([source], ROOT).failures).toMatchObject([
      {source: 'api/example.ts', blockLine: 5, lineInBlock: 1, code: 2322},
    ]);
  });
});

/** A page with one sample, `code`, in a Markdown file, as the checker reports it. */
function failuresOf(code: string, reader?: ReaderProject): string[] {
  const page = {
    path: 'docs/reader.md',
    text: [
      '# Reader',
      '',
      '```ts title="tasks/greet.ts"',
      'export const greeting = "hello";',
      '```',
      '',
      '```ts title="nadle.config.ts"',
      code,
      '```',
    ].join('\n'),
  };
  return checkCodeSamples([page], ROOT, reader).failures.map(formatFailure);
}

describe("samples compile as in the reader's project", {timeout: TYPE_CHECK_TIMEOUT_MS}, () => {
  const reader = readReaderProject(ROOT);

  it(`uses the tsconfig.json and the packages of ${READER_PROJECT_PAGE}`, () => {
    expect(reader.options).toMatchObject({strict: true, noEmit: true});
    expect(Object.keys(reader.packages).sort()).toEqual(['@types/node', 'nadle', 'typescript']);
  });

  it('takes relative imports as written: the .js name of a sibling block compiles, no extension or .ts fails as under NodeNext', () => {
    expect(failuresOf('import { greeting } from "./tasks/greet.js";\nconsole.log(greeting);', reader)).toEqual([]);
    expect(failuresOf('import { greeting } from "./tasks/greet";\nconsole.log(greeting);', reader)).toEqual([
      expect.stringMatching(
        /^docs\/reader\.md:8 \(code block at line 7, line 1 of the block\) TS2835: .*Did you mean '\.\/tasks\/greet\.js'\?/,
      ),
    ]);
    expect(failuresOf('import { greeting } from "./tasks/greet.ts";\nconsole.log(greeting);', reader)).toEqual([
      expect.stringMatching(
        /^docs\/reader\.md:8 .*TS5097: An import path can only end with a '\.ts' extension when 'allowImportingTsExtensions' is enabled/,
      ),
    ]);
  });

  it('finds only the packages the reader installs: nadle and Node.js modules resolve, a package of this site does not', () => {
    expect(
      failuresOf(
        'import { readFile } from "node:fs/promises";\nimport { tasks } from "nadle";\ntasks.register(String(await readFile("x")));',
        reader,
      ),
    ).toEqual([]);
    expect(failuresOf('import { describe } from "vitest";\ndescribe("x", () => {});', reader)).toEqual([
      expect.stringMatching(/^docs\/reader\.md:8 .*TS2307: Cannot find module 'vitest'/),
    ]);
  });

  it("without @types/node in the reader's packages, a Node.js module or process fails, naming the file and line", () => {
    const withoutNodeTypes = {...reader, packages: {nadle: '^0.5.1', typescript: '^5.8.2'}};
    expect(
      failuresOf('import { join } from "node:path";\nconsole.log(join("a", "b"), process.env.CI);', withoutNodeTypes),
    ).toEqual([
      expect.stringMatching(/^docs\/reader\.md:8 .*TS2307: Cannot find module 'node:path'/),
      expect.stringMatching(/^docs\/reader\.md:9 .*TS2591: Cannot find name 'process'/),
    ]);
  });

  it('compiles against the TypeScript and @types/node versions the docs tell readers to install', () => {
    const installed = (name: string) =>
      (
        JSON.parse(readFileSync(new URL(`../../node_modules/${name}/package.json`, import.meta.url), 'utf8')) as {
          version: string;
        }
      ).version;
    for (const name of ['typescript', '@types/node']) {
      const range = reader.packages[name];
      const [, major, minor] = /^\^(\d+)\.(\d+)\.\d+$/.exec(range) ?? [];
      expect(
        major,
        `${READER_PROJECT_PAGE} gives ${name} the range ${range}; the check expects ^major.minor.patch`,
      ).toBeDefined();
      const [installedMajor, installedMinor] = installed(name).split('.').map(Number);
      expect({name, major: installedMajor, minorAtLeast: installedMinor >= Number(minor)}).toEqual({
        name,
        major: Number(major),
        minorAtLeast: true,
      });
    }
    // The Installation page's command installs the same major version of @types/node.
    const installation = readFileSync(new URL('../../docs/getting-started/installation.mdx', import.meta.url), 'utf8');
    const majors = [...installation.matchAll(/@types\/node@(\d+)/g)].map((match) => match[1]);
    expect(majors.length).toBeGreaterThan(0);
    expect(new Set(majors)).toEqual(new Set([/^\^(\d+)/.exec(reader.packages['@types/node'])![1]]));
  });
});
