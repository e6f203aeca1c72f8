import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Test code may reach across rooms to build what it checks. */
const TESTS = ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**'];

/** Node runs the server's TypeScript as it is (type stripping) and maps no `.js` import onto a `.ts` file. */
const NO_JS_IMPORTS = {
  regex: '^\\.{1,2}/.*\\.js$',
  message: 'Import the .ts file: Node runs the source as it is.',
};

/** Server-side rooms: their own forbidden imports, plus the one every file Node runs directly has. */
function rooms(list) {
  return list.map(({ files, ignores, forbid }) => ({
    files,
    ...(ignores && { ignores }),
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_JS_IMPORTS, ...forbid] }] },
  }));
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'e2e/artifacts/**',
      'bench/results/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // The rooms of ARCHITECTURE.md and which may import which. ESLint keeps one `no-restricted-imports`
  // per file, so each room's block repeats the rule every server file has.
  ...rooms([
    { files: ['apps/server/**/*.ts', 'bench/**/*.ts'], forbid: [] },
    {
      files: ['packages/contract/**/*.ts'],
      forbid: [
        {
          regex: '^(\\.\\./)+(apps|bench|e2e)/|^@atrium/(server|web)',
          message: 'The contract depends on nothing of ours.',
        },
      ],
    },
    {
      files: ['apps/server/src/platform/**/*.ts'],
      ignores: TESTS,
      forbid: [
        {
          regex: '^(\\.\\./)+(modules/|app\\.ts$)',
          message: 'The platform serves every area and knows none of them.',
        },
      ],
    },
  ]),
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/{AppRoutes,SignedInApp,routes}.tsx', 'apps/web/src/features/**', ...TESTS],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.{1,2}/)+features/',
              message: 'Shared web parts never import a feature; routes.tsx does.',
            },
            { regex: 'apps/server|^@atrium/server', message: 'The web talks to the server over HTTP only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // From features/<a>/File.tsx, '../<b>/…' is another feature; '../../layout/…' is shared.
            {
              regex: '^\\.\\./[^./][^/]*/',
              message:
                'A feature never imports another: move what both need to layout/, lists/, forms/ or takeover/.',
            },
            { regex: 'apps/server|^@atrium/server', message: 'The web talks to the server over HTTP only.' },
          ],
        },
      ],
    },
  },
  {
    // The take-over helpers (issue 46): few, in one place, and standing alone, so that any screen
    // and the entry may use them without pulling in the layout.
    files: ['apps/web/src/takeover/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./',
              message: 'The take-over helpers import only each other and libraries (ARCHITECTURE.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(apps|packages|bench)/|^@atrium/',
              message: 'Journeys drive the app from outside.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tool configuration files are loaded through their default export.
    files: ['**/*.config.{ts,js,mjs}', 'playwright.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
