// Extracts the TypeScript code blocks of the site's pages and type-checks them against the
// API declarations in api/index.ts, all in one TypeScript program so that it takes seconds.
import fs from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

/** A file whose code blocks are checked, with its path relative to the repository root. */
export interface SampleSource {
  path: string;
  text: string;
}

export interface CodeBlock {
  source: string;
  /** 1-based line of the opening fence in the source file. */
  line: number;
  lang: string;
  title: string | undefined;
  /** Marked `partial` in the fence's meta string: an excerpt that is not meant to compile. */
  partial: boolean;
  code: string;
}

export interface SampleFailure {
  source: string;
  /** 1-based line of the opening fence in the source file. */
  blockLine: number;
  /** 1-based line of the error inside the block. */
  lineInBlock: number;
  code: number;
  message: string;
}

export interface SampleCheckResult {
  checked: number;
  skipped: number;
  failures: SampleFailure[];
  /** Errors outside the samples, e.g. in the API declarations themselves. */
  otherErrors: string[];
}

const CHECKED_LANGS = new Set(['ts', 'typescript', 'tsx']);
const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;
const TS_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts'];

/** The Markdown/MDX pages of the site and of the browser tests' fixture pages, plus the API declarations whose @example blocks become the API pages. */
export function collectSampleSources(root: string): SampleSource[] {
  const markdown = ['docs', 'blog', 'src/pages', 'tests/pages'].flatMap((dir) =>
    listFiles(root, dir).filter(
      (file) => /\.mdx?$/.test(file) && !file.startsWith('docs/api/'), // docs/api/ is generated from api/index.ts
    ),
  );
  const declarations = listFiles(root, 'api').filter((file) => /\.ts$/.test(file));
  return [...markdown, ...declarations].map((file) => ({path: file, text: fs.readFileSync(path.join(root, file), 'utf8')}));
}

function listFiles(root: string, dir: string): string[] {
  const absolute = path.join(root, dir);
  if (!fs.existsSync(absolute)) {
    return [];
  }
  return fs
    .readdirSync(absolute, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.split('/').includes('node_modules'))
    .sort();
}

/**
 * Finds the fenced ts/typescript/tsx blocks of a Markdown/MDX file, or of the doc comments of a
 * TypeScript file (where each line starts with ` * `). Fences inside other fences are not blocks.
 */
export function extractCodeBlocks(source: SampleSource): CodeBlock[] {
  const isTypeScriptFile = /\.[cm]?tsx?$/.test(source.path);
  const lines = source.text
    .split(/\r?\n/)
    .map((line) => (isTypeScriptFile ? (/^\s*\* ?(.*)$/.exec(line)?.[1] ?? '') : line));

  const blocks: CodeBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = FENCE_OPEN.exec(lines[index]);
    if (!open) {
      continue;
    }
    const [, indent, fence, lang, meta] = open;
    const close = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    let end = index + 1;
    while (end < lines.length && !close.test(lines[end])) {
      end++;
    }
    if (CHECKED_LANGS.has(lang.toLowerCase())) {
      const code = lines
        .slice(index + 1, end)
        .map((line) => stripIndent(line, indent.length))
        .join('\n');
      blocks.push({
        source: source.path,
        line: index + 1,
        lang: lang.toLowerCase(),
        title: /\btitle=(["'])(.*?)\1/.exec(meta)?.[2],
        partial: metaWords(meta).includes('partial'),
        code,
      });
    }
    index = end;
  }
  return blocks;
}

function stripIndent(line: string, width: number): string {
  let cut = 0;
  while (cut < width && line[cut] === ' ') {
    cut++;
  }
  return line.slice(cut);
}

function metaWords(meta: string): string[] {
  return meta.replace(/(["']).*?\1/g, '').split(/\s+/).filter(Boolean);
}

// Parsed declaration files (lib, @types/node, api/) shared by every program this process
// builds, so that a second check does not parse them again.
const sharedSourceFiles = new Map<string, ts.SourceFile>();

interface VirtualSample {
  block: CodeBlock;
  fileName: string;
}

/**
 * Type-checks every non-partial block as its own module. `import ... from "nadle"` resolves to
 * api/index.ts. A relative import resolves to another block of the same page whose `title`
 * names that path (e.g. `./tasks/greet.js` to a block titled `tasks/greet.ts`).
 */
export function checkCodeSamples(sources: SampleSource[], root: string): SampleCheckResult {
  const blocks = sources.flatMap(extractCodeBlocks);
  const checkedBlocks = blocks.filter((block) => !block.partial);

  const virtualRoot = path.join(root, '.code-samples');
  const samples: VirtualSample[] = checkedBlocks.map((block) => ({
    block,
    fileName: path.join(virtualRoot, block.source, `L${block.line}`, sampleFileName(block)),
  }));
  const sampleByFile = new Map(samples.map((sample) => [sample.fileName, sample]));
  // Every sample directory is an ESM package scope, as a nadle.config.ts next to a "type": "module" package.json is.
  const virtualPackageJson = path.join(virtualRoot, 'package.json');

  const options: ts.CompilerOptions = {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    moduleDetection: ts.ModuleDetectionKind.Force,
    jsx: ts.JsxEmit.ReactJSX,
    allowImportingTsExtensions: true,
    noEmit: true,
    skipLibCheck: true,
    types: ['node'],
    typeRoots: [path.join(root, 'node_modules/@types')],
    paths: {nadle: [path.join(root, 'api/index.ts')]},
  };

  const host = ts.createCompilerHost(options, true);
  const {fileExists, readFile, directoryExists, getSourceFile} = host;
  host.fileExists = (file) => sampleByFile.has(file) || file === virtualPackageJson || fileExists(file);
  host.readFile = (file) =>
    sampleByFile.get(file)?.block.code ?? (file === virtualPackageJson ? '{"type": "module"}' : readFile(file));
  host.directoryExists = (dir) => dir === virtualRoot || dir.startsWith(virtualRoot + path.sep) || (directoryExists?.(dir) ?? false);
  host.getSourceFile = (file, languageVersion, onError, shouldCreate) => {
    const sample = sampleByFile.get(file);
    if (sample) {
      return ts.createSourceFile(file, sample.block.code, languageVersion, true);
    }
    const key = `${file}\0${JSON.stringify(languageVersion)}`;
    const cached = sharedSourceFiles.get(key);
    if (cached && cached.text === fs.readFileSync(file, 'utf8')) {
      return cached;
    }
    const parsed = getSourceFile(file, languageVersion, onError, shouldCreate);
    if (parsed) {
      sharedSourceFiles.set(key, parsed);
    }
    return parsed;
  };
  const resolutionCache = ts.createModuleResolutionCache(root, (file) => file, options);
  host.resolveModuleNameLiterals = (literals, containingFile, redirectedReference, compilerOptions, containingSourceFile) =>
    literals.map((literal) => {
      const sibling = sampleByFile.has(containingFile)
        ? findSiblingSample(sampleByFile.get(containingFile)!, literal.text, samples)
        : undefined;
      if (sibling) {
        return {resolvedModule: {resolvedFileName: sibling.fileName, extension: path.extname(sibling.fileName) as ts.Extension}};
      }
      const mode = ts.getModeForUsageLocation(containingSourceFile, literal, compilerOptions);
      return ts.resolveModuleName(literal.text, containingFile, compilerOptions, host, resolutionCache, redirectedReference, mode);
    });

  const program = ts.createProgram({rootNames: samples.map((sample) => sample.fileName), options, host});

  const failures: SampleFailure[] = [];
  const otherErrors: string[] = [];
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    if (diagnostic.category !== ts.DiagnosticCategory.Error) {
      continue;
    }
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const sample = diagnostic.file && sampleByFile.get(diagnostic.file.fileName);
    if (sample && diagnostic.file && diagnostic.start !== undefined) {
      const {line} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      failures.push({source: sample.block.source, blockLine: sample.block.line, lineInBlock: line + 1, code: diagnostic.code, message});
    } else if (diagnostic.file && diagnostic.start !== undefined) {
      const {line, character} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      otherErrors.push(`${path.relative(root, diagnostic.file.fileName)}:${line + 1}:${character + 1} TS${diagnostic.code}: ${message}`);
    } else {
      otherErrors.push(`TS${diagnostic.code}: ${message}`);
    }
  }

  return {checked: checkedBlocks.length, skipped: blocks.length - checkedBlocks.length, failures, otherErrors};
}

function sampleFileName(block: CodeBlock): string {
  const titled = block.title ? path.posix.basename(block.title) : undefined;
  if (titled && TS_EXTENSIONS.includes(path.posix.extname(titled))) {
    return titled;
  }
  const base = titled ? titled.replace(/\.[^.]*$/, '') : 'sample';
  return `${base}.${block.lang === 'tsx' ? 'tsx' : 'ts'}`;
}

/** The block of the same page whose title is the file a relative import points to. */
function findSiblingSample(importer: VirtualSample, specifier: string, samples: VirtualSample[]): VirtualSample | undefined {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) {
    return undefined;
  }
  const importerDir = path.posix.dirname(importer.block.title ?? 'sample.ts');
  const target = path.posix.join(importerDir, specifier);
  const candidates = new Set([
    target,
    target.replace(/\.js$/, '.ts').replace(/\.mjs$/, '.mts').replace(/\.cjs$/, '.cts').replace(/\.jsx$/, '.tsx'),
    ...TS_EXTENSIONS.map((extension) => target + extension),
    ...TS_EXTENSIONS.map((extension) => `${target}/index${extension}`),
  ]);
  const matches = samples.filter(
    (sample) =>
      sample !== importer &&
      sample.block.source === importer.block.source &&
      sample.block.title !== undefined &&
      candidates.has(path.posix.normalize(sample.block.title)),
  );
  // With several blocks of that name, the nearest one above the importer is meant.
  const above = matches.filter((sample) => sample.block.line < importer.block.line);
  return above.at(-1) ?? matches[0];
}

export function formatFailure(failure: SampleFailure): string {
  const fileLine = failure.blockLine + failure.lineInBlock;
  return `${failure.source}:${fileLine} (code block at line ${failure.blockLine}, line ${failure.lineInBlock} of the block) TS${failure.code}: ${failure.message}`;
}
