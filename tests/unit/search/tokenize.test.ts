import {describe, expect, it} from 'vitest';

import {indexTerms, queryWords, STOP_WORDS, tokenize} from '../../../src/search/tokenize';

describe('tokenize', () => {
  it('splits text into words with their offsets', () => {
    expect(tokenize('Run nadle, then build.')).toEqual([
      {text: 'Run', start: 0, terms: ['run']},
      {text: 'nadle', start: 4, terms: ['nadle']},
      {text: 'then', start: 11, terms: ['then']},
      {text: 'build', start: 16, terms: ['build']},
    ]);
  });

  it('adds the parts of camelCase and PascalCase identifiers', () => {
    expect(tokenize('maxWorkers CopyTaskOptions HTMLParser').map((token) => token.terms)).toEqual([
      ['maxworkers', 'max', 'workers'],
      ['copytaskoptions', 'copy', 'task', 'options'],
      ['htmlparser', 'html', 'parser'],
    ]);
  });

  it('keeps version numbers whole, with and without their v', () => {
    expect(tokenize('v0.5.0 and 0.5.1').map((token) => token.terms)).toEqual([['v0.5.0', '0.5.0'], ['and'], ['0.5.1']]);
  });

  it('folds case and accents, and ignores punctuation, markup and emoji', () => {
    expect(tokenize('Café <b>🚀</b> a.*b(').map((token) => token.terms)).toEqual([
      ['cafe'],
      ['b'],
      ['b'],
      ['a'],
      ['b'],
    ]);
  });
});

describe('indexTerms', () => {
  it('leaves out stop words and single characters', () => {
    expect(indexTerms('The task is a unit of work, x')).toEqual(['task', 'unit', 'work']);
  });

  it('indexes the words that tokenize finds in queries, in ASCII text (its fast path) and in any other', () => {
    const texts = [
      'Set minWorkers with --min-workers or in nadle.config.ts; v0.5.1 adds --list-workspaces to HTMLParser2 users.',
      'Café déjà-vu: ﬁrst CopyTaskOptions² for ٣ tasks, naïve genrate-routes.',
    ];
    for (const text of texts) {
      const expected = tokenize(text).flatMap((token) =>
        token.terms.filter((term) => term.length > 1 && !STOP_WORDS.has(term)),
      );
      expect(indexTerms(text), text).toEqual(expected);
    }
  });
});

describe('queryWords', () => {
  it('marks the last word as a prefix while it is being typed', () => {
    expect(queryWords('configure tas')).toEqual([
      {terms: ['configure'], prefix: false},
      {terms: ['tas'], prefix: true},
    ]);
    expect(queryWords('configure task ')).toEqual([
      {terms: ['configure'], prefix: false},
      {terms: ['task'], prefix: false},
    ]);
  });

  it('drops stop words, but keeps a lone word being typed, which may become a longer one', () => {
    expect(queryWords('how to')).toEqual([]);
    expect(queryWords('the and of ')).toEqual([]);
    expect(queryWords('in')).toEqual([{terms: ['in'], prefix: true}]);
    expect(queryWords('install in')).toEqual([{terms: ['install'], prefix: false}]);
  });

  it('keeps at most 12 words, the last ones', () => {
    const words = queryWords('zero one two three four five six seven eight nine ten eleven twelve thirteen');
    expect(words.map((word) => word.terms[0])).toEqual([
      'two',
      'three',
      'four',
      'five',
      'six',
      'seven',
      'eight',
      'nine',
      'ten',
      'eleven',
      'twelve',
      'thirteen',
    ]);
  });

  it('returns nothing for an empty query, emoji or punctuation', () => {
    expect(queryWords('')).toEqual([]);
    expect(queryWords('🚀 🎉')).toEqual([]);
    expect(queryWords('.*(?)[]')).toEqual([]);
  });
});
