// Reading what the reader types after the `nadle` prompt.

/** The words of a command line, with "…" and '…' quoting; a leading `nadle` is dropped. */
export function splitCommandLine(line: string): string[] {
  const words: string[] = [];
  for (const match of line.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)) words.push(match[1] ?? match[2] ?? match[3]);
  return words[0] === 'nadle' ? words.slice(1) : words;
}
