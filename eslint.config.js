// Lint rules, including the one-way dependency graph of the packages:
// app -> ui, app -> core, server -> core. Core imports no React and nothing else of ours.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message: 'This import breaks the package dependency graph (see README).' })) }],
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'storybook-static/**', 'coverage/**', 'data/**', '**/data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['packages/core/src/**'],
    rules: restrict('react', 'react-dom', 'react/*', '@nocturne/ui', '@nocturne/app', '@nocturne/server', 'node:*', '**/ui/**', '**/app/**', '**/server/**'),
  },
  {
    files: ['packages/ui/src/**'],
    rules: restrict('@nocturne/app', '@nocturne/server', '@nocturne/core', 'valtio', 'valtio/*', '**/app/**', '**/server/**', '**/core/**'),
  },
  {
    files: ['packages/server/src/**'],
    rules: restrict('react', 'react-dom', '@nocturne/ui', '@nocturne/app', '**/ui/**', '**/app/**'),
  },
  {
    files: ['packages/app/src/**'],
    rules: restrict('@nocturne/server', '**/server/**'),
  },
  {
    // Scripts and benchmarks print their figures.
    files: ['**/scripts/**', '**/bench/**', '**/*.bench.ts'],
    rules: { 'no-console': 'off' },
  },
);
