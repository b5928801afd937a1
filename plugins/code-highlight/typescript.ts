// The TypeScript samples of the site, compiled once: every `ts`/`tsx` code block of
// docs/, blog/, src/pages/ and of the @example comments in api/ is a module of one
// language service, set up as the project a reader builds by following the docs (the
// Playground page's package.json and tsconfig.json), with `import ... from "nadle"`
// resolving to api/index.ts. The
// remark plugin (./remark.ts) reads from it the compiler's quick info for each
// identifier of a block, the answers to its `// ^?` queries and its errors; the
// unit test of the samples runs the same check over every block.
//
// Annotations follow the twoslash syntax that TypeScript's own docs use:
// - `// ^?` under a line asks for the type of the identifier above the caret;
// - `// @errors: 2322 2353` says which compiler errors the block shows on purpose;
// - `// ---cut---` hides the lines above it (setup the reader need not see).
// They are removed from the code the reader sees and copies.
import fs from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import {referencePath} from '../../src/data/apiReference';

/** A file whose code blocks are samples, with its path relative to the site's root. */
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
  /** The code as written, annotations included. */
  code: string;
}

/** A compiler error that a block does not declare, or a declared one that does not occur. */
export interface SampleFailure {
  source: string;
  /** 1-based line of the opening fence in the source file. */
  blockLine: number;
  /** 1-based line inside the block, as written. */
  lineInBlock: number;
  code: number;
  message: string;
}

/** What a reader sees of a sample: positions are 0-based lines and columns of `code`. */
export interface SampleView {
  /** The code without annotations: what the block shows and the copy button copies. */
  code: string;
  hovers: {line: number; column: number; length: number; info: QuickInfo}[];
  queries: {line: number; column: number; text: string}[];
  errors: {line: number; column: number; length: number; code: number; message: string}[];
}

export interface QuickInfo {
  /** The signature, as the editor shows it. */
  signature: string;
  /** The first paragraph of the TSDoc comment. */
  docs: string;
  /** The reference page of the API item, a site path with an optional anchor. */
  link?: string;
}

export const SAMPLE_LANGS = new Set(['ts', 'typescript', 'tsx']);
const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;

/** The line that closes a code fence opened by `fence` (its backticks or tildes): the same character, at least as many. */
export function closingFence(fence: string): RegExp {
  return new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
}

const TS_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts'];
const ERRORS_DIRECTIVE = /^\s*\/\/\s*@errors:\s*([\d\s,]*)$/;
const QUERY = /^(\s*)\/\/\s*\^\?\s*$/;
const CUT = /^\s*\/\/\s*---cut---\s*$/;

/** The Markdown/MDX pages of the site, plus the API declarations whose @example blocks become the API pages. */
export function collectSampleSources(root: string): SampleSource[] {
  const markdown = ['docs', 'blog', 'src/pages', 'tests/pages'].flatMap((dir) =>
    listFiles(root, dir).filter(
      (file) => /\.mdx?$/.test(file) && !file.startsWith('docs/api/'), // docs/api/ is generated from api/index.ts
    ),
  );
  return [...markdown, ...apiDeclarationFiles(root)].map((file) => ({
    path: file,
    text: fs.readFileSync(path.join(root, file), 'utf8'),
  }));
}

/** The files of api/ (relative to `root`): the declarations every sample compiles against, and whose @example blocks are samples too. */
export function apiDeclarationFiles(root: string): string[] {
  return listFiles(root, 'api').filter((file) => /\.ts$/.test(file));
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
    const close = closingFence(fence);
    let end = index + 1;
    while (end < lines.length && !close.test(lines[end])) {
      end++;
    }
    if (SAMPLE_LANGS.has(lang.toLowerCase())) {
      const code = lines
        .slice(index + 1, end)
        .map((line) => stripIndent(line, indent.length))
        .join('\n');
      blocks.push({source: source.path, line: index + 1, lang: lang.toLowerCase(), ...parseMeta(meta), code});
    }
    index = end;
  }
  return blocks;
}

/** The title and the `partial` flag of a fence's meta string. */
export function parseMeta(meta: string | null | undefined): {title: string | undefined; partial: boolean} {
  return {
    title: /\btitle=(["'])(.*?)\1/.exec(meta ?? '')?.[2],
    partial: (meta ?? '')
      .replace(/(["']).*?\1/g, '')
      .split(/\s+/)
      .includes('partial'),
  };
}

function stripIndent(line: string, width: number): string {
  let cut = 0;
  while (cut < width && line[cut] === ' ') {
    cut++;
  }
  return line.slice(cut);
}

/** The annotations of a block's code, and which of its lines the reader sees. */
interface Annotations {
  expectedErrors: number[];
  /** Per line as written: its index in the shown code, or -1 when hidden. */
  shownLine: number[];
  /** Queries by line as written of the line they point into, with the caret's column. */
  queries: {line: number; column: number}[];
  shownCode: string;
}

function parseAnnotations(code: string): Annotations {
  const lines = code.split('\n');
  const cut = lines.findIndex((line) => CUT.test(line));
  const expectedErrors: number[] = [];
  const queries: {line: number; column: number}[] = [];
  const shownLine: number[] = [];
  const shown: string[] = [];
  let lastShown = -1;
  for (const [index, line] of lines.entries()) {
    const errors = ERRORS_DIRECTIVE.exec(line);
    const query = QUERY.exec(line);
    if (index <= cut || errors || query) {
      shownLine.push(-1);
      if (errors)
        expectedErrors.push(
          ...errors[1]
            .split(/[\s,]+/)
            .filter(Boolean)
            .map(Number),
        );
      if (query && lastShown >= 0) queries.push({line: lastShown, column: line.indexOf('^')});
      continue;
    }
    shownLine.push(shown.length);
    shown.push(line);
    lastShown = index;
  }
  return {expectedErrors, shownLine, queries, shownCode: shown.join('\n')};
}

interface VirtualSample {
  block: CodeBlock;
  fileName: string;
  /** The folder of this block's project, where the other blocks of its page appear at their titles. */
  folder: string;
  annotations: Annotations;
}

/**
 * The page that sets up the reader's project: its `package.json` and `tsconfig.json` fences are
 * the project every sample is compiled in (the packages a reader installs, the compiler options
 * they use), so that a sample that compiles here compiles in a project set up as the docs say.
 */
export const READER_PROJECT_PAGE = 'docs/getting-started/playground.mdx';

/** The project a reader sets up by following the docs, as the samples are compiled in it. */
export interface ReaderProject {
  /** The compiler options of the page's `tsconfig.json`. */
  options: ts.CompilerOptions;
  /** The packages of the page's `package.json` (dependencies and devDependencies), with their version ranges. */
  packages: Record<string, string>;
  /** The page's `package.json` as written (its `type` decides whether a sample is an ES module). */
  packageJson: string;
  /** The page's `tsconfig.json` as written. */
  tsconfigJson: string;
}

/** Reads the reader's project from the `package.json` and `tsconfig.json` fences of `READER_PROJECT_PAGE`. */
export function readReaderProject(root: string): ReaderProject {
  const page = path.join(root, READER_PROJECT_PAGE);
  const text = fs.readFileSync(page, 'utf8');
  const fence = (title: string): string => {
    const match = new RegExp(
      '^```jsonc?[^\\n]*title="' + title.replace('.', '\\.') + '"[^\\n]*\\n([\\s\\S]*?)^```',
      'm',
    ).exec(text);
    if (!match)
      throw new Error(
        `${READER_PROJECT_PAGE}: no \`\`\`json title="${title}"\` block; the code samples are compiled in the project it describes`,
      );
    return match[1];
  };
  const tsconfig = ts.parseConfigFileTextToJson('tsconfig.json', fence('tsconfig.json'));
  if (tsconfig.error)
    throw new Error(
      `${READER_PROJECT_PAGE}: its tsconfig.json block does not parse: ${ts.flattenDiagnosticMessageText(tsconfig.error.messageText, '\n')}`,
    );
  const parsed = tsconfig.config as {compilerOptions?: object} | undefined;
  const converted = ts.convertCompilerOptionsFromJson(parsed?.compilerOptions ?? {}, root, 'tsconfig.json');
  if (converted.errors.length > 0) {
    throw new Error(
      `${READER_PROJECT_PAGE}: its tsconfig.json block has invalid compiler options: ${converted.errors.map((error) => ts.flattenDiagnosticMessageText(error.messageText, '\n')).join('; ')}`,
    );
  }
  const packageJsonText = fence('package.json');
  const packageJson = JSON.parse(packageJsonText) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  return {
    options: converted.options,
    packages: {...packageJson.dependencies, ...packageJson.devDependencies},
    packageJson: packageJsonText,
    tsconfigJson: fence('tsconfig.json'),
  };
}

/**
 * The compiler options of the reader's project, plus where the installed type packages are.
 * `types` is the reader's own list, kept to the `@types/*` packages the reader installs (one
 * they do not install loads nothing there either). Without a list, TypeScript 5 loads every
 * package of the reader's node_modules/@types, which holds just the `@types/*` packages of
 * their package.json: the list stands for that, so the site's other `@types` packages stay out.
 * TypeScript 6 and later load none without a list; tests/unit/reader-project.test.ts compiles
 * the samples with those versions' own `tsc`, from the docs' files as written.
 */
function compilerOptions(root: string, reader: ReaderProject): ts.CompilerOptions {
  const installed = Object.keys(reader.packages)
    .filter((name) => name.startsWith('@types/'))
    .map((name) => name.slice('@types/'.length));
  return {
    ...reader.options,
    noEmit: true,
    types: reader.options.types?.filter((name) => installed.includes(name)) ?? installed,
    typeRoots: [path.join(root, 'node_modules/@types')],
  };
}

/**
 * Every non-partial block of the given sources as its own module of one language service, in
 * the project a reader sets up by following the docs (`readReaderProject`): its compiler options,
 * its `package.json`, and only the packages it installs (`nadle` typed by api/index.ts, and the
 * `@types` packages it lists); any other package import fails as it would there. Each block is
 * `<its own folder>/<its title, or sample.ts>`, and a relative import is resolved by the compiler's
 * own rules as if the other blocks of the same page were files at their titles next to it
 * (`./tasks/greet.js` finds a block titled `tasks/greet.ts`; `./tasks/greet` fails, as under NodeNext).
 */
export class SampleProject {
  private readonly samples = new Map<string, VirtualSample>();
  /** Each sample by its folder: where the blocks of its page appear at their titles. */
  private readonly folders = new Map<string, VirtualSample>();
  private readonly versions = new Map<string, number>();
  private readonly service: ts.LanguageService;
  private readonly virtualRoot: string;
  private readonly apiFile: string;
  private projectVersion = 0;

  constructor(
    private readonly root: string,
    sources: SampleSource[] = [],
    reader: ReaderProject = readReaderProject(root),
  ) {
    this.virtualRoot = path.join(root, '.code-samples');
    this.apiFile = path.join(root, 'api/index.ts');
    const options = compilerOptions(root, reader);
    const virtualPackageJson = path.join(this.virtualRoot, 'package.json');
    const readFile = (file: string): string | undefined =>
      this.samples.get(file)?.block.code ??
      this.pageFileAt(file)?.block.code ??
      (file === virtualPackageJson ? reader.packageJson : ts.sys.readFile(file));
    const resolutionHost: ts.ModuleResolutionHost = {
      fileExists: (file) =>
        this.samples.has(file) ||
        this.pageFileAt(file) !== undefined ||
        file === virtualPackageJson ||
        ts.sys.fileExists(file),
      readFile,
      directoryExists: (dir) =>
        dir === this.virtualRoot || dir.startsWith(this.virtualRoot + path.sep) || ts.sys.directoryExists(dir),
      getDirectories: (dir) => ts.sys.getDirectories(dir),
      realpath: (file) => ts.sys.realpath?.(file) ?? file,
      // Without it the compiler lower-cases paths, and the folders of the blocks (`L12`) would not match.
      useCaseSensitiveFileNames: ts.sys.useCaseSensitiveFileNames,
    };
    const host: ts.LanguageServiceHost = {
      ...resolutionHost,
      useCaseSensitiveFileNames: () => ts.sys.useCaseSensitiveFileNames,
      getProjectVersion: () => String(this.projectVersion),
      getScriptFileNames: () => [...this.samples.keys()],
      getScriptVersion: (file) => String(this.versions.get(file) ?? 0),
      getScriptSnapshot: (file) => {
        const text =
          this.samples.get(file)?.block.code ?? (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);
        return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
      },
      getCurrentDirectory: () => root,
      getCompilationSettings: () => options,
      getDefaultLibFileName: (settings) => ts.getDefaultLibFilePath(settings),
      resolveModuleNameLiterals: (
        literals,
        containingFile,
        redirectedReference,
        compilerOptions,
        containingSourceFile,
      ) =>
        literals.map((literal): ts.ResolvedModuleWithFailedLookupLocations => {
          const specifier = literal.text;
          const unresolved = {resolvedModule: undefined};
          if (!specifier.startsWith('.') && !path.isAbsolute(specifier)) {
            // A package: only those the reader installs. `node:` modules come from @types/node's declarations.
            if (specifier === 'nadle')
              return {resolvedModule: {resolvedFileName: this.apiFile, extension: ts.Extension.Ts}};
            const name = specifier.startsWith('@')
              ? specifier.split('/').slice(0, 2).join('/')
              : specifier.split('/')[0];
            if (name === 'nadle' || !(name in reader.packages)) return unresolved;
          }
          const mode = ts.getModeForUsageLocation(containingSourceFile, literal, compilerOptions);
          const resolved = ts.resolveModuleName(
            specifier,
            containingFile,
            compilerOptions,
            resolutionHost,
            undefined,
            redirectedReference,
            mode,
          );
          const sibling = resolved.resolvedModule && this.pageFileAt(resolved.resolvedModule.resolvedFileName);
          if (!sibling) return resolved;
          return {...resolved, resolvedModule: {...resolved.resolvedModule, resolvedFileName: sibling.fileName}};
        }),
    };
    this.service = ts.createLanguageService(host, ts.createDocumentRegistry());
    for (const source of sources) this.setBlocks(source.path, extractCodeBlocks(source));
  }

  /** Replaces the blocks of one source file (a page as it is now, e.g. after an edit under `docusaurus start`). */
  setBlocks(source: string, blocks: CodeBlock[]): void {
    for (const [fileName, sample] of this.samples) {
      if (sample.block.source !== source) continue;
      this.samples.delete(fileName);
      this.folders.delete(sample.folder);
    }
    for (const block of blocks) {
      if (block.partial) continue;
      const folder = path.join(this.virtualRoot, block.source, `L${block.line}`);
      const fileName = path.join(folder, sampleFileName(block));
      const sample = {block, fileName, folder, annotations: parseAnnotations(block.code)};
      this.samples.set(fileName, sample);
      this.folders.set(folder, sample);
      this.versions.set(fileName, (this.versions.get(fileName) ?? 0) + 1);
    }
    this.projectVersion++;
  }

  /** The compiled sample of this code: of the same source file if it has one, else of any file (an API page shows an api/ @example). */
  find(source: string, code: string): CodeBlock | undefined {
    let anywhere: CodeBlock | undefined;
    for (const {block} of this.samples.values()) {
      if (block.code !== code) continue;
      if (block.source === source) return block;
      anywhere ??= block;
    }
    return anywhere;
  }

  /** Every block's undeclared errors and declared errors that did not occur, plus errors outside the blocks. */
  check(): {checked: number; failures: SampleFailure[]; otherErrors: string[]} {
    const failures = [...this.samples.values()].flatMap((sample) => this.failuresOf(sample));
    const program = this.service.getProgram()!;
    const otherErrors = [...program.getGlobalDiagnostics(), ...program.getOptionsDiagnostics()].map(
      (diagnostic) => `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
    );
    // api/ stands for the declarations the nadle package ships: with the reader's skipLibCheck the
    // compiler skips them, as it would in the reader's project (the site's type check covers them).
    // Without it, an error there shows as an error of no sample.
    for (const file of program.getSourceFiles()) {
      if (this.samples.has(file.fileName) || file.isDeclarationFile || file.fileName.includes('/node_modules/'))
        continue;
      if (program.getCompilerOptions().skipLibCheck && file.fileName.startsWith(path.join(this.root, 'api') + path.sep))
        continue;
      for (const diagnostic of program.getSemanticDiagnostics(file)) {
        const {line, character} = file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
        otherErrors.push(
          `${path.relative(this.root, file.fileName)}:${line + 1}:${character + 1} TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
        );
      }
    }
    return {checked: this.samples.size, failures, otherErrors};
  }

  /** What the reader sees of `block`, and its failures (a block with failures must not be published). */
  view(block: CodeBlock): {view: SampleView; failures: SampleFailure[]} {
    const sample = [...this.samples.values()].find((candidate) => candidate.block === block);
    if (!sample) throw new Error(`${block.source}:${block.line}: this code block is not part of the compiled samples`);
    const {annotations, fileName} = sample;
    const file = this.service.getProgram()!.getSourceFile(fileName)!;
    const at = (position: number) => {
      const {line, character} = file.getLineAndCharacterOfPosition(position);
      return {line: annotations.shownLine[line], column: character};
    };

    const hovers: SampleView['hovers'] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
        const start = node.getStart(file);
        const {line, column} = at(start);
        const info = line >= 0 ? this.quickInfo(fileName, start) : undefined;
        if (info) hovers.push({line, column, length: node.getWidth(file), info});
      }
      ts.forEachChild(node, visit);
    };
    visit(file);

    const queries = annotations.queries.flatMap(({line, column}) => {
      const position = file.getPositionOfLineAndCharacter(line, 0) + column;
      const info = this.quickInfo(fileName, position);
      return info ? [{line: annotations.shownLine[line], column, text: info.signature}] : [];
    });

    const errors = this.diagnosticsOf(sample).flatMap((diagnostic) => {
      const {line, column} = at(diagnostic.start ?? 0);
      if (line < 0) return [];
      return [
        {
          line,
          column,
          length: Math.max(diagnostic.length ?? 1, 1),
          code: diagnostic.code,
          message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
        },
      ];
    });

    return {view: {code: annotations.shownCode, hovers, queries, errors}, failures: this.failuresOf(sample)};
  }

  private diagnosticsOf({fileName}: VirtualSample): ts.Diagnostic[] {
    return [...this.service.getSyntacticDiagnostics(fileName), ...this.service.getSemanticDiagnostics(fileName)].filter(
      (diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error,
    );
  }

  private failuresOf(sample: VirtualSample): SampleFailure[] {
    const {block, annotations} = sample;
    const diagnostics = this.diagnosticsOf(sample);
    const failures: SampleFailure[] = [];
    for (const diagnostic of diagnostics) {
      if (annotations.expectedErrors.includes(diagnostic.code)) continue;
      const {line} = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      failures.push({
        source: block.source,
        blockLine: block.line,
        lineInBlock: line + 1,
        code: diagnostic.code,
        message,
      });
    }
    const directiveLine = declaredErrors(block.code).line;
    for (const code of annotations.expectedErrors) {
      if (diagnostics.some((diagnostic) => diagnostic.code === code)) continue;
      failures.push({
        source: block.source,
        blockLine: block.line,
        lineInBlock: directiveLine,
        code,
        message: `the block expects error TS${code} (// @errors), but the compiler reports none`,
      });
    }
    for (const {line, column} of annotations.queries) {
      const file = this.service.getProgram()!.getSourceFile(sample.fileName)!;
      if (this.quickInfo(sample.fileName, file.getPositionOfLineAndCharacter(line, 0) + column)) continue;
      failures.push({
        source: block.source,
        blockLine: block.line,
        lineInBlock: line + 2,
        code: 0,
        message: 'the // ^? query points at no identifier: put its caret under one on the line above',
      });
    }
    return failures;
  }

  private quickInfo(fileName: string, position: number): QuickInfo | undefined {
    const info = this.service.getQuickInfoAtPosition(fileName, position);
    if (!info?.displayParts?.length) return undefined;
    const signature = ts.displayPartsToString(info.displayParts);
    const docs = docsText(info.documentation ?? [])
      .split(/\n\s*\n/)[0]
      .replace(/\s*\n\s*/g, ' ')
      .trim();
    return {signature, docs, link: this.referenceLink(fileName, position)};
  }

  /** The reference page of the API item at `position`, when it is declared in api/index.ts. */
  private referenceLink(fileName: string, position: number): string | undefined {
    const definition = this.service
      .getDefinitionAtPosition(fileName, position)
      ?.find((entry) => entry.fileName === this.apiFile);
    if (!definition) return undefined;
    const api = this.service.getProgram()!.getSourceFile(this.apiFile)!;
    const page = referencePath(ts, api, definition.textSpan.start);
    return page && `/${page}`;
  }

  /**
   * The block that `file` stands for when it lies in another block's folder: a block of the same
   * page whose title is that path relative to the folder (the nearest one above, when several are).
   */
  private pageFileAt(file: string): VirtualSample | undefined {
    let folder = path.dirname(file);
    while (folder.startsWith(this.virtualRoot + path.sep) && !this.folders.has(folder)) folder = path.dirname(folder);
    const importer = this.folders.get(folder);
    if (!importer) return undefined;
    const title = path.relative(folder, file).split(path.sep).join('/');
    const sibling = siblingBlockAt(
      [...this.samples.values()].map((sample) => sample.block),
      importer.block,
      title,
    );
    return sibling && [...this.samples.values()].find((sample) => sample.block === sibling);
  }
}

/**
 * The block of `importer`'s page that a file at `title` (a path relative to `importer`'s folder)
 * stands for: one titled so, the nearest one above `importer` when several are, else the first.
 */
export function siblingBlockAt(blocks: CodeBlock[], importer: CodeBlock, title: string): CodeBlock | undefined {
  const matches = blocks.filter(
    (block) =>
      block !== importer &&
      !block.partial &&
      block.source === importer.source &&
      block.title !== undefined &&
      path.posix.normalize(block.title) === title,
  );
  return matches.filter((block) => block.line < importer.line).at(-1) ?? matches[0];
}

/** The error codes a block declares with `// @errors:`, and the 1-based line of its first such comment (0 when none). */
export function declaredErrors(code: string): {codes: number[]; line: number} {
  return {
    codes: parseAnnotations(code).expectedErrors,
    line: code.split('\n').findIndex((line) => ERRORS_DIRECTIVE.test(line)) + 1,
  };
}

/** TSDoc as text, with each `{@link Target text}` as its text, or its target when it has none. */
function docsText(parts: ts.SymbolDisplayPart[]): string {
  let text = '';
  let link: {name: string; text: string} | undefined;
  for (const part of parts) {
    if (part.kind === 'link') {
      if (part.text.startsWith('{@')) link = {name: '', text: ''};
      else if (link) {
        text += link.text.trim() || link.name;
        link = undefined;
      }
    } else if (link && part.kind === 'linkText') link.text += part.text;
    else if (link) link.name += part.text;
    else text += part.text;
  }
  return text;
}

/** The block's title as a path inside its folder (`tasks/greet.ts`), or `sample.ts`. */
export function sampleFileName(block: CodeBlock): string {
  const titled = block.title ? path.posix.normalize(block.title).replace(/^(\.\.\/)+|^\//, '') : undefined;
  if (titled && TS_EXTENSIONS.includes(path.posix.extname(titled))) {
    return titled;
  }
  const base = titled ? titled.replace(/\.[^.]*$/, '') : 'sample';
  return `${base}.${block.lang === 'tsx' ? 'tsx' : 'ts'}`;
}

export function formatFailure(failure: SampleFailure): string {
  const fileLine = failure.blockLine + failure.lineInBlock;
  return `${failure.source}:${fileLine} (code block at line ${failure.blockLine}, line ${failure.lineInBlock} of the block) TS${failure.code}: ${failure.message}`;
}
