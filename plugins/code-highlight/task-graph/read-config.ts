// Reads what a `nadle.config.ts` sample registers without running any task: the sample is
// transpiled with TypeScript and evaluated in a fresh `node:vm` context with a short timeout,
// where `import … from "nadle"` gives the planning model's stand-in (it records registrations
// and never calls a task body) and `node:*` imports give inert objects. Nothing of the build
// process (its globals, `process`, `require`) is reachable from the sample.
import vm from 'node:vm';

import ts from 'typescript';

import type {ConfigRecording, NadleStandIn} from './model';

/** How long a sample's top level may run before the build gives up on it. */
const EVALUATION_TIMEOUT_MS = 1000;

/** A sample that cannot be read: its code throws, imports something unknown, or never finishes. */
export class SampleReadError extends Error {}

/**
 * An object that is callable, constructible and has every property, each again such an
 * object: what a config gets for `node:fs`, `node:path` and the like, so that a top-level
 * `path.join(...)` or `fs.readFileSync(...)` evaluates without touching the machine.
 */
function inertModule(context: vm.Context): unknown {
  const make = vm.runInContext(
    `(function make() {
      const target = function () {};
      return new Proxy(target, {
        get(_, key) {
          if (key === Symbol.toPrimitive) return () => '';
          if (key === 'then') return undefined;
          if (key === '__esModule') return false;
          return make();
        },
        apply() { return make(); },
        construct() { return make(); },
        has() { return true; },
      });
    })`,
    context,
  ) as () => unknown;
  return make();
}

/**
 * Evaluates `code` (TypeScript, the whole sample including lines above `// ---cut---`) with
 * `standIn`'s module as "nadle", and returns what it registered.
 */
export function readConfigSample(code: string, standIn: NadleStandIn, fileName = 'nadle.config.ts'): ConfigRecording {
  const {outputText, diagnostics} = ts.transpileModule(code, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true},
  });
  const syntaxError = diagnostics?.find((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
  if (syntaxError) throw new SampleReadError(ts.flattenDiagnosticMessageText(syntaxError.messageText, '\n'));

  const context = vm.createContext({console: {log() {}, info() {}, warn() {}, error() {}, debug() {}}});
  const requireInSample = (specifier: string): unknown => {
    if (specifier === 'nadle') return standIn.module;
    if (specifier.startsWith('node:')) return inertModule(context);
    throw new SampleReadError(
      `the sample imports "${specifier}"; a sample drawn as a task graph may import only "nadle" and node:* modules`,
    );
  };
  const module = {exports: {}};
  context.__sample = {exports: module.exports, require: requireInSample, module};
  try {
    // The whole top level runs inside runInContext, so the timeout covers it.
    vm.runInContext(
      `(function (exports, require, module) {${outputText}\n})(__sample.exports, __sample.require, __sample.module)`,
      context,
      {
        filename: fileName,
        timeout: EVALUATION_TIMEOUT_MS,
      },
    );
  } catch (error) {
    if (error instanceof SampleReadError || isNadleError(error)) throw error;
    // An error of the sample's own realm is not an instance of this realm's Error.
    const message = (error as {message?: unknown} | null)?.message;
    throw new SampleReadError(`evaluating the sample failed: ${typeof message === 'string' ? message : String(error)}`);
  }
  return standIn.recording();
}

/** Errors thrown by the stand-in carry Nadle's own text; anything else is a bug in the sample. */
export function isNadleError(error: unknown): error is Error {
  return error instanceof Error && (error.name === 'NadleModelError' || error.constructor?.name === 'NadleModelError');
}
