// Prism in the browser, for the code blocks that have no build-time tokens; in
// a chunk of its own (see ./highlight.tsx). It also registers the theme's
// additional languages, which the theme otherwise does on every page.
import {Highlight, Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

export default Highlight;
