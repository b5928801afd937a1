// Where Node's report of a load error places the config's call: the columns of jiti's
// Babel output, as Nadle 0.5.1 printed them (the load-* recordings and a run of 0.5.1 on
// the chained and guarded registrations below).
import {createHash} from 'node:crypto';

import {describe, expect, it} from 'vitest';

import {configCallPositions, configThrewError} from '../../../src/nadle-model';
import {md5Hex} from '../../../src/nadle-model/md5';

describe('configCallPositions', () => {
  it('places tasks.register at its name after Babel reads `tasks` through the module object', () => {
    const source = 'import { tasks } from "nadle";\n\ntasks.register("build");\n    tasks.register("b:x");\n';
    expect(configCallPositions(source, 'register')).toEqual([
      {line: 3, column: 14, exact: true},
      {line: 4, column: 14, exact: true},
    ]);
  });

  it('places a registration chained on the next line at the line start, and follows imported aliases', () => {
    const source = 'import { tasks as t } from "nadle";\n\nt\n    .register("ok");\n';
    expect(configCallPositions(source, 'register')).toEqual([{line: 4, column: 1, exact: true}]);
  });

  it('places configure() at its argument list, skipping comments and strings that name it', () => {
    const source =
      'import { configure, tasks } from "nadle";\n// configure("no");\nconst text = "configure(1)";\nconfigure({ logLevel: "info" });\n';
    expect(configCallPositions(source, 'configure')).toEqual([{line: 4, column: 22, exact: true}]);
  });

  it('says when other code before the call on its line makes the column unsure', () => {
    const source = 'import { tasks } from "nadle";\nconst b: string = "x"; if (b) { tasks.register("bad:x"); }\n';
    expect(configCallPositions(source, 'register')[0]).toMatchObject({line: 2, exact: false});
  });
});

describe('configThrewError', () => {
  it('quotes the throwing line, marked as jiti caches it when it is the last line', () => {
    const source = 'import { tasks } from "nadle";\n\nthrow new Error("broken");\n';
    const error = configThrewError('broken', {file: 'nadle.config.mts', source, isRoot: true, workspaceId: 'root'});
    const hash = createHash('md5').update(source).digest('hex').slice(0, 16);
    expect(error?.site).toEqual({
      file: '<project>/nadle.config.mts',
      line: 3,
      source: 'throw new Error("broken");',
      column: 7,
      cachedSuffix: ` /* v9-${hash} */`,
    });
    expect(error?.frames[0]).toBe('<project>/nadle.config.mts:3:7');
  });
});

describe('md5Hex', () => {
  it('gives Node’s digest for ASCII, multi-byte text and block boundaries', () => {
    for (const text of ['', 'abc', 'héllo 🛠️', 'x'.repeat(55), 'x'.repeat(64), 'y'.repeat(1000)])
      expect(md5Hex(text)).toBe(createHash('md5').update(text).digest('hex'));
  });
});
