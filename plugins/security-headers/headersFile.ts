// Reads and writes the `_headers` file of Netlify and Cloudflare Pages: a URL
// pattern on its own line, then indented `Name: value` lines that apply to every
// path it matches. A pattern is an exact path or ends with `*` (any rest).

export interface HeadersRule {
  /** URL path pattern, e.g. "/*" or "/assets/*". */
  pattern: string;
  /** Header names and values. */
  headers: Record<string, string>;
}

export function formatHeadersFile(rules: HeadersRule[]): string {
  const blocks = rules.map(({pattern, headers}) => {
    const lines = Object.entries(headers).map(([name, value]) => {
      if (/[\r\n]/.test(value)) {
        throw new Error(`Header ${name} has a line break in its value, which the _headers format cannot hold.`);
      }
      return `  ${name}: ${value}`;
    });
    return [pattern, ...lines].join('\n');
  });
  return `${blocks.join('\n\n')}\n`;
}

export function parseHeadersFile(text: string): HeadersRule[] {
  const rules: HeadersRule[] = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({pattern: line.trim(), headers: {}});
      continue;
    }
    const current = rules.at(-1);
    const separator = line.indexOf(':');
    if (!current || separator === -1) {
      throw new Error(`_headers line ${index + 1} is neither a URL pattern nor an indented "Name: value": ${line}`);
    }
    current.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

function patternMatches(pattern: string, urlPath: string): boolean {
  return pattern.endsWith('*') ? urlPath.startsWith(pattern.slice(0, -1)) : urlPath === pattern;
}

/** The headers a host sends for a path: those of every matching rule, later rules winning. */
export function headersForPath(rules: HeadersRule[], urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) if (patternMatches(rule.pattern, urlPath)) Object.assign(headers, rule.headers);
  return headers;
}
