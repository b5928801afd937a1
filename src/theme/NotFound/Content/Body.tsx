// The body of the not-found page (./index.tsx loads it on demand; see there). Ejected
// (rewritten) in place of NotFound/Content of @docusaurus/theme-classic 3.10.2 (MIT,
// (c) Meta Platforms), whose page only says that nothing was found. This one keeps its
// heading (and its translation id) and offers a way on: a search for the words of the
// missing address, and links to the main entry points.
import React, {useState, useSyncExternalStore, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

/** The pages a lost reader most likely wanted, each with what it offers. */
const ENTRY_POINTS = [
  {to: '/docs/introduction', label: 'Introduction', text: 'What Nadle is and what it does.'},
  {to: '/docs/getting-started/installation', label: 'Getting started', text: 'Install Nadle and run a first task.'},
  {to: '/docs/api/index', label: 'API reference', text: 'Every function, class and option of the config API.'},
  {to: '/docs/getting-started/playground', label: 'Playground', text: 'Edit a config and run it in your browser.'},
  {to: '/blog', label: 'Blog', text: 'Release notes and news.'},
] as const;

/** Address parts that say where, not what: the site's base and the docs prefix, file endings. */
const NOT_A_WORD = new Set(['docs', 'doc', 'blog', 'index', 'html', 'htm', 'md', 'mdx']);

/** The words of a missing address, as a search query: "/docs/guides/cachng-task" → "guides cachng task". */
function queryOfPath(pathname: string, baseUrl: string): string {
  const path = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: take the address as written.
  }
  return decoded
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !NOT_A_WORD.has(word.toLowerCase()))
    .join(' ');
}

const subscribeToNothing = () => () => {};

/**
 * False while React hydrates this component, true from then on and in any render that is
 * not a hydration: React reads the server snapshot while hydrating. This body is lazy and
 * may hydrate after the rest of the page; this way its first render matches its HTML
 * whatever the page already knows, which useIsBrowser (the site's state) does not promise.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

export default function NotFoundBody({className}: Props): ReactNode {
  const {pathname} = useLocation();
  const baseUrl = useBaseUrl('/');
  const searchPage = useBaseUrl('/search');
  const history = useHistory();
  // The page is built once as 404.html and served for every missing address, so the
  // address is known only in the browser: until hydration ends, the page shows none.
  const missing = useHydrated() ? pathname : undefined;
  const [query, setQuery] = useState<string | undefined>(undefined);
  const shownQuery = query ?? (missing ? queryOfPath(missing, baseUrl) : '');

  const search = (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript, go to the results without reloading; without it, the form's action does.
    event.preventDefault();
    history.push(`${searchPage}?q=${encodeURIComponent(shownQuery)}`);
  };

  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            {missing ? (
              <>
                There is no page at <code>{missing}</code>.
              </>
            ) : (
              'There is no page at this address.'
            )}{' '}
            It may have moved: search for it, or start again from one of the pages below.
          </p>
          <form
            role="search"
            aria-label="Search for the missing page"
            className="not-found-search"
            action={searchPage}
            onSubmit={search}
          >
            <label htmlFor="not-found-query">Search the docs</label>
            <div className="not-found-search-row">
              <input
                id="not-found-query"
                className="not-found-search-input"
                type="search"
                name="q"
                value={shownQuery}
                onChange={(event) => setQuery(event.target.value)}
              />
              <button type="submit" className="button button--primary">
                Search
              </button>
            </div>
          </form>
          <Heading as="h2">Main pages</Heading>
          <ul className="not-found-links">
            {ENTRY_POINTS.map((entry) => (
              <li key={entry.to}>
                <Link to={entry.to}>{entry.label}</Link>
                <span>{entry.text}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
