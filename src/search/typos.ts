// Typo tolerance of the local engine. MiniSearch's fuzzy matching counts edits
// with the Levenshtein distance, where swapping two neighbouring letters
// ("instlal" for "install") costs two edits, so a one-typo budget misses the
// most common slip. This pass measures the optimal string alignment distance
// instead (Damerau-Levenshtein without repeated edits of one substring): a
// swap, a dropped, an added or a changed letter each count as one.

/** Optimal string alignment distance of a and b, or max + 1 as soon as it must exceed max. */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rows of the dynamic-programming table: two back (for swaps), previous, current.
  let twoBack: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, twoBack[j - 2] + 1);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    twoBack = previous;
    previous = current;
  }
  return previous[b.length];
}

/**
 * The words of `vocabulary` within `max` typos of `term`, closest first. Only
 * words sharing the term's first letter or its second (a slip on the first
 * letter is rare, a swap of the first two is not) are measured, which keeps
 * the pass under a millisecond for a vocabulary of some thousand words.
 */
export function typoCandidates(term: string, vocabulary: readonly string[], max: number): string[] {
  const found: [string, number][] = [];
  for (const word of vocabulary) {
    if (word[0] !== term[0] && word[0] !== term[1]) continue;
    if (Math.abs(word.length - term.length) > max) continue;
    const distance = typoDistance(term, word, max);
    if (distance <= max) found.push([word, distance]);
  }
  return found.sort((a, b) => a[1] - b[1]).map(([word]) => word);
}
