// Lint rules, including the one-way dependency graph of the packages:
// app -> ui, app -> core, server -> core. Core imports no React and nothing else of ours.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message: 'This import breaks the package dependency graph (see ARCHITECTURE.md).' })) }],
});

// The server's layers (ARCHITECTURE.md): config.ts, db/, storage/ and http/
// at the bottom, then the domains, each importing only those listed for it, then the root that
// composes them (allRoutes.ts, app.ts, start.ts, ...). Every import points down.
const SERVER_PACKAGES = ['react', 'react-dom', '@nocturne/ui', '@nocturne/app', '**/ui/**', '**/app/**'];
const SERVER_DOMAINS = {
  members: [],
  site: [],
  catalogue: [],
  telemetry: ['catalogue'],
  openapi: [],
  uploads: [],
  money: ['members'],
  chat: ['members'],
  danmaku: ['catalogue', 'members'],
  reports: ['catalogue', 'members'],
  purchases: ['catalogue', 'members', 'money'],
  payments: ['catalogue', 'members', 'money', 'site', 'withdrawals'],
  withdrawals: ['members', 'money'],
  rewards: ['catalogue', 'members', 'money', 'payments'],
  media: ['catalogue', 'purchases', 'site'],
  videoDetail: ['catalogue', 'danmaku', 'media'],
  offline: ['catalogue', 'media', 'purchases', 'site'],
  seed: ['catalogue', 'media', 'site'],
  operators: ['members'],
  dashboard: ['operators', 'telemetry'],
  admin: ['catalogue', 'chat', 'danmaku', 'dashboard', 'media', 'members', 'money', 'payments', 'reports', 'site', 'telemetry', 'withdrawals', 'operators', 'uploads'],
};
const SERVER_ROOT = ['allRoutes', 'app', 'start', 'shutdown', 'main'];
/** Imports of these folders and root files from a folder of src/ (or one folder deeper). */
const serverImports = (folders, rootFiles = SERVER_ROOT) =>
  [...folders.map((folder) => `${folder}/*`), ...rootFiles.map((file) => `${file}.ts`)].flatMap((target) => [`../${target}`, `../../${target}`]);
const serverLayer = (files, forbidden) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...SERVER_PACKAGES.map((group) => ({ group: [group], message: 'This import breaks the package dependency graph (see ARCHITECTURE.md).' })),
          { group: forbidden, message: 'This import runs up the server\'s layers (see ARCHITECTURE.md).' },
        ],
      },
    ],
  },
});
const serverLayers = [
  serverLayer(['packages/server/src/config.ts'], ['./db/*', './http/*', ...Object.keys(SERVER_DOMAINS).map((d) => `./${d}/*`), ...SERVER_ROOT.map((f) => `./${f}.ts`)]),
  serverLayer(['packages/server/src/db/**'], serverImports(['http', ...Object.keys(SERVER_DOMAINS)])),
  serverLayer(['packages/server/src/http/**'], serverImports(Object.keys(SERVER_DOMAINS))),
  // The object store is plumbing beside db/: it knows files and keys, no HTTP and no domain.
  serverLayer(['packages/server/src/storage/**'], serverImports(['http', ...Object.keys(SERVER_DOMAINS)])),
  ...Object.entries(SERVER_DOMAINS).map(([domain, uses]) =>
    serverLayer([`packages/server/src/${domain}/**`], serverImports(Object.keys(SERVER_DOMAINS).filter((other) => other !== domain && !uses.includes(other)))),
  ),
];

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
    rules: restrict(...SERVER_PACKAGES),
  },
  ...serverLayers,
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
