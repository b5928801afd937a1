// The CodeMirror 6 editor of the playground: one view, one state per file (each file
// keeps its own undo history), TypeScript highlighting for .ts files and JSON,
// plain text for YAML.
//
// The view lives in a shadow root. CodeMirror writes its styles into a <style>
// element in a document, which the site's Content-Security-Policy blocks (no
// 'unsafe-inline' for <style>), but into a constructed sheet in a shadow root, which
// the policy allows. Its colors are the site's CSS variables, which reach into the
// shadow root; the token colors are variables the playground's stylesheet sets for
// each color mode.
import {history, historyKeymap, indentWithTab, standardKeymap, toggleComment} from '@codemirror/commands';
import {typescriptLanguage, javascriptLanguage} from '@codemirror/lang-javascript';
import {HighlightStyle, LanguageSupport, syntaxHighlighting} from '@codemirror/language';
import {EditorState, type Extension} from '@codemirror/state';
import {EditorView, keymap, lineNumbers, showPanel, type Panel} from '@codemirror/view';
import {tags} from '@lezer/highlight';

const theme = EditorView.theme({
  '&': {color: 'var(--ifm-font-color-base)', backgroundColor: 'var(--ifm-background-color)', fontSize: '0.875rem'},
  '&.cm-focused': {outline: '2px solid var(--ifm-color-primary-darkest)', outlineOffset: '-2px'},
  '.cm-scroller': {
    fontFamily: 'var(--ifm-font-family-monospace)',
    minHeight: '12rem',
    maxHeight: '28rem',
    overflow: 'auto',
  },
  '.cm-content': {caretColor: 'var(--ifm-font-color-base)'},
  // The way out, shown while the editor has focus; its room is kept so that the text does not move.
  '.cm-playground-exit-hint': {
    padding: '0.15rem 0.5rem',
    fontSize: '0.8125rem',
    borderTop: '1px solid var(--ifm-color-emphasis-300)',
    backgroundColor: 'var(--ifm-color-emphasis-100)',
  },
  '&:not(.cm-focused) .cm-playground-exit-hint': {visibility: 'hidden'},
  '.cm-panels': {backgroundColor: 'transparent', color: 'inherit'},
  '.cm-gutters': {
    backgroundColor: 'var(--ifm-color-emphasis-100)',
    color: 'var(--ifm-color-emphasis-700)',
    borderRight: '1px solid var(--ifm-color-emphasis-300)',
  },
});

const highlightStyle = HighlightStyle.define([
  {
    tag: [tags.keyword, tags.controlKeyword, tags.moduleKeyword, tags.definitionKeyword],
    color: 'var(--playground-token-keyword)',
  },
  {tag: [tags.string, tags.special(tags.string)], color: 'var(--playground-token-string)'},
  {
    tag: [tags.comment, tags.lineComment, tags.blockComment],
    color: 'var(--playground-token-comment)',
    fontStyle: 'italic',
  },
  {tag: [tags.number, tags.bool, tags.null, tags.atom], color: 'var(--playground-token-literal)'},
  {tag: [tags.typeName, tags.className, tags.namespace], color: 'var(--playground-token-type)'},
  {tag: [tags.propertyName, tags.definition(tags.propertyName)], color: 'var(--playground-token-property)'},
]);

function languageOf(file: string): Extension {
  if (file.endsWith('.ts')) return new LanguageSupport(typescriptLanguage);
  // A JSON document is a JavaScript expression: the same grammar colors it.
  if (file.endsWith('.json')) return new LanguageSupport(javascriptLanguage);
  return [];
}

/** The id of the hint that describes the editor; it lives in the editor's shadow root, as the editor does. */
const EXIT_HINT_ID = 'playground-editor-exit-hint';

function exitHintPanel(): Panel {
  const dom = document.createElement('div');
  dom.id = EXIT_HINT_ID;
  dom.className = 'cm-playground-exit-hint';
  dom.textContent = 'Esc then Tab to leave the editor';
  return {dom};
}

export interface FileStateOptions {
  file: string;
  text: string;
  /** Called with the whole text after each change. */
  onChange: (file: string, text: string) => void;
  /** More extensions, such as the TypeScript diagnostics and quick info of .ts files. */
  extra?: Extension;
}

export function createFileState({file, text, onChange, extra = []}: FileStateOptions): EditorState {
  return EditorState.create({
    doc: text,
    extensions: [
      lineNumbers(),
      history(),
      syntaxHighlighting(highlightStyle),
      theme,
      languageOf(file),
      EditorState.tabSize.of(2),
      // Tab indents; Escape then Tab (or Shift+Tab) leaves the editor, CodeMirror's own convention.
      // The standard keys rather than CodeMirror's full default keymap, which weighs more.
      keymap.of([...standardKeymap, ...historyKeymap, {key: 'Mod-/', run: toggleComment}, indentWithTab]),
      // An explicit tab stop, so that checkers see the scrolling editor as reachable by keyboard.
      // aria-describedby reaches only within one root: the hint is in the editor's shadow root too.
      EditorView.contentAttributes.of({
        'aria-label': `Contents of ${file}`,
        'aria-describedby': EXIT_HINT_ID,
        tabindex: '0',
      }),
      // Long lines wrap rather than scroll: a phone shows a whole line, and so does the narrow pane.
      EditorView.lineWrapping,
      showPanel.of(exitHintPanel),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) onChange(file, update.state.doc.toString());
      }),
      extra,
    ],
  });
}

export function createEditorView(host: HTMLElement, state: EditorState): EditorView {
  const root = host.shadowRoot ?? host.attachShadow({mode: 'open'});
  return new EditorView({state, parent: root, root});
}
