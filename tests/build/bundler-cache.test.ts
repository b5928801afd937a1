// The bundler's persistent cache never serves a page compiled under other rules
// (plugins/bundler-cache). A maintainer who timed the build without its task
// graphs (SKIP_TASK_GRAPHS=true, as `npm run bench:pages` does) and then builds
// the site gets the graphs back; before that plugin, the home page stayed without one.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {afterAll, describe, expect, it} from 'vitest';

import {BUILD_TIMEOUT, buildSite, ownNodeModules, removeSiteCopies, siteCopy} from './siteCopy';

afterAll(removeSiteCopies, 120_000);

/** The accessible name of the task graph beside the home page's first sample. */
const HOME_GRAPH = 'Task graph of nadle --dry-run build';

const homePage = (dir: string) => readFileSync(path.join(dir, 'out', 'index.html'), 'utf8');

describe('with the persistent cache, a build after one without task graphs', {timeout: 2 * BUILD_TIMEOUT + 10_000}, () => {
  it('draws them again', async () => {
    const dir = siteCopy('nadle-bundler-cache-', ownNodeModules);
    const env = {NODE_ENV: 'production', TEST_PAGES: '', BASE_URL: '', SITE_URL: ''};

    const withoutGraphs = await buildSite(dir, {...env, SKIP_TASK_GRAPHS: 'true'}, {persistentCache: true});
    expect(withoutGraphs.status, withoutGraphs.output).toBe(0);
    expect(homePage(dir)).not.toContain(HOME_GRAPH);
    // The first build did write the cache the second one could read.
    expect(existsSync(path.join(dir, 'node_modules', '.cache', 'rspack'))).toBe(true);

    const withGraphs = await buildSite(dir, {...env, SKIP_TASK_GRAPHS: 'false'}, {persistentCache: true});
    expect(withGraphs.status, withGraphs.output).toBe(0);
    expect(homePage(dir)).toContain(HOME_GRAPH);
  });
});
