import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import regexp from 'eslint-plugin-regexp';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      '**/storybook-static/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.data/**',
      'tests/e2e/.output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Unsafe regular expressions (security review finding #1: one slow pattern froze the server): the
  // plugin's recommended rules, and no pattern whose backtracking or whose moves are super-linear.
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    ...regexp.configs.recommended,
    rules: {
      ...regexp.configs.recommended.rules,
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
