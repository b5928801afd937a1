// ESLint decides the code questions Prettier does not: type-aware TypeScript rules, the
// rules of hooks, and accessibility in JSX. `npm run lint` runs it; it is part of `npm test`.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-e2e/**',
      'build-bench/**',
      '.docusaurus/**',
      'test-results/**',
      'docs/api/**',
      // Recorded Nadle projects are data: what a reader wrote, kept as the program ran it.
      'tests/nadle-recordings/*/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: {...globals.browser, ...globals.node},
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
    },
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      // Destructuring to leave some keys out, and `_` for a value that must be named, are intended.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'},
      ],
    },
  },
  {
    // The API reference mirrors the declarations Nadle 0.5.1 ships (namespaces and an empty
    // interface included): readers see the types they import.
    files: ['api/index.ts'],
    rules: {'@typescript-eslint/no-namespace': 'off', '@typescript-eslint/no-empty-object-type': 'off'},
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs.flat.recommended,
  {
    // Playwright's fixtures hand their value on through a function named `use`, which is not React's hook.
    files: ['tests/e2e/**/*.ts'],
    rules: {'react-hooks/rules-of-hooks': 'off'},
  },
  {
    // Plain JavaScript files are outside the TypeScript project: no type-aware rules there.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
