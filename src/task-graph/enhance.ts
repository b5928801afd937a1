// What a task graph's figure needs from the reader's screen, decided after layout: its scroll
// region becomes a tab stop (with a name) only while the graph is wider than its column, and
// on a narrow screen a toggle fits such a graph to the column's width. Plain DOM, so that the
// docs pages (src/components/TaskGraphFigure) and the playground share it.

/** Screens as narrow as this get the toggle (Infima's breakpoint for phones and tablets). */
const NARROW_SCREEN = '(max-width: 996px)';

function enhanceFigure(figure: HTMLElement): () => void {
  const scroller = figure.querySelector<HTMLElement>('.tg-scroll');
  const caption = figure.querySelector<HTMLElement>('figcaption');
  if (!scroller || !caption) return () => undefined;
  const name = `${figure.querySelector('.tg-cap')?.textContent ?? 'Task graph'} (scrolls sideways)`;
  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = 'tg-fit';
  // The name stays while the state changes: aria-pressed says whether the graph is fitted.
  toggle.textContent = 'Fit to width';
  toggle.setAttribute('aria-pressed', 'false');
  toggle.hidden = true;
  caption.append(toggle);
  const narrow = window.matchMedia(NARROW_SCREEN);

  const fit = (fitted: boolean) => {
    toggle.setAttribute('aria-pressed', String(fitted));
    figure.classList.toggle('tg-fitted', fitted);
  };
  const update = () => {
    // A wide screen has no toggle, so it shows every graph at its actual size.
    if (!narrow.matches) fit(false);
    const fitted = toggle.getAttribute('aria-pressed') === 'true';
    // A pixel of slack: a fractional column width is not worth a tab stop.
    const overflows = scroller.scrollWidth > scroller.clientWidth + 1;
    if (overflows) {
      scroller.tabIndex = 0;
      scroller.setAttribute('role', 'group');
      scroller.setAttribute('aria-label', name);
    } else {
      scroller.removeAttribute('tabindex');
      scroller.removeAttribute('role');
      scroller.removeAttribute('aria-label');
    }
    toggle.hidden = !(narrow.matches && (overflows || fitted));
  };
  const onToggle = () => {
    fit(toggle.getAttribute('aria-pressed') !== 'true');
    update();
  };
  toggle.addEventListener('click', onToggle);
  narrow.addEventListener('change', update);
  const resized = new ResizeObserver(update);
  resized.observe(scroller);
  update();
  return () => {
    resized.disconnect();
    narrow.removeEventListener('change', update);
    toggle.remove();
    figure.classList.remove('tg-fitted');
  };
}

/** Fits every task graph figure inside `root`; returns what undoes it. */
export function enhanceTaskGraphs(root: HTMLElement): () => void {
  const undo = Array.from(root.querySelectorAll<HTMLElement>('figure.tg-fig'), enhanceFigure);
  return () => undo.forEach((step) => step());
}
