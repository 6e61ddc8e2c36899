import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'dist-electron', 'dist-renderer', 'release', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Plain Node scripts (.mjs) run outside TypeScript's checks: declare Node's globals.
    files: ['**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
  },
  {
    // Games must be reproducible from their seed: the engine draws only from its own PRNG.
    files: ['src-shared/**/*.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Use the seeded PRNG in src-shared/rules/random.ts.' }],
      'no-restricted-globals': ['error', { name: 'Date', message: 'The engine is deterministic: no clocks.' }],
    },
  },
);
