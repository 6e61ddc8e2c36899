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
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Use the seeded PRNG in src-shared/kit/random.ts.' }],
      'no-restricted-globals': ['error', { name: 'Date', message: 'The engine is deterministic: no clocks.' }],
      // The layers (#15 item 3, #32): the rules know neither the host, the page nor Node.
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/src-main/**', '**/src-renderer/**'], message: 'src-shared is the rules: it imports neither the host nor the renderer.' },
        { group: ['node:*', 'fs', 'path', 'os', 'child_process', 'electron'], message: 'src-shared runs in the page and in workers too: no Node modules.' },
      ] }],
    },
  },
  {
    // The renderer talks to the host only through the protocol in src-shared.
    files: ['src-renderer/**/*.{ts,tsx}'],
    ignores: ['src-renderer/**/vite.config.ts'], // the dev board's build config runs in Node
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/src-main/**', 'electron', 'node:*'], message: 'The renderer reaches the host only through src-shared/protocol.' },
        // board (#32 D): the page runs rule code only as functions of a seat's view (src-shared/games/pericles/client.ts,
        // odds, the advisor, view selectors) and asks the host the rest (the view's aids, `query`): no rule internals.
        // tests/unit/renderer/layers.test.ts checks the same.
        {
          group: ['**/src-shared/games/*/rules/**', '**/src-shared/games/*/engine/**', '**/src-shared/games/*/phases/**'],
          message: 'The page never runs the rules on a state: use a view function (src-shared/games/pericles/client.ts) or ask the host (client/query.ts).',
        },
      ] }],
    },
  },
  {
    // #32 §4.4: the game-agnostic parts of src-shared know games only through the contract and the catalog.
    // (A later block replaces `no-restricted-imports` for the files both match: the src-shared patterns repeat.)
    files: ['src-shared/{kit,machine}/**/*.ts'],
    // Still the first game's (#32, left to do): the statechart is built from Pericles' turn table rather than the
    // contract's. A file leaves this list when it is done.
    ignores: ['src-shared/machine/gameMachine.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/src-main/**', '**/src-renderer/**'], message: 'src-shared is the rules: it imports neither the host nor the renderer.' },
        { group: ['node:*', 'fs', 'path', 'os', 'child_process', 'electron'], message: 'src-shared runs in the page and in workers too: no Node modules.' },
        {
          group: ['**/games/**', '!**/games/contract.js', '!**/games/catalog.js', '../engine.js'],
          message: 'kit/ and machine/ are game-agnostic: from games/ only contract.ts and catalog.ts.',
        },
      ] }],
    },
  },
  {
    // #32 §4.4: the host knows a game only through the registry and the contract.
    files: ['src-main/**/*.ts'],
    // Still reaching Pericles' internals (#32, left to do): the bot worker (to decide through the module's
    // bots.decide), the lessons, the save format's own Pericles schemas (to check through the module's
    // setupSchema/summarySchema, plan32 C2) and the CLI (its --game/--players/--bots change is under way).
    ignores: ['src-main/host/botWorker.ts', 'src-main/host/botWorkerEntry.ts', 'src-main/host/botPlayers.ts', 'src-main/host/library.ts',
      'src-main/saves/format.ts', 'src-main/web/cli.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        {
          group: ['**/src-shared/**/*.js', '!**/src-shared/protocol/**/*.js', '!**/src-shared/kit/**/*.js', '!**/src-shared/machine/**/*.js',
            '!**/src-shared/games/index.js', '!**/src-shared/games/contract.js', '!**/src-shared/games/catalog.js'],
          message: 'The host knows games only through src-shared/games/{index,contract,catalog}, protocol, kit and machine.',
        },
      ] }],
    },
  },
);
