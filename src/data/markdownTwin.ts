// Where the Markdown twin of a page is served. The build writes each twin there
// (plugins/llms) and the Copy page menu fetches and links it, so both use this one rule.

/**
 * The route with ".md" instead of its trailing slashes: "/docs/intro" → "/docs/intro.md",
 * "/docs/api/index/" → "/docs/api/index.md"; the root route "/" → "/index.md".
 */
export function markdownTwinPath(route: string): string {
  return `${route.replace(/\/+$/, '') || '/index'}.md`;
}
