import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The JSON report feeds the one-line summary `npm test` ends with (scripts/test-summary.mjs).
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
