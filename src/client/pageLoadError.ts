// An error text and a Retry button for a page whose code fails to download on
// the first load. Docusaurus preloads a page's code before
// it renders anything and, when that fails, leaves the server-rendered HTML
// without a word (a failure during client-side navigation reloads the page
// instead, which needs nothing from us). The HTML stays readable; this box says
// why search and the other controls do not respond, and Retry loads the page
// again. Plain DOM on purpose: React never starts on such a page.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const BOX_ID = 'page-load-error';

function isChunkLoadError(reason: unknown): reason is Error {
  return (
    reason instanceof Error &&
    (reason.name === 'ChunkLoadError' || /^Loading (CSS )?chunk \S+ failed/.test(reason.message))
  );
}

function showPageLoadError(error: Error): void {
  if (document.getElementById(BOX_ID)) return;
  const box = document.createElement('div');
  box.id = BOX_ID;
  box.setAttribute('role', 'alert');
  box.className = 'alert alert--danger margin--md';

  const title = document.createElement('p');
  title.className = 'margin-bottom--sm';
  const strong = document.createElement('strong');
  strong.textContent = 'This page could not load all of its code.';
  title.append(
    strong,
    ' You can read it, but search, the color mode switch and other controls will not work until it loads.',
  );

  // textContent, not innerHTML: the message holds URLs and is never markup.
  const message = document.createElement('pre');
  message.className = 'margin-bottom--sm';
  message.textContent = error.message;

  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--secondary button--sm';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => window.location.reload());

  box.append(title, message, retry);
  const main = document.querySelector('main');
  (main ?? document.body).prepend(box);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    const hydrated = document.documentElement.getAttribute('data-has-hydrated') === 'true';
    // Only before the app has started: later failures have their own handling
    // (a full reload on navigation, the search modal's error screen).
    if (!hydrated && isChunkLoadError(event.reason)) showPageLoadError(event.reason);
  });
}
