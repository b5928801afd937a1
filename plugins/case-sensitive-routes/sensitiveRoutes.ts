// Marks every route of the site `sensitive`, so that a path matches a route only
// with the same letter case (plugins/case-sensitive-routes/index.ts says why).
// A client module runs before the app is built from the route list and before
// the first page's code is preloaded, so every lookup sees the flag.
import routes from '@generated/routes';

import {matchCaseSensitively} from './caseSensitive';

matchCaseSensitively(routes);
