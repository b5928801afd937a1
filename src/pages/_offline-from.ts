// The "try again" address of the offline page (offline.tsx): the `from` query
// parameter the offline-reading worker sets, or anything a link may put there.
// Only a path of this site passes; a value a browser would read as another
// origin (`//evil`, `/\evil`, which browsers read as `//evil`, `https://evil`,
// the same with tabs or line breaks in it, which URL parsing drops) does not.

/** The path to try again, when `from` is a path of the site at `origin`; else undefined. */
export function sameSitePath(from: string | null | undefined, origin: string): string | undefined {
  if (!from || !from.startsWith('/') || from.length > 2048) return undefined;
  // Control characters and backslashes: the URL parser drops or rewrites them, so what
  // is shown would not be where the link goes; no address of the site needs them.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(from) || from.startsWith('//')) return undefined;
  let url: URL;
  try {
    url = new URL(from, origin);
  } catch {
    return undefined;
  }
  // Dot segments can leave a path that starts with "//" (`/.//evil`), another origin as a link.
  if (url.origin !== origin || url.pathname.startsWith('//')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
