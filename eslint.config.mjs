// Lint: typescript-eslint's recommended rules and the React hooks rules, over app, server, tests and scripts.
// Formatting is Prettier's job (`npm run format`), so no stylistic rules here.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'admin/dist/**',
      // the release folder (npm run build:release): bundled, generated code
      'release/**',
      'node_modules/**',
      'server/drizzle/**',
      'server/data/**',
      // generated media: the console's uploads become HLS segments named *.ts (MPEG-TS, not TypeScript)
      'server/.cache/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**'
    ]
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }
      ],
      '@typescript-eslint/no-require-imports': 'off'
    }
  }
)
