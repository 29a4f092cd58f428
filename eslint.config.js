import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/** The feature folders of app/: each a part of the shop, with its server modules, components and tests. */
const FEATURES = [
  'account',
  'analytics',
  'cart',
  'catalogue',
  'checkout',
  'content',
  'field-speed',
  'layout',
  'offline',
  'pictures',
  'search-engines',
  'sending',
  'visitor',
]

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'public/build/**',
      // Built by scripts/public-scripts.mjs, minified.
      'public/field-speed.js',
      'node_modules/**',
      '.cache/**',
      '.wrangler/**',
      'demo-api/.wrangler/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod']",
          message:
            'zod is server-only: import it from *.server.ts modules (it would add ~100 KB to the browser bundle).',
        },
      ],
    },
  },
  {
    // Server modules are empty in the browser bundle: a value imported from one is undefined there.
    // Routes, the root and the server entry may: their loaders and actions run on the server only.
    files: ['app/**/*.{ts,tsx}'],
    ignores: [
      'app/routes/**',
      'app/root.tsx',
      'app/entry.server.tsx',
      '**/*.server.ts',
      '**/*.server.tsx',
      '**/*.test.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.server', '~/*.server', '~/**/*.server'],
              allowTypeImports: true,
              message: 'Only types may come from *.server modules here.',
            },
          ],
        },
      ],
    },
  },
  {
    // The layers (docs/architecture.md): routes and the root use features; features use app/server, app/api,
    // app/i18n and app/lib; app/lib uses nothing of the app.
    files: ['app/**/*.{ts,tsx,js}'],
    ignores: ['app/routes/**', 'app/root.tsx', 'app/entry.server.tsx', 'app/entry.client.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['~/routes/*', '~/root'], message: 'Only routes and the root import routes and the root.' },
          ],
        },
      ],
    },
  },
  {
    // The way in and what every feature uses (app/server, app/api, app/i18n) know no feature: a feature hands the
    // way in what it needs through the server entry (server.ts) or the route that calls it.
    files: ['app/server/**/*.{ts,tsx}', 'app/api/**/*.{ts,tsx}', 'app/i18n/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['~/routes/*', '~/root'], message: 'Only routes and the root import routes and the root.' },
            {
              group: FEATURES.map((feature) => `~/${feature}/*`),
              message: 'app/server, app/api and app/i18n import no feature folder (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/lib/**/*.{ts,tsx,js}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/*', '!~/lib', '!~/lib/*', '../*'],
              message: 'app/lib imports nothing of the app: it is what every layer may use.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.server.ts', '**/*.test.ts', 'demo-api/**', 'tests/**', 'functions/**', 'scripts/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
)
