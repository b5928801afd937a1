// Module hooks registered by ts-loader.mjs.
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {fileURLToPath} from 'node:url';

import ts from 'typescript';

const TS_FILE = /\.(?:ts|tsx|mts)$/;

// Site code imports siblings without an extension (as webpack allows): try .ts, .tsx, /index.ts.
export async function resolve(specifier, context, nextResolve) {
  const fromTs = context.parentURL !== undefined && TS_FILE.test(context.parentURL);
  if (fromTs && (specifier.startsWith('./') || specifier.startsWith('../')) && !/\.[cm]?[jt]sx?$|\.json$/.test(specifier)) {
    for (const suffix of ['.ts', '.tsx', '/index.ts']) {
      const url = new URL(specifier + suffix, context.parentURL);
      if (existsSync(fileURLToPath(url))) return {url: url.href, shortCircuit: true};
    }
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!TS_FILE.test(url) || url.includes('/node_modules/')) return nextLoad(url, context);
  const source = await readFile(fileURLToPath(url), 'utf8');
  const {outputText} = ts.transpileModule(source, {
    fileName: fileURLToPath(url),
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      verbatimModuleSyntax: false,
      sourceMap: false,
      inlineSourceMap: true,
    },
  });
  return {format: 'module', source: outputText, shortCircuit: true};
}
