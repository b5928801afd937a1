// Runs one nadle.config.ts of the reader's with a recording stand-in for `nadle`:
// the TypeScript is stripped to JavaScript (sucrase), then interpreted by sval, a
// JavaScript interpreter, so that the page's Content-Security-Policy needs no
// 'unsafe-eval' and the code sees only what is handed to it. Nothing it registers
// is run: the stand-in records the registrations. The config's string concatenations
// are charged against the realm's allocation budget, and its loop turns and calls
// counted against a step limit (realm/instrumentConfig.ts).
import Sval from 'sval';
import {transform} from 'sucrase';

import {createNadleStandIn, NadleModelError, type ConfigRecording} from '../../../nadle-model';
import {chargeResult} from '../realm/allocationBudget';
import {CHARGE_FUNCTION, countStep, instrumentConfig, STEP_FUNCTION} from '../realm/instrumentConfig';

/** Why a config file gave no registrations: it does not parse, or it threw while running. */
export class ConfigFileError extends Error {
  constructor(
    readonly file: string,
    readonly kind: 'syntax' | 'thrown',
    message: string,
  ) {
    super(message);
    this.name = 'ConfigFileError';
  }
}

const NOTHING_RUNS = 'the playground plans runs but never runs task code';

/**
 * A Node.js built-in module as a config file sees it here: importing it works, and
 * calling one of its functions throws, because no such call happens while Nadle only
 * plans (task bodies are never run).
 */
function builtInModule(specifier: string): Record<string, unknown> {
  return new Proxy(
    {},
    {
      get(_target, member) {
        if (member === '__esModule' || typeof member === 'symbol') return undefined;
        return () => {
          throw new Error(`${String(member)} from "${specifier}" cannot be called here: ${NOTHING_RUNS}.`);
        };
      },
    },
  );
}

function moduleFor(specifier: string, nadle: Record<string, unknown>): unknown {
  if (specifier === 'nadle') return nadle;
  if (specifier.startsWith('node:')) return builtInModule(specifier);
  throw new Error(
    `Cannot import "${specifier}" in the playground: a config here can import "nadle" and Node.js built-ins (node:…), nothing else.`,
  );
}

/** JavaScript for a config file written in TypeScript, with its imports turned into require() calls. */
export function stripTypes(file: string, source: string): string {
  try {
    return transform(source, {transforms: ['typescript', 'imports'], filePath: file}).code;
  } catch (error) {
    // sucrase prefixes "Error transforming <file>: "; the file is named once, by the caller.
    const message = (error as Error).message.replace(/^Error transforming [^:]*: /, '');
    throw new ConfigFileError(file, 'syntax', `SyntaxError: ${message}`);
  }
}

function describeThrown(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  return `Uncaught ${typeof value === 'string' ? JSON.stringify(value) : String(value)}`;
}

/**
 * Evaluates a config file and returns what it registered. An error of Nadle's own
 * (an invalid task name) is thrown as the stand-in raised it; anything else the file
 * throws, or a file that does not parse, is a ConfigFileError naming the file.
 */
export function evaluateConfig(file: string, source: string): ConfigRecording {
  const code = stripTypes(file, source);
  const standIn = createNadleStandIn();
  const interpreter = new Sval({ecmaVer: 'latest', sourceType: 'script', sandBox: true});
  interpreter.import({
    require: (specifier: string) => moduleFor(specifier, standIn.module),
    [CHARGE_FUNCTION]: chargeResult,
    [STEP_FUNCTION]: countStep,
  });
  try {
    const program = interpreter.parse(code);
    instrumentConfig(program);
    interpreter.run(program);
  } catch (error) {
    if (error instanceof NadleModelError) throw error;
    const kind = error instanceof SyntaxError ? 'syntax' : 'thrown';
    throw new ConfigFileError(file, kind, describeThrown(error));
  }
  return standIn.recording();
}
