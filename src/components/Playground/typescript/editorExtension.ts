// What the TypeScript worker adds to the editor of a .ts file: the compiler's
// diagnostics, underlined in the text and handed to the page (which lists them and
// counts them for screen readers), and quick info on hover or with Ctrl+I (Cmd+I on a
// Mac) at the cursor. Texts go into the DOM as text, never as markup.
import {Prec, StateEffect, StateField, type Extension} from '@codemirror/state';
import {
  closeHoverTooltips,
  Decoration,
  EditorView,
  hasHoverTooltips,
  hoverTooltip,
  keymap,
  showTooltip,
  ViewPlugin,
  type DecorationSet,
  type Tooltip,
} from '@codemirror/view';

import {diagnosticsOf, quickInfoAt} from './client';
import {docText, type PlaygroundDiagnostic, type PlaygroundQuickInfo} from './typescriptService';

const CHECK_DELAY_MS = 300;

export interface TypeScriptExtensionOptions {
  file: string;
  /** The diagnostics of the file after each check, or the reason there are none. */
  onDiagnostics: (file: string, diagnostics: PlaygroundDiagnostic[] | {unavailable: string}) => void;
  /** Quick info asked for from the keyboard, for the page's live region. */
  onQuickInfo: (text: string) => void;
  /** The site's base URL, under which the API reference's pages are linked. */
  siteBaseUrl: string;
}

const setProblems = StateEffect.define<PlaygroundDiagnostic[]>();
const problemMark = Decoration.mark({class: 'cm-playground-problem'});

const problemField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = marks.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (!effect.is(setProblems)) continue;
      const length = transaction.state.doc.length;
      next = Decoration.set(
        effect.value
          .map((problem) => ({
            from: Math.min(problem.from, length),
            to: Math.min(Math.max(problem.to, problem.from + 1), length),
          }))
          .filter((range) => range.from < range.to)
          .map((range) => problemMark.range(range.from, range.to)),
        true,
      );
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

function quickInfoDom(info: PlaygroundQuickInfo, siteBaseUrl: string): HTMLElement {
  const box = document.createElement('div');
  box.className = 'cm-playground-quick-info';
  const signature = document.createElement('code');
  signature.textContent = info.signature;
  box.append(signature);
  if (info.docs.length > 0) {
    const docs = document.createElement('p');
    for (const part of info.docs) {
      if (part.kind === 'text') {
        docs.append(part.text);
        continue;
      }
      const code = document.createElement('code');
      code.textContent = part.text;
      if (part.kind === 'link' && part.path) {
        const link = document.createElement('a');
        link.href = `${siteBaseUrl}${part.path}`;
        link.append(code);
        docs.append(link);
      } else {
        docs.append(code);
      }
    }
    box.append(docs);
  }
  return box;
}

const setKeyboardTooltip = StateEffect.define<Tooltip | null>();
const keyboardTooltip = StateField.define<Tooltip | null>({
  create: () => null,
  update(tooltip, transaction) {
    for (const effect of transaction.effects) if (effect.is(setKeyboardTooltip)) return effect.value;
    return transaction.docChanged || transaction.selection ? null : tooltip;
  },
  provide: (field) => showTooltip.from(field),
});

const theme = EditorView.theme({
  '.cm-playground-problem': {textDecoration: 'underline wavy var(--ifm-color-danger-dark)', textUnderlineOffset: '3px'},
  '.cm-tooltip': {
    backgroundColor: 'var(--ifm-background-surface-color)',
    color: 'var(--ifm-font-color-base)',
    border: '1px solid var(--ifm-color-emphasis-400)',
    borderRadius: '4px',
  },
  '.cm-playground-quick-info': {padding: '0.3rem 0.5rem', maxWidth: 'min(36rem, 90vw)', fontSize: '0.8125rem'},
  '.cm-playground-quick-info > code': {whiteSpace: 'pre-wrap', background: 'none', border: 'none', padding: 0},
  '.cm-playground-quick-info p code': {fontSize: '0.75rem', padding: '0 0.2rem'},
  '.cm-playground-quick-info p': {margin: '0.3rem 0 0'},
});

export function typescriptExtension({
  file,
  onDiagnostics,
  onQuickInfo,
  siteBaseUrl,
}: TypeScriptExtensionOptions): Extension {
  const checker = ViewPlugin.define((view) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let latest = 0;
    const check = () => {
      const text = view.state.doc.toString();
      const asked = ++latest;
      diagnosticsOf(file, text).then(
        (diagnostics) => {
          if (asked !== latest || view.state.doc.toString() !== text) return;
          view.dispatch({effects: setProblems.of(diagnostics)});
          onDiagnostics(file, diagnostics);
        },
        (error: Error) => onDiagnostics(file, {unavailable: error.message}),
      );
    };
    // The first check waits for the editor to be shown: the compiler loads after it.
    timer = setTimeout(check, 0);
    return {
      update(update) {
        if (!update.docChanged) return;
        clearTimeout(timer);
        timer = setTimeout(check, CHECK_DELAY_MS);
      },
      destroy: () => clearTimeout(timer),
    };
  });

  const hover = hoverTooltip(async (view, position) => {
    const info = await quickInfoAt(file, view.state.doc.toString(), position).catch(() => undefined);
    return info
      ? {pos: info.from, end: info.to, above: true, create: () => ({dom: quickInfoDom(info, siteBaseUrl)})}
      : null;
  });

  const showAtCursor = (view: EditorView): boolean => {
    const position = view.state.selection.main.head;
    void quickInfoAt(file, view.state.doc.toString(), position).then(
      (info) => {
        if (!info) {
          onQuickInfo('No type information at the cursor.');
          return;
        }
        view.dispatch({
          effects: setKeyboardTooltip.of({
            pos: info.from,
            above: true,
            create: () => ({dom: quickInfoDom(info, siteBaseUrl)}),
          }),
        });
        const docs = docText(info.docs);
        onQuickInfo(docs ? `${info.signature}. ${docs}` : info.signature);
      },
      () => onQuickInfo('Type information is not available.'),
    );
    return true;
  };

  // Escape closes an open tooltip first (WCAG 1.4.13); with none open it goes on to the
  // editor's own handling, the first step out of the editor.
  const closeTooltips = (view: EditorView): boolean => {
    const keyboardOpen = view.state.field(keyboardTooltip) !== null;
    const hoverOpen = hasHoverTooltips(view.state);
    if (!keyboardOpen && !hoverOpen) return false;
    view.dispatch({effects: [setKeyboardTooltip.of(null), closeHoverTooltips]});
    return true;
  };

  // Ahead of the editor's other key bindings.
  return [
    problemField,
    keyboardTooltip,
    checker,
    hover,
    theme,
    Prec.high(
      keymap.of([
        {key: 'Mod-i', run: showAtCursor},
        {key: 'Escape', run: closeTooltips},
      ]),
    ),
  ];
}
