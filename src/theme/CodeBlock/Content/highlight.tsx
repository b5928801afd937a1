// prism-react-renderer's <Highlight> render-prop API, fed with the tokens Prism
// made at build time (plugins/code-highlight), so that pages with code need no
// highlighter in the browser. A code block without such tokens (one written as
// <CodeBlock> in JSX, or whose code the theme changes: see needsPrism in
// src/theme/CodeBlock/index.tsx) loads the real <Highlight> and Prism in a chunk
// of their own; the wrapper puts such a block in a Suspense boundary and waits
// for them (AfterPrismLoads).
import React, {createContext, lazy, useCallback, useContext, useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type {
  HighlightProps,
  LineInputProps,
  LineOutputProps,
  PrismTheme,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';

import {decodeTokens} from '@site/plugins/code-highlight/tokens';

/** The encoded build-time tokens of the code block being rendered, if it has any. */
export const BuildTimeTokens = createContext<string | undefined>(undefined);

/** Prism's <Highlight>, once its chunk has loaded. */
let loadedRuntimeHighlight: typeof import('./runtimeHighlight').default | undefined;

function loadRuntimeHighlight() {
  return import(/* webpackChunkName: "prism" */ './runtimeHighlight').then((module) => {
    loadedRuntimeHighlight = module.default;
    return module;
  });
}

const RuntimeHighlight = lazy(loadRuntimeHighlight);

/**
 * Renders its children once Prism has loaded, suspending until then. The code block
 * wrapper puts a block that needs Prism inside it, so that the whole block suspends
 * (and is hydrated) as one part, before any theme component of it renders.
 */
export const AfterPrismLoads = lazy(() =>
  loadRuntimeHighlight().then(() => ({default: ({children}: {children: ReactNode}) => <>{children}</>})),
);

/** The lines of `code` as one plain token each, as Prism gives text it has no grammar for. */
function plainLines(code: string): Token[][] {
  return code
    .split(/\r\n|\r|\n/)
    .map((line) => [line === '' ? {types: ['plain'], content: '\n', empty: true} : {types: ['plain'], content: line}]);
}

type ThemeDictionary = Record<string, CSSProperties | undefined>;

/** The style of each token type for this language, as prism-react-renderer applies a theme. */
function themeDictionary(theme: PrismTheme, language: string): ThemeDictionary {
  const dictionary: ThemeDictionary = {};
  for (const {types, style, languages} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dictionary[type] = {...dictionary[type], ...style};
  }
  return {...dictionary, root: theme.plain, plain: {...theme.plain, backgroundColor: undefined}};
}

function tokenStyle(dictionary: ThemeDictionary, {types, empty}: Token): CSSProperties | undefined {
  const emptyLine = empty ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && types[0] === 'plain') return emptyLine;
  return Object.assign({}, emptyLine, ...types.map((type) => dictionary[type])) as CSSProperties;
}

function HighlightWithTokens({
  lines,
  theme,
  language,
  children,
}: Pick<HighlightProps, 'language' | 'children'> & {theme: PrismTheme; lines: Token[][]}): ReactNode {
  const dictionary = useMemo(() => themeDictionary(theme, language), [theme, language]);
  const getLineProps = useCallback(
    ({className, style, line: _line, ...rest}: LineInputProps): LineOutputProps => ({
      ...rest,
      className: clsx('token-line', className),
      style: {...dictionary.plain, ...style},
    }),
    [dictionary],
  );
  const getTokenProps = useCallback(
    ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: {...tokenStyle(dictionary, token), ...style},
    }),
    [dictionary],
  );
  // prism-react-renderer types its render function's result with the global JSX namespace,
  // which React 19's types no longer declare.
  return children({
    tokens: lines,
    className: `prism-code language-${language}`,
    style: dictionary.root ?? {},
    getLineProps,
    getTokenProps,
  }) as ReactNode;
}

export function Highlight({
  code,
  language: languageProp,
  theme,
  children,
}: Omit<HighlightProps, 'prism' | 'theme'> & {theme: PrismTheme}): ReactNode {
  const language = languageProp.toLowerCase();
  const encoded = useContext(BuildTimeTokens);
  // Tokens that do not fit the code (a case needsPrism missed) leave the code
  // unhighlighted rather than suspend a block that has no boundary of its own.
  const lines = useMemo(
    () => (encoded === undefined ? undefined : (decodeTokens(encoded, code) ?? plainLines(code))),
    [encoded, code],
  );
  if (lines)
    return (
      <HighlightWithTokens lines={lines} theme={theme} language={language}>
        {children}
      </HighlightWithTokens>
    );
  const Runtime = loadedRuntimeHighlight ?? RuntimeHighlight;
  return (
    <Runtime code={code} language={language} theme={theme}>
      {children}
    </Runtime>
  );
}
