// Every sample compiled by the `tsc` of the oldest TypeScript the docs support and of the
// newest on npm, in a folder laid out as the reader's project: the package.json and
// tsconfig.json blocks of the Playground page as written, and only the packages that
// package.json lists. The build's own check (./code-samples.test.ts) runs the compiler API of
// the site's TypeScript 5.9; TypeScript 7 has no such API, and a real `tsc` run is the only
// way to see what a reader's `npx tsc --noEmit` reports.
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';

import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {
  collectSampleSources,
  declaredErrors,
  extractCodeBlocks,
  formatFailure,
  READER_PROJECT_PAGE,
  readReaderProject,
  sampleFileName,
  siblingBlockAt,
  type CodeBlock,
  type ReaderProject,
  type SampleFailure,
  type SampleSource,
} from '../../plugins/code-highlight/typescript';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

const require = createRequire(import.meta.url);

/**
 * The compilers, installed as aliases of `typescript` (package.json pins each exactly). Their
 * `tsc` is run by path: the alias packages also claim node_modules/.bin/tsc, so `npx tsc` may be
 * any of the three (`npm run typecheck` names the site's own).
 */
const COMPILERS = [
  {
    role: 'oldest the docs support',
    pkg: 'typescript-oldest',
    folder: path.dirname(require.resolve('typescript-oldest/package.json')),
  },
  {
    role: 'newest on npm',
    pkg: 'typescript-newest',
    folder: path.dirname(require.resolve('typescript-newest/package.json')),
  },
] as const;

function installedVersion(pkg: (typeof COMPILERS)[number]['pkg']): string {
  const {folder} = COMPILERS.find((compiler) => compiler.pkg === pkg)!;
  return (JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as {version: string}).version;
}

/** A compiler error as `tsc --pretty false` prints it; `file` is absent for an error of no file. */
interface TscError {
  file?: string;
  line: number;
  column: number;
  code: number;
  message: string;
}

function parseTscOutput(output: string): {errors: TscError[]; unparsed: string[]} {
  const errors: TscError[] = [];
  const unparsed: string[] = [];
  for (const line of output.split(/\r?\n/)) {
    const located = /^(.+)\((\d+),(\d+)\): error TS(\d+): (.*)$/.exec(line);
    const global = /^error TS(\d+): (.*)$/.exec(line);
    if (located) {
      const [, file, row, column, code, message] = located;
      errors.push({file, line: Number(row), column: Number(column), code: Number(code), message});
    } else if (global) {
      errors.push({line: 0, column: 0, code: Number(global[1]), message: global[2]});
    } else if (/^\s/.test(line) && errors.length > 0) {
      errors.at(-1)!.message += `\n${line.trim()}`; // the rest of a chained message
    } else if (line.trim()) {
      unparsed.push(line);
    }
  }
  return {errors, unparsed};
}

/** The reader's project on disk: which block each sample file stands for, and the file list to compile. */
interface WrittenProject {
  dir: string;
  blockOf: Map<string, CodeBlock>;
  blocks: CodeBlock[];
}

/**
 * Writes the reader's project into `dir`: package.json and tsconfig.json as the docs give them;
 * node_modules with `nadle` (the declarations of api/, as the package ships them: .d.ts files
 * behind its `exports`) and the site's copy of every other package the reader's package.json
 * lists; and each sample as SampleProject arranges it, in a folder of its own at its title, with
 * the titled blocks of its page next to it at their titles, so that `./tasks/greet.js` finds the
 * block titled `tasks/greet.ts`. tsconfig.samples.json extends the docs' tsconfig.json and only
 * names the files: the docs' `include` names just nadle.config.ts.
 */
function writeReaderProject(dir: string, reader: ReaderProject, sources: SampleSource[]): WrittenProject {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, text);
  };
  write(path.join(dir, 'package.json'), reader.packageJson);
  write(path.join(dir, 'tsconfig.json'), reader.tsconfigJson);
  for (const name of Object.keys(reader.packages)) {
    const target = path.join(dir, 'node_modules', name);
    if (name === 'nadle') {
      write(
        path.join(target, 'package.json'),
        JSON.stringify({
          name,
          version: '0.5.1',
          type: 'module',
          exports: {'.': {types: './lib/index.d.ts', import: './lib/index.js'}},
        }),
      );
      for (const file of fs.readdirSync(path.join(ROOT, 'api')).filter((entry) => /^[^.]+\.ts$/.test(entry))) {
        write(
          path.join(target, 'lib', file.replace(/\.ts$/, '.d.ts')),
          fs.readFileSync(path.join(ROOT, 'api', file), 'utf8'),
        );
      }
      continue;
    }
    const installed = path.join(ROOT, 'node_modules', name);
    if (!fs.existsSync(installed))
      throw new Error(`${READER_PROJECT_PAGE}: its package.json lists ${name}, which this site does not install`);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.symlinkSync(installed, target, 'dir');
  }

  const blocks = sources.flatMap(extractCodeBlocks).filter((block) => !block.partial);
  const blockOf = new Map<string, CodeBlock>();
  for (const block of blocks) {
    const folder = path.join(dir, 'samples', block.source, `L${block.line}`);
    const own = path.join(folder, sampleFileName(block));
    blockOf.set(own, block);
    write(own, block.code);
    for (const other of blocks) {
      if (other.source !== block.source || other.title === undefined) continue;
      const at = path.join(folder, sampleFileName(other));
      if (at === own || blockOf.has(at) || siblingBlockAt(blocks, block, path.posix.normalize(other.title)) !== other)
        continue;
      blockOf.set(at, other);
      write(at, other.code);
    }
  }
  const files = blocks.map((block) =>
    path.relative(dir, path.join(dir, 'samples', block.source, `L${block.line}`, sampleFileName(block))),
  );
  write(
    path.join(dir, 'tsconfig.samples.json'),
    JSON.stringify({extends: './tsconfig.json', include: [], files}, null, 2),
  );
  return {dir, blockOf, blocks};
}

/** Runs the tsc of the TypeScript package in `folder` on the project; its errors as failures of the blocks (file and line of the page), and the errors of no block. */
async function compile(folder: string, project: WrittenProject): Promise<{failures: string[]; otherErrors: string[]}> {
  const tsc = path.join(folder, 'bin', 'tsc');
  const result = await run(process.execPath, [tsc, '-p', 'tsconfig.samples.json', '--pretty', 'false'], {
    cwd: project.dir,
    maxBuffer: 64 * 1024 * 1024,
  }).then(
    ({stdout}) => ({stdout, code: 0}),
    (error: {stdout?: string; stderr?: string; code?: number}) => ({
      stdout: `${error.stdout ?? ''}${error.stderr ?? ''}`,
      code: error.code ?? 1,
    }),
  );
  const {errors, unparsed} = parseTscOutput(result.stdout);
  const otherErrors = unparsed.map((line) => `tsc printed: ${line}`);
  if (result.code !== 0 && errors.length === 0 && unparsed.length === 0)
    otherErrors.push(`tsc exited with ${result.code} and printed nothing`);

  const tsconfigLine = fenceLine(fs.readFileSync(path.join(ROOT, READER_PROJECT_PAGE), 'utf8'), 'tsconfig.json');
  const byBlock = new Map<CodeBlock, TscError[]>();
  for (const error of errors) {
    const file = error.file && path.resolve(project.dir, error.file);
    const block = file ? project.blockOf.get(file) : undefined;
    if (block) {
      byBlock.set(block, [...(byBlock.get(block) ?? []), error]);
    } else if (file === path.join(project.dir, 'tsconfig.json')) {
      otherErrors.push(
        `${READER_PROJECT_PAGE}:${tsconfigLine + error.line} (its tsconfig.json block, line ${error.line}) TS${error.code}: ${error.message}`,
      );
    } else {
      otherErrors.push(
        `${error.file ? `${path.relative(project.dir, file!)}(${error.line},${error.column}) ` : ''}TS${error.code}: ${error.message}`,
      );
    }
  }

  const failures: SampleFailure[] = [];
  for (const block of project.blocks) {
    // A block that others import is compiled in each of their folders too: count each error once.
    const seen = new Set<string>();
    const blockErrors = (byBlock.get(block) ?? []).filter((error) => {
      const key = `${error.line}:${error.column}:${error.code}`;
      return !seen.has(key) && Boolean(seen.add(key));
    });
    const declared = declaredErrors(block.code);
    for (const error of blockErrors) {
      if (declared.codes.includes(error.code)) continue;
      failures.push({
        source: block.source,
        blockLine: block.line,
        lineInBlock: error.line,
        code: error.code,
        message: error.message,
      });
    }
    for (const code of declared.codes) {
      if (blockErrors.some((error) => error.code === code)) continue;
      failures.push({
        source: block.source,
        blockLine: block.line,
        lineInBlock: declared.line,
        code,
        message: `the block expects error TS${code} (// @errors), but the compiler reports none`,
      });
    }
  }
  return {failures: failures.map(formatFailure), otherErrors};
}

/** The 1-based line of the opening fence of the ```json block titled `title`. */
function fenceLine(text: string, title: string): number {
  return text.split('\n').findIndex((line) => line.startsWith('```json') && line.includes(`title="${title}"`)) + 1;
}

// Each run starts tsc cold: TypeScript 5.8 parses lib and @types/node first, seconds on a busy machine.
const TSC_TIMEOUT_MS = 120_000;

describe(
  "samples compile in the reader's project with the oldest and the newest TypeScript",
  {timeout: TSC_TIMEOUT_MS},
  () => {
    let dir: string;
    let project: WrittenProject;

    beforeAll(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nadle-reader-project-'));
      project = writeReaderProject(dir, readReaderProject(ROOT), collectSampleSources(ROOT));
    });
    afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

    for (const {role, pkg, folder} of COMPILERS) {
      it.concurrent(
        `TypeScript ${installedVersion(pkg)} (${pkg}, the ${role}) reports exactly the errors the blocks declare`,
        async ({expect}) => {
          const started = performance.now();
          const {failures, otherErrors} = await compile(folder, project);
          console.info(
            `${pkg} ${installedVersion(pkg)}: ${project.blocks.length} blocks compiled in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
          );
          expect(project.blocks.length).toBeGreaterThan(0);
          expect(otherErrors, 'errors outside the code blocks').toEqual([]);
          expect(failures, 'code blocks with undeclared errors, or without a declared one').toEqual([]);
        },
      );
    }
  },
);

describe('what the docs say about TypeScript versions', () => {
  const page = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

  // Installation's Type-check section is the one page that explains the versions; the
  // Playground's package.json asks for the oldest and links there.
  it(`${READER_PROJECT_PAGE} asks for the oldest version checked, which Installation names`, () => {
    const oldest = installedVersion('typescript-oldest');
    expect(readReaderProject(ROOT).packages.typescript).toBe(`^${oldest}`);
    expect(page(READER_PROJECT_PAGE)).toContain('](./installation.mdx#type-check)');
    expect(page('docs/getting-started/installation.mdx')).toContain(
      `TypeScript ${oldest} (the oldest version these docs support)`,
    );
  });

  it('Installation names the version its install command gives today, and both checked versions', () => {
    const installation = page('docs/getting-started/installation.mdx');
    expect(installation).toContain(
      `the newest TypeScript on npm, ${installedVersion('typescript-newest')} when these docs were checked`,
    );
    expect(installation).toContain(`under TypeScript ${installedVersion('typescript-oldest')}, `);
  });
});
