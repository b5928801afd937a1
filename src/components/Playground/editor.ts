// The CodeMirror 6 editor of the playground: one view, one state per file (each file
// keeps its own undo history), TypeScript highlighting for .ts files and JSON,
// plain text for YAML. Highlighting writes classes (tok-*) that the stylesheet colors
// for both color modes.
import {defaultKeymap, history, historyKeymap, indentWithTab} from '@codemirror/commands';
import {typescriptLanguage, javascriptLanguage} from '@codemirror/lang-javascript';
import {bracketMatching, indentOnInput, LanguageSupport, syntaxHighlighting} from '@codemirror/language';
import {EditorState, type Extension} from '@codemirror/state';
import {drawSelection, EditorView, highlightActiveLine, keymap, lineNumbers} from '@codemirror/view';
import {classHighlighter} from '@lezer/highlight';

function languageOf(file: string): Extension {
  if (file.endsWith('.ts')) return new LanguageSupport(typescriptLanguage);
  // A JSON document is a JavaScript expression: the same grammar colors it.
  if (file.endsWith('.json')) return new LanguageSupport(javascriptLanguage);
  return [];
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
      drawSelection(),
      indentOnInput(),
      bracketMatching(),
      highlightActiveLine(),
      syntaxHighlighting(classHighlighter),
      languageOf(file),
      EditorState.tabSize.of(2),
      // Tab indents; Escape then Tab (or Shift+Tab) leaves the editor, CodeMirror's own convention.
      keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
      EditorView.contentAttributes.of({'aria-label': `Contents of ${file}`}),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) onChange(file, update.state.doc.toString());
      }),
      extra,
    ],
  });
}

export function createEditorView(parent: HTMLElement, state: EditorState): EditorView {
  return new EditorView({state, parent});
}
