// Lint enforces the layer rules of docs/ARCHITECTURE.md (DESIGN.md §2): machines are pure,
// views talk to the engine only, services never reach into views.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ioGlobals = [
  'fetch',
  'WebSocket',
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'requestAnimationFrame',
  'localStorage',
  'sessionStorage',
  'postMessage',
  'XMLHttpRequest',
  'EventSource',
  'document',
  'window',
  'navigator',
  'performance',
  'crypto',
].map((name) => ({
  name,
  message: 'machines/ are pure: I/O, clocks and randomness come from services/ through the engine.',
}));

const pureSyntax = [
  {
    selector: "MemberExpression[object.name='Date'][property.name='now']",
    message: 'Time comes from events or named delays, never Date.now().',
  },
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Time comes from events or named delays, never new Date().',
  },
  {
    selector: "MemberExpression[object.name='Math'][property.name='random']",
    message: 'Randomness comes from event payloads, never Math.random().',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.data',
      'reports',
      'test-results',
      'playwright-report',
      '.screenshots',
      // gql.tada's introspection types, generated from the SDL (scripts/graphql-env.ts)
      'services/graphql/schema/*/graphql-env.d.ts',
    ],
  },
  js.configs.recommended,
  // Type-aware rules (typescript-eslint's recommendedTypeChecked) on every TS file, through the
  // project service of tsconfig.json; plain JS files (configs, scripts/*.mjs) have no types to check.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], extends: [tseslint.configs.disableTypeChecked] },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'No focused tests.' },
      ],
    },
  },
  {
    files: ['views/**/*.{ts,tsx}', 'src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['machines/**/*.ts'],
    // Tests and their harnesses (*.testing.ts) may use the engine's clock and test tools.
    ignores: ['machines/**/*.test.ts', 'machines/**/*.testing.ts'],
    rules: {
      'no-restricted-globals': ['error', ...ioGlobals],
      'no-restricted-syntax': ['error', ...pureSyntax],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/services/**', '**/views/**', '**/src/**', '**/simulator/**'],
              message: 'machines/ import nothing from services/, views/, src/ or the simulator.',
            },
            {
              group: [
                'react',
                'react-dom',
                'react-dom/*',
                '@xstate/react',
                'graphql-*',
                'ws',
                'node:*',
                'fs',
                'http',
              ],
              message: 'machines/ are pure: no React and no I/O library.',
            },
          ],
          paths: [
            {
              // The route table is react-router's (decision 0022): its pure path functions and
              // types match and build paths in the shell; its components and hooks stay in views.
              name: 'react-router',
              allowImportNames: ['matchRoutes', 'generatePath', 'RouteObject'],
              message:
                "machines/ take only react-router's path functions (matchRoutes, generatePath).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['views/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'No focused tests.' },
        {
          // Issue 52 §1: views send the guest's intent (ui.*); the gate, the modals or the pay
          // tour decide which flow opens.
          selector:
            "CallExpression[callee.property.name='send'] Property[key.name='type'][value.value='payTour.open']",
          message:
            "views/ send no payTour.open: send the guest's intent (ui.loginRequested, ui.passRequested, …).",
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['fetch', 'WebSocket', 'localStorage', 'sessionStorage', 'XMLHttpRequest'].map(
          (name) => ({ name, message: 'views/ do no I/O: send an event to the engine.' }),
        ),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/services/**'],
              message: 'views/ never import services/: they talk to the engine only.',
            },
            { group: ['**/simulator/**'], message: 'views/ never import the simulator.' },
          ],
        },
      ],
    },
  },
  {
    files: ['services/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/views/**', 'react', 'react-dom', 'react-dom/*'],
              message: 'services/ never import views/ or React.',
            },
            { group: ['**/simulator/**'], message: 'services/ never import the simulator.' },
            {
              regex: '(^|/)src/(?!config/|engine/)',
              message: 'services/ import only src/config and types of src/engine: inject the rest.',
            },
            {
              group: ['**/src/engine/**'],
              allowTypeImports: true,
              message: 'services/ take only types from src/engine: the engine wires them.',
            },
          ],
        },
      ],
    },
  },
  {
    // The wiring provides machines through src/engine/provide.ts: XState's own machine.provide
    // builds the whole machine again (docs/performance.md, "Building the app logic").
    files: ['src/engine/**/*.ts'],
    ignores: ['src/engine/**/*.test.ts', 'src/engine/testing/**', 'src/engine/provide.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'No focused tests.' },
        {
          selector: "CallExpression[callee.property.name='provide']",
          message: 'Provide with provide(machine, …) from src/engine/provide.ts.',
        },
      ],
    },
  },
  {
    // The contract's lists are data both sides read: they depend on nothing.
    files: ['contract/**/*.ts'],
    ignores: ['contract/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportDeclaration', message: 'contract/ is data: it imports nothing.' },
      ],
    },
  },
  {
    files: ['fixtures/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/simulator/**'],
              message: 'fixtures/ are data both sides read: they never import the simulator.',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 52 §4: a machine sends to another actor by a typed send (`toSystem`, `toReplyTarget`,
    // `toDomain` in machines/shared/domainEvents.ts, or XState's `sendTo` to a child it holds),
    // checked against the recipient's events, and never reads another actor's snapshot; no
    // machine file is excepted. The pure-machine rules are repeated, as this block's
    // `no-restricted-syntax` replaces theirs.
    files: ['machines/**/*.ts'],
    ignores: ['machines/**/*.test.ts', 'machines/**/*.testing.ts', 'machines/shared/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...pureSyntax,
        // `actorIn` called, imported under any name, or read from a namespace import.
        {
          selector:
            "CallExpression[callee.name='actorIn'], ImportSpecifier[imported.name='actorIn'], MemberExpression[property.name='actorIn']",
          message:
            'Send with toSystem / toReplyTarget / toDomain (machines/shared/domainEvents.ts) or sendTo to a held child, not actorIn.',
        },
        // `system.get(…)`, and the system reached through anything: `self.system.get(…)`.
        {
          selector:
            "CallExpression[callee.property.name='get']:matches([callee.object.name='system'], [callee.object.property.name='system'])",
          message:
            "No system.get in machines: send typed (toSystem, sendTo to a held child); another actor's facts come as events or input.",
        },
      ],
    },
  },
);
