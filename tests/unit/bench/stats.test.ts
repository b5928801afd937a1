// The figures the benchmarks and the relevance test compute: percentiles and
// medians of timings, and success@3 and MRR of search ranks.
import {describe, expect, it} from 'vitest';

import {median, mrr, percentile, successAt3} from '../../../scripts/bench/stats';

describe('percentile', () => {
  const tenValues = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];

  it.each([
    [50, 5],
    [90, 9],
    [95, 10],
    [100, 10],
    [1, 1],
  ])('p%i of 1..10 (in any order) is the measured value %i', (p, expected) => {
    expect(percentile(tenValues, p)).toBe(expected);
  });

  it('is a measured value, never one between two (nearest rank)', () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([3, 100], 95)).toBe(100);
  });

  it('leaves its input in the order given', () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });

  it('is NaN with no value', () => {
    expect(percentile([], 95)).toBeNaN();
  });
});

describe('median', () => {
  it('is the middle value of an odd count', () => {
    expect(median([7, 1, 5])).toBe(5);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([40, 10, 30, 20])).toBe(25);
  });

  it('is NaN with no value', () => {
    expect(median([])).toBeNaN();
  });
});

describe('success@3 and MRR', () => {
  const ranks = [1, 2, 3, 4, null];

  it('success@3 is the share of searches with an expected page among the first 3', () => {
    expect(successAt3(ranks)).toBe(3 / 5);
  });

  it('MRR is the mean of 1/rank, a search with no expected page counting 0', () => {
    expect(mrr(ranks)).toBeCloseTo((1 + 1 / 2 + 1 / 3 + 1 / 4 + 0) / 5, 12);
  });

  it('take any iterable of ranks, such as the values of a map', () => {
    const byQuery = new Map<string, number | null>([
      ['a', 1],
      ['b', null],
    ]);
    expect(successAt3(byQuery.values())).toBe(0.5);
    expect(mrr(byQuery.values())).toBe(0.5);
  });
});
