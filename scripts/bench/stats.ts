// The figures every benchmark and the relevance test compute from their
// measures: percentiles and the median of timings, and success@3 and MRR of
// search ranks.

/**
 * The nearest-rank percentile: the smallest measured value with at least
 * `p` percent of the values at or below it (NaN when there is none).
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The middle value, or the mean of the two middle values of an even count (NaN when there is none). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A search's rank: the 1-based position of the first expected page among the results, null when none is listed. */
export type Rank = number | null;

/** The share of searches with an expected page among the first 3 results. */
export function successAt3(ranks: Iterable<Rank>): number {
  const list = [...ranks];
  return list.filter((rank) => rank !== null && rank <= 3).length / list.length;
}

/** Mean reciprocal rank: the mean of 1/rank, a search with no expected page counting 0. */
export function mrr(ranks: Iterable<Rank>): number {
  const list = [...ranks];
  return list.reduce<number>((sum, rank) => sum + (rank === null ? 0 : 1 / rank), 0) / list.length;
}
