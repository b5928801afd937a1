// Lets the app start on an address whose path holds a malformed percent escape
// (`/%`, `/docs/%E0%A4%A`). The host answers such a path with the not-found page
// (the site's server with status 400), but Docusaurus decodes the path with
// decodeURI before it renders anything, and a `%` that starts no valid escape
// makes that throw: the page's scripts never start. Client modules run before
// that, so this one rewrites the path in place, each stray `%` as `%25` (the
// escape of `%` itself), and the router draws the not-found page over the one
// the host sent. Paths that decode are left as they are.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import {repairFragment} from './malformedHash';

if (ExecutionEnvironment.canUseDOM) {
  // decodeURI and decodeURIComponent reject the same escapes: the fragment's repair fits a path.
  const repaired = repairFragment(window.location.pathname);
  if (repaired !== undefined) {
    const {search, hash} = window.location;
    window.history.replaceState(window.history.state, '', `${repaired}${search}${hash}`);
  }
}
