import {describe, expect, it} from 'vitest';

import {didYouMean, matchName, suggestNames} from '../../../src/nadle-model';

describe('matchName: the correction cascade', () => {
  it('takes an exact name first, even when an abbreviation would also fit', () => {
    expect(matchName('b', ['build', 'b'])).toEqual({value: 'b', kind: 'exact'});
  });

  it('expands unique initials: b → build, ct → compileTs', () => {
    expect(matchName('b', ['build', 'test', 'lint'])).toEqual({value: 'build', kind: 'initials'});
    expect(matchName('ct', ['compileTs', 'compileJs', 'compileCss'])).toEqual({value: 'compileTs', kind: 'initials'});
    expect(matchName('CT', ['compileTs', 'compileJs'])).toEqual({value: 'compileTs', kind: 'initials'});
  });

  it('corrects a unique name within two edits, ignoring case: biuld, hell, cop, backe, fronte', () => {
    expect(matchName('biuld', ['build', 'test'])).toEqual({value: 'build', kind: 'fuzzy'});
    expect(matchName('hell', ['hello', 'goodbye'])).toEqual({value: 'hello', kind: 'fuzzy'});
    expect(matchName('cop', ['copy', 'clean'])).toEqual({value: 'copy', kind: 'fuzzy'});
    expect(matchName('backe', ['root', 'backend', 'frontend'])).toEqual({value: 'backend', kind: 'fuzzy'});
    expect(matchName('fronte', ['root', 'backend', 'frontend'])).toEqual({value: 'frontend', kind: 'fuzzy'});
    expect(matchName('BUILD', ['build'])).toEqual({value: 'build', kind: 'fuzzy'});
  });

  it('never picks one of several hits', () => {
    expect(matchName('compile', ['compileTs', 'compileJs', 'compileCss'])).toBeUndefined();
    expect(matchName('b', ['build', 'bundle'])).toBeUndefined();
  });

  it('gives up on a name three edits away', () => {
    expect(matchName('unknown', ['build'])).toBeUndefined();
    expect(matchName('common:u', ['root', 'common:api', 'common:utils'])).toBeUndefined();
  });
});

describe('suggestions', () => {
  it('offers names within three edits, case counted, closest first', () => {
    expect(suggestNames('compile', ['compileCss', 'compileTs', 'compileJs'])).toEqual([
      'compileTs',
      'compileJs',
      'compileCss',
    ]);
    expect(suggestNames('common:u', ['root', 'common:api', 'common:utils'])).toEqual(['common:api']);
    expect(suggestNames('unknown', ['root', 'common:api'])).toEqual([]);
    expect(suggestNames('BUILD', ['build'])).toEqual([]);
  });

  it('phrases one, two and three names', () => {
    expect(didYouMean([])).toBe('');
    expect(didYouMean(['A'])).toBe('Did you mean A?');
    expect(didYouMean(['A', 'B'])).toBe('Did you mean A or B?');
    expect(didYouMean(['A', 'B', 'C'])).toBe('Did you mean A, B, or C?');
    expect(didYouMean(['A', 'B', 'C', 'D'])).toBe('Did you mean A, B, C, or D?');
  });
});
