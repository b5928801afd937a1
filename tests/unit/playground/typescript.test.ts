// The playground's TypeScript check, run in Node with the files the build hands to its
// worker: the reader's config is checked against api/index.ts as the `nadle` module.
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import ts from 'typescript';
import {beforeAll, describe, expect, it} from 'vitest';

import {libraryClosure, typescriptFiles} from '../../../plugins/playground';
import {PRESETS} from '../../../src/components/Playground/presets';
import {docText, TypeScriptService} from '../../../src/components/Playground/typescript/typescriptService';

const SITE_DIR = fileURLToPath(new URL('../../..', import.meta.url));

describe('the TypeScript check of the playground', () => {
  let service: TypeScriptService;
  beforeAll(() => {
    service = new TypeScriptService(ts, typescriptFiles(SITE_DIR));
  });

  it('finds no problem in either example project', () => {
    for (const preset of Object.values(PRESETS)) {
      for (const [file, text] of Object.entries(preset.files).filter(([name]) => name.endsWith('.ts'))) {
        service.setFile(file, text);
        expect(service.diagnostics(file), `${preset.id}: ${file}`).toEqual([]);
      }
    }
  });

  it('reports a misspelled ExecTask option with the compiler’s message, where it is written', () => {
    const text =
      'import { ExecTask, tasks } from "nadle";\ntasks.register("compile", ExecTask, { comand: "tsc", args: [] });\n';
    service.setFile('nadle.config.ts', text);
    const [problem, ...others] = service.diagnostics('nadle.config.ts');
    expect(others).toEqual([]);
    expect(problem.code).toBe(2353);
    expect(problem.message).toMatch(
      /^Object literal may only specify known properties, and 'comand' does not exist in type /,
    );
    expect(text.slice(problem.from, problem.to)).toBe('comand');
  });

  it('gives the signature and documentation of the API at a position', () => {
    const text = 'import { tasks } from "nadle";\ntasks.register("a");\n';
    service.setFile('nadle.config.ts', text);
    const info = service.quickInfo('nadle.config.ts', text.indexOf('register'));
    expect(info?.signature).toContain('register(name: string');
    expect(info?.docs.length).toBeGreaterThan(0);
  });

  it('gives the parts of a comment: backtick spans as code, and links with their reference page', () => {
    // defineTask's comment links to tasks.register and says `Options` in backticks.
    const text = 'import { defineTask } from "nadle";\nexport const t = defineTask({ run: () => {} });\n';
    service.setFile('nadle.config.ts', text);
    const docs = service.quickInfo('nadle.config.ts', text.lastIndexOf('defineTask'))?.docs ?? [];
    expect(docs.filter((part) => part.kind === 'code').length).toBeGreaterThan(0);
    const links = docs.filter((part) => part.kind === 'link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.text).not.toMatch(/[{}|]/);
    expect(links.map((link) => link.path)).toContain('docs/api/index/interfaces/TasksAPI#register');
    expect(docText(docs)).not.toContain('{@link');
  });

  it('checks each workspace config as its own file', () => {
    service.setFile('packages/web/nadle.config.ts', 'import { tasks } from "nadle";\ntasks.register(42);\n');
    expect(service.diagnostics('packages/web/nadle.config.ts').map((problem) => problem.code)).toEqual([2345]);
  });

  it('bundles the whole ES2022 standard library, references included', () => {
    const libs = libraryClosure(
      'lib.es2022.d.ts',
      (name) => ts.sys.readFile(path.join(path.dirname(require.resolve('typescript')), name)) ?? '',
    );
    expect(libs).toContain('lib.es5.d.ts');
    expect(libs).toContain('lib.es2015.promise.d.ts');
  });
});
