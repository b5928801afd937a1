import {describe, expect, it} from 'vitest';

import {initials, isValidTaskName, NadleModelError, words} from '../../../src/nadle-model';
import {record} from './fixtures';

describe('words (the split of lodash words())', () => {
  it.each([
    ['compileTs', ['compile', 'Ts']],
    ['build-docker', ['build', 'docker']],
    ['build2web', ['build', '2', 'web']],
    ['helloWorld42', ['hello', 'World', '42']],
    ['XMLHttpRequest', ['XML', 'Http', 'Request']],
    ['HTML5Parser', ['HTML', '5', 'Parser']],
    ['packages:one', ['packages', 'one']],
    ['a_b', ['a', 'b']],
    ['build1st', ['build', '1st']],
    ['fred, barney, & pebbles', ['fred', 'barney', 'pebbles']],
    ['', []],
  ])('%s', (text, expected) => {
    expect(words(text)).toEqual(expected);
  });

  it('takes the lower-cased first letter of each word as initials', () => {
    expect(initials('compileTs')).toBe('ct');
    expect(initials('build')).toBe('b');
    expect(initials('build-docker-image')).toBe('bdi');
    expect(initials('lint2Fix')).toBe('l2f');
  });
});

describe('task names', () => {
  it('accepts letters, digits and inner dashes, starting with a letter, in any case', () => {
    for (const name of ['build', 'b', 'Build', 'build-docker', 'compileTs', 'step2', 'a-1'])
      expect(isValidTaskName(name), name).toBe(true);
  });

  it.each(['build_docker', 'build:docker', 'build-docker-', '-build-docker', '', '1build'])(
    'rejects [%s] when it is registered, with Nadle message',
    (name) => {
      const evaluate = (): unknown => record(({tasks}) => tasks.register(name));
      expect(evaluate).toThrow(NadleModelError);
      expect(evaluate).toThrow(
        `Invalid task name: [${name}]. Task names must contain only letters, numbers, and dashes; start with a letter, and not end with a dash.`,
      );
      try {
        evaluate();
      } catch (error) {
        expect((error as NadleModelError).fidelity).toBe('exact');
      }
    },
  );
});
