// The no-results screen's "Try searching for" list. DocSearch 3.9 offers only
// the group titles of earlier answers ("Documentation"), which are no query;
// this list offers queries close to the one typed that give results
// (src/search/suggestionClient.ts), drawn where DocSearch draws its own and
// with its classes. Choosing one searches for it. Loaded when a search first
// finds nothing.
import {suggestQueries, type SuggestionContext} from '@site/src/search/suggestionClient';

/** Marks the list drawn here, apart from DocSearch's own. */
const SUGGESTIONS_ATTRIBUTE = 'data-suggested-queries';

/** Types `query` into the modal's field as the reader would, so that DocSearch searches for it. */
function searchFor(input: HTMLInputElement, query: string): void {
  // The value setter of the prototype: the one React's input handling watches.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

function suggestionList(
  query: string,
  suggestions: readonly string[],
  title: string,
  input: HTMLInputElement,
): HTMLElement {
  const list = document.createElement('div');
  list.className = 'DocSearch-NoResults-Prefill-List';
  list.setAttribute(SUGGESTIONS_ATTRIBUTE, query);
  const help = document.createElement('p');
  help.className = 'DocSearch-Help';
  help.textContent = `${title}:`;
  const items = document.createElement('ul');
  for (const suggestion of suggestions) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'DocSearch-Prefill';
    button.textContent = suggestion;
    button.addEventListener('click', () => searchFor(input, suggestion));
    const item = document.createElement('li');
    item.append(button);
    items.append(item);
  }
  list.append(help, items);
  return list;
}

/**
 * Keeps the suggestions of the query on the no-results screen while `dialog`
 * is open; returns the function that stops. A list whose query is no longer
 * the screen's goes; an answer that comes after the reader typed on is dropped.
 */
export function showQuerySuggestions(dialog: HTMLElement, context: SuggestionContext, title: string): () => void {
  const answers = new Map<string, Promise<string[]>>();
  const update = () => {
    const screen = dialog.querySelector<HTMLElement>('.DocSearch-NoResults');
    const heading = screen?.querySelector('.DocSearch-Title');
    const input = dialog.querySelector<HTMLInputElement>('input.DocSearch-Input');
    const ours = screen?.querySelector<HTMLElement>(`[${SUGGESTIONS_ATTRIBUTE}]`);
    if (!screen || !heading || !input) return;
    const query = heading.querySelector('strong')?.textContent ?? '';
    if (ours && ours.getAttribute(SUGGESTIONS_ATTRIBUTE) !== query) ours.remove();
    else if (ours) {
      // DocSearch redraws the screen's own parts in their order around this list; it belongs after the title.
      if (heading.nextElementSibling !== ours) heading.after(ours);
      return;
    }
    if (query.trim() === '') return;
    let answer = answers.get(query);
    if (!answer) {
      answer = suggestQueries(query, context).catch(() => []);
      answers.set(query, answer);
    }
    void answer.then((suggestions) => {
      const current = dialog.querySelector('.DocSearch-NoResults .DocSearch-Title');
      if (suggestions.length === 0 || current !== heading || heading.querySelector('strong')?.textContent !== query)
        return;
      if (screen.querySelector(`[${SUGGESTIONS_ATTRIBUTE}]`)) return;
      heading.after(suggestionList(query, suggestions, title, input));
    });
  };
  update();
  const observer = new MutationObserver(update);
  observer.observe(dialog, {subtree: true, childList: true, characterData: true});
  return () => observer.disconnect();
}
