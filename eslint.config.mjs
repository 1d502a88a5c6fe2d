// Lint: typescript-eslint's recommended rules and the React hooks rules, over app, server, tests and scripts.
// Formatting is Prettier's job (`npm run format`), so no stylistic rules here.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

const FLOAT_SHEET =
  "taro-ui's float layout is used through src/components/FloatSheet (import FloatSheet from '@/components/FloatSheet')"

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
  },
  // One way for each thing (issue 30 item 7): a bottom sheet is src/components/FloatSheet, the one wrapper of
  // taro-ui's float layout (its focus, its closed state out of the accessibility tree, its stylesheet); a direct
  // import of the float layout anywhere else fails lint: from the package root, its lib/rn entries, or a deep path.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['src/components/FloatSheet/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^taro-ui(/(lib|rn))?(/index(\\.[cm]?js)?)?$',
              importNames: ['AtFloatLayout'],
              message: FLOAT_SHEET
            },
            { regex: '^taro-ui/.*float-layout', message: FLOAT_SHEET },
            { regex: '(^|/)styles/taro-ui/float-layout\\.scss$', message: FLOAT_SHEET }
          ]
        }
      ],
      // the same for require() and import(), which no-restricted-imports does not see
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ":matches(CallExpression[callee.name='require'], ImportExpression) > Literal[value=/^taro-ui\\u002F.*float-layout|styles\\u002Ftaro-ui\\u002Ffloat-layout/]",
          message: FLOAT_SHEET
        }
      ]
    }
  }
)
