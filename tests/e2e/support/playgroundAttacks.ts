// What the playground's attack tests share: config code that leaves the interpreter, and
// links made without the playground's checks. Used by the browser specs and the unit
// test of link reading.
import {SHARE_HASH_PREFIX} from '../../../src/components/Playground/shareLink';

/**
 * Config code that finds the interpreter's way out: the worker's real global object,
 * which sval keeps on the prototype chain of its sandbox under a key "window…".
 * Falls back to the sandbox's own global. `reach(name)` then reads a capability past
 * anything that shadows it, as the reported exploit did.
 */
export const ESCAPE_TO_REAL_GLOBAL = `
const realGlobal: any = (() => {
  for (let scope: any = globalThis; scope; scope = Object.getPrototypeOf(scope)) {
    for (const key of Object.getOwnPropertyNames(scope)) {
      if (!key.startsWith("window")) continue;
      try {
        const value = scope[key];
        if (value && typeof value.postMessage === "function") return value;
      } catch {}
    }
  }
  return globalThis;
})();
/** A property of the real global, read past anything that shadows it, from the getter on its prototype chain. */
const reach = (name: string): any => {
  for (let scope: any = realGlobal; scope; scope = Object.getPrototypeOf(scope)) {
    const descriptor = Object.getOwnPropertyDescriptor(scope, name);
    if (descriptor?.get) return descriptor.get.call(realGlobal);
    if (descriptor?.value !== undefined) return descriptor.value;
  }
  return undefined;
};
`;

/** A link holding any value, deflated as the playground makes its links but without its checks. */
export async function rawShareLink(value: unknown): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(value));
  const stream = new Blob([json]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return SHARE_HASH_PREFIX + Buffer.from(await new Response(stream).arrayBuffer()).toString('base64url');
}
