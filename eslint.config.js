import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'node_modules/**',
      '.data/**',
      'playwright-report/**',
      'test-results/**',
      'scratch/**',
      'public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/.server/**', '*.server'],
              message: 'Server-only modules: import them only from loaders, actions and other server modules.',
            },
          ],
        },
      ],
    },
  },
  {
    // Route modules, server modules, the HTTP server (server.ts, server/) and tests may import server code.
    files: [
      'app/routes/**',
      'app/.server/**',
      'app/root.tsx',
      'app/entry.server.tsx',
      'tests/**',
      'scripts/**',
      'supabase/**',
      'server.ts',
      'server/**',
      'e2e/**',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
)
