// Lint holds the layer and area rules of ARCHITECTURE.md (who may import whom), keeps Node out of
// browser code, and a few correctness rules. Formatting is prettier's (`prettier --check` in lint).
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The app's areas: each a folder of src/ that only src/areas/index.ts may gather. */
const APP_AREAS = ['accounts', 'billing', 'catalog', 'dashboard', 'inventory', 'orders', 'production', 'settings', 'system'];
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

const restrict = (patterns, message) => ({ group: patterns, message });
const areaImports = (except) =>
  APP_AREAS.filter((a) => a !== except).map((a) =>
    restrict(
      [`../${a}`, `../${a}/*`, `../../${a}`, `../../${a}/*`, `../../../src/${a}/*`],
      `An area does not import another area (${a}): move what both need to src/components, src/framework or providers.`,
    ),
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
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true, caughtErrors: 'none' },
      ],
    },
  },
  // Declarations: plain data and yup, usable on both sides.
  { files: ['resources/**'], languageOptions: { globals: {} }, rules: { ...rules(notServer, notApp, notNode), ...noNodeTypes } },
  // The browser app and its providers.
  {
    files: ['src/**', 'providers/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...rules(notServer, notNode),
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
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
  // The shell and shared app code never reach into an area: areas plug into them (src/areas, whose
  // index.ts alone lists them; the small entry's main.tsx and Root.tsx name the accounts area's
  // public pages as './accounts').
  {
    files: ['src/layout/**', 'src/framework/**', 'src/components/**', 'src/public/**', 'src/areas/**', 'src/*.{ts,tsx}', 'providers/**'],
    ignores: ['src/areas/index.ts'],
    rules: rules(notServer, notNode, areaImports(null)),
  },
  ...APP_AREAS.map((area) => ({ files: [`src/${area}/**`], rules: rules(notServer, notNode, areaImports(area)) })),
  // The server: Node only.
  { files: ['server/**', 'scripts/**'], languageOptions: { globals: globals.node }, rules: rules(notApp) },
);
