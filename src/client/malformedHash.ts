// Keeps a malformed address fragment (`#%`, `#%zz`) from crashing the page.
// After every client-side navigation Docusaurus decodes `location.hash` with
// decodeURIComponent to scroll to its target, and a `%` that starts no valid
// escape makes that throw, which replaces the page with the crash screen. This
// module runs before the router starts listening to history changes, so its
// listener sees each change first: it rewrites such a fragment in place (each
// stray `%` becomes `%25`, the escape of `%` itself), and the router only ever
// reads a fragment it can decode. Valid fragments are left as they are.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

function decodes(fragment: string): boolean {
  try {
    decodeURIComponent(fragment);
    return true;
  } catch {
    return false;
  }
}

/** The fragment (without `#`) with its malformed escapes encoded, or undefined if it decodes as it is. */
export function repairFragment(fragment: string): string | undefined {
  if (decodes(fragment)) return undefined;
  const strayPercentsEncoded = fragment.replace(/%(?![0-9A-Fa-f]{2})/g, '%25');
  // Well-formed escapes can still spell invalid UTF-8 (`%C3` alone): then every `%` is taken literally.
  return decodes(strayPercentsEncoded) ? strayPercentsEncoded : fragment.replace(/%/g, '%25');
}

function repairLocationHash(): void {
  const repaired = repairFragment(window.location.hash.slice(1));
  if (repaired === undefined) return;
  const {pathname, search} = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}#${repaired}`);
}

if (ExecutionEnvironment.canUseDOM) {
  // Chrome and Firefox report a fragment change as popstate; hashchange covers browsers that do not.
  window.addEventListener('popstate', repairLocationHash);
  window.addEventListener('hashchange', repairLocationHash);
}
