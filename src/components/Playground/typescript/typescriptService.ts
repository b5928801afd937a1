// The TypeScript side of the playground, free of any worker or DOM: a language service
// over an in-memory file system (@typescript/vfs) that holds the standard library, the
// Nadle API as the `nadle` module, and the reader's config files. It answers the
// compiler's diagnostics of a file and the quick info at a position.
import {createSystem, createVirtualTypeScriptEnvironment, type VirtualTypeScriptEnvironment} from '@typescript/vfs';
import type ts from 'typescript';

import {referencePath} from '../../../data/apiReference';

export interface PlaygroundDiagnostic {
  /** Offsets in the file's text. */
  from: number;
  to: number;
  code: number;
  severity: 'error' | 'warning';
  message: string;
}

/** A piece of a documentation comment: text, code (a backtick span) or a `{@link}`. */
export interface DocPart {
  kind: 'text' | 'code' | 'link';
  text: string;
  /** A link's reference page, relative to the site's base URL, when the API reference has one. */
  path?: string;
}

export interface PlaygroundQuickInfo {
  from: number;
  to: number;
  /** The signature, as an editor shows it. */
  signature: string;
  /** The documentation comment, in pieces to show. */
  docs: DocPart[];
}

const API_FILE = '/nadle/index.ts';

/** Text with its backtick spans as code. */
function textParts(text: string): DocPart[] {
  return text
    .split(/(`[^`\n]+`)/)
    .filter(Boolean)
    .map((piece) => (/^`[^`]+`$/.test(piece) ? {kind: 'code', text: piece.slice(1, -1)} : {kind: 'text', text: piece}));
}

/** The plain text of a documentation comment, for a screen reader's announcement. */
export function docText(parts: DocPart[]): string {
  return parts.map((part) => part.text).join('');
}

/** The config files live at the root of the virtual file system, like the project's own paths. */
export const projectPath = (file: string) => `/project/${file}`;

const NODE_BUILT_INS_FILE = '/node-built-ins.d.ts';

// What the check knows of Node.js: the timer the example imports, typed as Node.js
// types it, and every other built-in module (`node:…`) as untyped, so that importing
// one is not an error here. The site ships no Node.js declarations to the browser.
export const NODE_BUILT_INS = `declare module 'node:timers/promises' {
  /** Resolves with \`value\` after \`delay\` milliseconds. */
  export function setTimeout<T = void>(delay?: number, value?: T, options?: {signal?: unknown; ref?: boolean}): Promise<T>;
}

declare module 'node:*';

/** The environment of the process; only \`env\`, \`cwd()\` and \`platform\` are known to the playground. */
declare var process: {
  env: Record<string, string | undefined>;
  cwd(): string;
  platform: string;
};
`;

function compilerOptions(typescript: typeof ts): ts.CompilerOptions {
  return {
    strict: true,
    target: typescript.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
    module: typescript.ModuleKind.ESNext,
    moduleResolution: typescript.ModuleResolutionKind.Bundler,
    moduleDetection: typescript.ModuleDetectionKind.Force,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    baseUrl: '/',
    paths: {nadle: [API_FILE]},
  };
}

export class TypeScriptService {
  private readonly env: VirtualTypeScriptEnvironment;
  private readonly known = new Set<string>();

  /**
   * @param typescript the compiler module
   * @param libraryFiles the standard library and the Nadle API, by virtual path
   */
  constructor(
    private readonly typescript: typeof ts,
    libraryFiles: Readonly<Record<string, string>>,
  ) {
    const system = createSystem(new Map([...Object.entries(libraryFiles), [NODE_BUILT_INS_FILE, NODE_BUILT_INS]]));
    this.env = createVirtualTypeScriptEnvironment(
      system,
      [NODE_BUILT_INS_FILE],
      typescript,
      compilerOptions(typescript),
    );
  }

  /** Makes the service see `text` as the content of the project file `file`. */
  setFile(file: string, text: string): void {
    const path = projectPath(file);
    if (this.known.has(path)) {
      // An empty file cannot be "updated" by the environment; give it one space instead.
      this.env.updateFile(path, text === '' ? ' ' : text);
    } else {
      this.env.createFile(path, text === '' ? ' ' : text);
      this.known.add(path);
    }
  }

  diagnostics(file: string): PlaygroundDiagnostic[] {
    const path = projectPath(file);
    const service = this.env.languageService;
    return [...service.getSyntacticDiagnostics(path), ...service.getSemanticDiagnostics(path)].map((diagnostic) => {
      const from = diagnostic.start ?? 0;
      return {
        from,
        to: from + (diagnostic.length ?? 0),
        code: diagnostic.code,
        severity: diagnostic.category === this.typescript.DiagnosticCategory.Error ? 'error' : 'warning',
        message: this.typescript.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
      };
    });
  }

  quickInfo(file: string, position: number): PlaygroundQuickInfo | undefined {
    const info = this.env.languageService.getQuickInfoAtPosition(projectPath(file), position);
    if (!info) return undefined;
    return {
      from: info.textSpan.start,
      to: info.textSpan.start + info.textSpan.length,
      signature: this.typescript.displayPartsToString(info.displayParts),
      docs: this.docParts(info.documentation ?? []),
    };
  }

  /** A comment's parts: `{@link X | label}` comes as link, linkName (with its target) and linkText parts. */
  private docParts(parts: ts.SymbolDisplayPart[]): DocPart[] {
    const pieces: DocPart[] = [];
    let link: DocPart | undefined;
    for (const part of parts) {
      if (part.kind === 'link') {
        // The opening and the closing brace of a link.
        if (link) pieces.push(link);
        link = link ? undefined : {kind: 'link', text: ''};
      } else if (link && part.kind === 'linkName') {
        link.text = part.text;
        link.path = this.referenceOf((part as ts.JSDocLinkDisplayPart).target);
      } else if (link && part.kind === 'linkText') {
        link.text = part.text.replace(/^\|\s*/, '');
      } else {
        pieces.push(...textParts(part.text));
      }
    }
    return pieces.filter((piece) => piece.text !== '');
  }

  private referenceOf(target: ts.DocumentSpan | undefined): string | undefined {
    if (target?.fileName !== API_FILE) return undefined;
    const api = this.env.languageService.getProgram()?.getSourceFile(API_FILE);
    return api && referencePath(this.typescript, api, target.textSpan.start);
  }
}
