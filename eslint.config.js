// Lint holds the layer and area rules of docs/requirements/platform.md §1 (who may import whom), keeps Node out of
// browser code, and a few correctness rules. Formatting is prettier's (`prettier --check` in lint).
import fs from 'node:fs';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { localRules } from './scripts/lint/localRules.js';

/** The folders of `dir` holding `file`. */
const foldersWith = (dir, file) =>
  fs
    .readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(new URL(`${dir}/${entry.name}/${file}`, import.meta.url)))
    .map((entry) => entry.name);

/** The app's areas: each a folder of src/ with its manifest, area.tsx, that only src/areas/index.ts gathers (by folder). */
const APP_AREAS = foldersWith('./src', 'area.tsx');
const NODE_BUILTINS = [
  'node:*',
  'fs',
  'path',
  'os',
  'crypto',
  'child_process',
  'http',
  'https',
  'net',
  'stream',
  'url',
  'util',
  'zlib',
  'worker_threads',
];

/**
 * The server's areas: each a folder of server/ that the other areas and the composition root
 * (server/areas.ts, app.ts, main.ts, start.ts, worker.ts) reach only through its index.ts (the
 * ServerArea) and service.ts (what it offers the rest of the server); the shell — framework,
 * http, db, graphql, adapters, context, config, logging — imports none.
 */
/** Folders of server/ that are the shell: they serve every area and know none. */
const SERVER_SHELL_FOLDERS = ['framework', 'http', 'db', 'graphql', 'adapters'];
const SERVER_SHELL = SERVER_SHELL_FOLDERS.map((folder) => `server/${folder}/**`);
/** Every other folder of server/ with an index.ts is an area. */
const SERVER_AREAS = foldersWith('./server', 'index.ts').filter((folder) => !SERVER_SHELL_FOLDERS.includes(folder));
const SERVER_SHELL_FILES = ['server/context.ts', 'server/config.ts', 'server/logging.ts'];
/** The composition root: server/'s other files (areas.ts, app.ts, main.ts, start.ts, worker.ts). */
const SERVER_ROOT = ['server/*.ts'];

const restrict = (patterns, message) => ({ group: patterns, message });
const areaImports = (except) =>
  APP_AREAS.filter((a) => a !== except).map((a) =>
    restrict(
      [`../${a}`, `../${a}/*`, `../../${a}`, `../../${a}/*`, `../../../src/${a}/*`],
      `An area does not import another area (${a}): move what both need to src/components, src/framework or providers.`,
    ),
  );

/** Another server area, past its index.ts and service.ts (`up`: '../' from an area, './' from server/). */
const serverAreaInternals = (up, except) =>
  SERVER_AREAS.filter((a) => a !== except).map((a) =>
    restrict(
      [`${up}${a}/*`, `!${up}${a}/index`, `!${up}${a}/service`],
      `Another server area (${a}) is reached through server/${a}/service.ts (or its index.ts), never its other files.`,
    ),
  );
const serverAreas = (ups) =>
  restrict(
    SERVER_AREAS.flatMap((a) => ups.flatMap((up) => [`${up}${a}`, `${up}${a}/*`])),
    'The server shell (framework, http, db, graphql, adapters, context, config, logging) imports no area: areas plug into it (server/areas.ts).',
  );

const rules = (...groups) => ({ 'no-restricted-imports': ['error', { patterns: groups.flat() }] });
const notServer = restrict(['**/server', '**/server/*', '**/server/**'], 'Browser and shared code never import the server.');
const notApp = restrict(['**/src/*', '**/src/**', '**/providers', '**/providers/*'], 'The server and declarations never import the app.');
const notNode = restrict(NODE_BUILTINS, 'Node modules are not available in the browser.');
// Node's types (NodeJS.Timeout, …) are not the browser's: tsconfig.app.json has none, and lint says so too.
const noNodeTypes = {
  'no-restricted-syntax': [
    'error',
    { selector: "TSQualifiedName[left.name='NodeJS']", message: 'Node types are not available in the browser.' },
  ],
};

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', 'data', '.tmp', 'test-results', 'playwright-report', 'server/db/migrations'] },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { '@typescript-eslint': tseslint.plugin },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'no-debugger': 'error',
      'no-dupe-keys': 'error',
      'no-self-compare': 'error',
      'no-unreachable': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // A file is at most 400 lines, every line counted (blank and comment lines too, as `wc -l`):
      // past that it holds more than one thing and is split into cohesive modules.
      'max-lines': ['error', { max: 400 }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true, caughtErrors: 'none' },
      ],
    },
  },
  // typescript-eslint's recommended rules on the TypeScript files; `any` only with its reason on the line before
  // (`// eslint-disable-next-line @typescript-eslint/no-explicit-any -- <reason>`).
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: ['**/*.{ts,tsx}'] })),
  { files: ['**/*.{ts,tsx}'], rules: { '@typescript-eslint/no-explicit-any': 'error' } },
  // Tests read loose JSON answers and build partial fixtures: `any` is theirs to use.
  { files: ['tests/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // Declarations: plain data and yup, usable on both sides.
  { files: ['resources/**'], languageOptions: { globals: {} }, rules: { ...rules(notServer, notApp, notNode), ...noNodeTypes } },
  // The browser app and its providers. Access is asked of react-admin's canAccess, whose answer is
  // resources/access.ts: no role names here (a manifest's `level:` entry is data, not a check).
  {
    files: ['src/**', 'providers/**'],
    plugins: { 'react-hooks': reactHooks, local: localRules },
    languageOptions: { globals: globals.browser },
    rules: {
      ...rules(notServer, notNode),
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'local/no-role-names': 'error',
      ...noNodeTypes,
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'require', '__dirname', '__filename', 'global'].map((name) => ({
          name,
          message: 'Node globals are not available in the browser.',
        })),
      ],
    },
  },
  // Screens reach the server through the providers only (typed data-provider methods, react-query).
  // …and word their texts by key (resources/i18n), so every language shows them.
  {
    files: ['src/**'],
    plugins: { local: localRules },
    rules: { 'local/no-fetch': 'error', 'local/app-forms': 'error', 'local/texts-by-key': 'error' },
  },
  // The shell and shared app code never reach into an area: areas plug into them (src/areas/index.ts
  // finds their manifests by folder; the small entry's main.tsx and Root.tsx name the accounts
  // area's public pages as './accounts').
  {
    files: ['src/layout/**', 'src/framework/**', 'src/components/**', 'src/public/**', 'src/areas/**', 'src/*.{ts,tsx}', 'providers/**'],
    rules: rules(notServer, notNode, areaImports(null)),
  },
  ...APP_AREAS.map((area) => ({ files: [`src/${area}/**`], rules: rules(notServer, notNode, areaImports(area)) })),
  // The server: Node only.
  { files: ['server/**', 'scripts/**'], languageOptions: { globals: globals.node }, rules: rules(notApp) },
  // The server's shell knows no area; the composition root and each area see other areas' index and service only.
  { files: SERVER_SHELL, rules: rules(notApp, serverAreas(['../', '../../'])) },
  { files: SERVER_ROOT, rules: rules(notApp, serverAreaInternals('./', null)) },
  { files: SERVER_SHELL_FILES, rules: rules(notApp, serverAreas(['./'])) },
  ...SERVER_AREAS.map((area) => ({ files: [`server/${area}/**`], rules: rules(notApp, serverAreaInternals('../', area)) })),
  // One way to run a transaction: with its lock timeout and its retries (docs/architecture.md "Transactions").
  {
    files: ['server/**', 'scripts/**'],
    ignores: ['server/db/transaction.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Run a transaction with transact(db, fn) from server/db/transaction.ts (lock timeout, retries).',
        },
      ],
    },
  },
);
