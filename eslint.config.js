// Lint: the type-aware rules that catch what a review misses in this code — a promise nobody awaits or
// catches (an unhandled rejection ends the process), a promise passed where a callback's result is
// ignored — plus typescript-eslint's recommended set. Style is prettier's (npm run format).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'generated/',
      'spec/vendor/',
      '.larkspur/',
      'reports/',
      'examples/**/.venv/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // A store call is a promise now (issue 22): awaiting what is not one hides a call that was meant to be.
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { arguments: false, attributes: false } },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Stripping control characters (XML, markdown scanning) is what those expressions are for.
      'no-control-regex': 'off',
    },
  },
  {
    // The reference's store is asynchronous (issue 22): a store call handed where a callback's result is
    // ignored would run unawaited — its write crossing the next one, its failure unheard.
    files: ['reference/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { arguments: true, attributes: false } },
      ],
    },
  },
  {
    // Tests reach into loosely typed wire messages; an `any` there is a probe, not an API.
    files: ['**/*.test.ts', '**/test-client.ts', 'test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // CommonJS where it must be (test/vendored-entry.cjs is a package's CommonJS entry): require is how it loads.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
