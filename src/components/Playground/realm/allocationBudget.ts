// A bound on the memory a config can have made in one evaluation. A worker that runs
// out of heap takes the whole tab down with it in browsers that keep a sandboxed frame
// in the page's process (Chromium does), so the bound must hold before the heap runs
// out. Everything that makes a large string, array or buffer in one native step, which
// the interpreter cannot slow down, is charged against one budget: the built-ins below
// (installed in the realm's worker) and the config's own string concatenation
// (instrumentConfig.ts). Once the budget is spent, the next charge throws a
// RangeError that says why. What a config builds a piece at a time runs at the
// interpreter's pace, which the page's time limit stops.

/** Bytes a config may have made in one evaluation: strings at 1 byte a character, array elements at 8. */
export const ALLOCATION_BUDGET_BYTES = 256 * 1024 * 1024;

/** Part of the message of the RangeError a spent budget raises. */
export const BUDGET_SPENT = 'more memory than the playground allows a config';

const megabytes = (bytes: number) => `${Math.ceil(bytes / (1024 * 1024))} MB`;

let limit = ALLOCATION_BUDGET_BYTES;
let spent = 0;

/** Starts a new budget (a fresh realm starts with one); for tests, with another limit. */
export function resetAllocationBudget(bytes = ALLOCATION_BUDGET_BYTES): void {
  limit = bytes;
  spent = 0;
}

export function allocationSpent(): number {
  return spent;
}

function charge(bytes: number): void {
  if (!(bytes > 0)) return;
  if (spent + bytes > limit) {
    throw new RangeError(
      `This config asks for ${megabytes(spent + bytes)}: ${BUDGET_SPENT} (${megabytes(limit)} in all).`,
    );
  }
  spent += bytes;
}

/** What a value made costs: a string's characters, an array's elements, a buffer's bytes. */
function cost(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (Array.isArray(value)) return value.length * 8;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value instanceof ArrayBuffer) return value.byteLength;
  return 0;
}

/** Charges a value that was just made and returns it; what the config's concatenations call. */
export function chargeResult<T>(value: T): T {
  charge(cost(value));
  return value;
}

type AnyFunction = (this: unknown, ...args: unknown[]) => unknown;

const positive = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
};
const lengthOf = (value: unknown) => positive((value as {length?: unknown} | null | undefined)?.length);

/**
 * Replaces a method with one that charges its result, and first what it is known to
 * make (`ahead`), so that one call cannot make a huge value before it is charged.
 */
function guard(owner: object, name: string, ahead?: (self: unknown, args: unknown[]) => number): void {
  const original = (owner as Record<string, AnyFunction>)[name];
  if (typeof original !== 'function') return;
  const guarded = {
    [name](this: unknown, ...args: unknown[]) {
      const known = ahead ? ahead(this, args) : 0;
      charge(known);
      const result = original.apply(this, args);
      charge(cost(result) - known);
      return result;
    },
  }[name];
  Object.defineProperty(owner, name, {configurable: true, writable: true, value: guarded});
}

/** Installs the budget on this realm's built-ins: call once, in a fresh worker, before any of the reader's code runs. */
export function installAllocationBudget(): void {
  resetAllocationBudget();
  const strings = String.prototype;
  guard(strings, 'repeat', (self, [count]) => String(self).length * positive(count));
  guard(strings, 'padStart', (_self, [target]) => positive(target));
  guard(strings, 'padEnd', (_self, [target]) => positive(target));
  for (const name of [
    'concat',
    'split',
    'replace',
    'replaceAll',
    'normalize',
    'toUpperCase',
    'toLowerCase',
    'toLocaleUpperCase',
    'toLocaleLowerCase',
    'match',
    'toWellFormed',
  ]) {
    guard(strings, name);
  }
  guard(String, 'fromCharCode');
  guard(String, 'fromCodePoint');
  guard(String, 'raw');

  const arrays = Array.prototype;
  guard(arrays, 'fill', (self) => lengthOf(self) * 8);
  for (const name of [
    'join',
    'toString',
    'toLocaleString',
    'concat',
    'flat',
    'slice',
    'map',
    'filter',
    'toSorted',
    'toReversed',
    'toSpliced',
    'with',
    'splice',
  ]) {
    guard(arrays, name);
  }
  guard(Array, 'from');
  guard(Array, 'of');
  for (const name of ['keys', 'values', 'entries', 'getOwnPropertyNames']) guard(Object, name);
  guard(JSON, 'stringify');
  guard(JSON, 'parse');
  const scope = globalThis as unknown as Record<string, unknown>;
  for (const name of ['btoa', 'atob']) if (typeof scope[name] === 'function') guard(scope, name);
  if (typeof TextEncoder === 'function') guard(TextEncoder.prototype, 'encode');
  // Copies a whole value graph in one native step; no config needs it.
  delete scope.structuredClone;

  // Buffers are made whole at once: charged before they are made.
  const typedArrays = [
    'Int8Array',
    'Uint8Array',
    'Uint8ClampedArray',
    'Int16Array',
    'Uint16Array',
    'Int32Array',
    'Uint32Array',
    'Float32Array',
    'Float64Array',
    'BigInt64Array',
    'BigUint64Array',
    'Float16Array',
  ];
  for (const name of ['ArrayBuffer', 'SharedArrayBuffer', ...typedArrays]) {
    const original = scope[name] as (new (...args: unknown[]) => object) | undefined;
    if (typeof original !== 'function') continue;
    const elementSize = (original as unknown as {BYTES_PER_ELEMENT?: number}).BYTES_PER_ELEMENT ?? 1;
    const guardedConstructor: unknown = new Proxy(original, {
      construct(target, args, newTarget) {
        const [first] = args as unknown[];
        charge((typeof first === 'number' ? positive(first) : lengthOf(first)) * elementSize);
        return Reflect.construct(target, args, newTarget === guardedConstructor ? target : newTarget) as object;
      },
    });
    Object.defineProperty(scope, name, {configurable: true, writable: true, value: guardedConstructor});
  }
}
