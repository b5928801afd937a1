// Syntax highlighting at build time. Prism tokenizes each code block of the
// Markdown and MDX pages while they compile, and the tokens travel in the page's
// own chunk as a compact string, so the browser never downloads Prism for them
// (about 26 KB gzip that every page would otherwise load). The format, per line
// (lines joined by "\n"), is its tokens joined by " ", each `types:length`, with
// types joined by "." and length "e" for Prism's empty-line token.
// src/theme/CodeBlock/Content decodes it against the code it shows.

/** A token as prism-react-renderer's normalizeTokens returns it. */
export interface LineToken {
  types: string[];
  content: string;
  empty?: boolean;
}

export function encodeTokens(lines: readonly (readonly LineToken[])[]): string {
  return lines
    .map((line) =>
      line.map((token) => `${token.types.flat().join('.')}:${token.empty ? 'e' : token.content.length}`).join(' '),
    )
    .join('\n');
}

/**
 * The lines of tokens for `code`, or undefined when the encoded tokens do not
 * spell exactly that code (for example once the theme has removed magic
 * comments): the caller then highlights at run time.
 */
export function decodeTokens(encoded: string, code: string): LineToken[][] | undefined {
  const codeLines = code.split(/\r\n|\r|\n/);
  const encodedLines = encoded.split('\n');
  if (encodedLines.length !== codeLines.length) return undefined;
  const lines: LineToken[][] = [];
  for (const [index, encodedLine] of encodedLines.entries()) {
    const text = codeLines[index];
    const line: LineToken[] = [];
    let offset = 0;
    for (const encodedToken of encodedLine === '' ? [] : encodedLine.split(' ')) {
      const separator = encodedToken.lastIndexOf(':');
      if (separator < 1) return undefined;
      const types = encodedToken.slice(0, separator).split('.');
      const length = encodedToken.slice(separator + 1);
      if (length === 'e') {
        line.push({types, content: '\n', empty: true});
        continue;
      }
      const size = Number(length);
      if (!Number.isInteger(size) || size < 0) return undefined;
      line.push({types, content: text.slice(offset, offset + size)});
      offset += size;
    }
    if (offset !== text.length) return undefined;
    lines.push(line);
  }
  return lines;
}
