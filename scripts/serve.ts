// `npm run serve`: serves a production build at http://127.0.0.1:3000 under the
// site's base URL (BASE_URL, as the build read it), with the project's one static
// server (tests/e2e/support/serve-build.ts), which the browser tests use too.
import {existsSync} from 'node:fs';
import path from 'node:path';

import {readSiteEnv} from '../config/siteEnv';
import {serveBuild} from '../tests/e2e/support/serve-build';
import {readCommandLine, wholeNumberOption} from './commandLine';

const USAGE = `npm run serve [-- options]
  --dir <folder>   the build to serve (default: build)
  --port <number>  default 3000
  --headers        send the response headers of the build's _headers file, as Netlify would`;
const {values} = readCommandLine(USAGE, {
  options: {
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: '3000'},
    headers: {type: 'boolean', default: false},
  },
});

const port = wholeNumberOption(USAGE, 'port', values.port, 1, 65535);
const dir = path.resolve(values.dir);
if (!existsSync(path.join(dir, 'index.html'))) {
  console.error(`No built site in ${dir}: run \`npm run build\` first, or pass --dir.`);
  process.exit(1);
}

const {baseUrl} = readSiteEnv(process.env);
serveBuild({dir, basePath: baseUrl, applyHeadersFile: values.headers, port}).then(
  (served) => console.log(`Serving ${path.relative(process.cwd(), dir) || '.'} at ${served.url}${baseUrl}`),
  (error: Error) => {
    console.error(`Could not serve ${dir} on port ${port}: ${error.message}`);
    process.exit(1);
  },
);
