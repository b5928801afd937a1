import {fileURLToPath} from 'node:url';

import {describe, expect, it} from 'vitest';

import {collectSampleSources, extractCodeBlocks, formatFailure, SampleProject, type SampleSource} from '../../plugins/code-highlight/typescript';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Building a TypeScript program parses lib and @types/node first: seconds on a busy CI machine.
const TYPE_CHECK_TIMEOUT_MS = 60_000;

/** The check the build runs on every page (plugins/code-highlight/remark.ts), over the given files. */
function checkCodeSamples(sources: SampleSource[], root: string) {
  const blocks = sources.flatMap(extractCodeBlocks);
  return {...new SampleProject(root, sources).check(), skipped: blocks.filter((block) => block.partial).length};
}

describe('code samples', {timeout: TYPE_CHECK_TIMEOUT_MS}, () => {
  it('every ts/tsx code block of docs/, blog/, src/pages/, tests/pages/ and the API comments compiles against api/index.ts, with exactly the errors it declares', () => {
    const sources = collectSampleSources(ROOT);
    const result = checkCodeSamples(sources, ROOT);

    console.info(
      `Code samples: ${result.checked} blocks checked, ${result.skipped} skipped (marked partial), in ${sources.length} files.`,
    );
    // The API declarations always carry @example blocks, so zero means the scan is broken.
    expect(result.checked).toBeGreaterThan(0);
    expect(result.otherErrors, 'errors outside the code blocks').toEqual([]);
    expect(result.failures.map(formatFailure), 'code blocks with undeclared errors, or without a declared one').toEqual([]);
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
    '  export const view = <p>{status.ok ? "up" : "down"}</p>;', //   32
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
      'const status: Response = await fetch("https://example.org");\nexport const view = <p>{status.ok ? "up" : "down"}</p>;',
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
      text: ['/**', ' * Says hello.', ' *', ' * @example', ' * ```ts', ' * const greeting: number = "hello";', ' * ```', ' */'].join('\n'),
    };
    expect(extractCodeBlocks(source)).toMatchObject([{line: 5, lang: 'ts', code: 'const greeting: number = "hello";'}]);
    expect(checkCodeSamples([source], ROOT).failures).toMatchObject([{source: 'api/example.ts', blockLine: 5, lineInBlock: 1, code: 2322}]);
  });
});
