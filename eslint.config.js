import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// The layers (#15 item 3, #32 §4.4), one game never reaching into another. Games are folders.
const gamesIn = (dir) => readdirSync(new URL(dir, import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const SHARED_GAMES = gamesIn('./src-shared/games/');
let RENDERER_GAMES = [];
try { RENDERER_GAMES = gamesIn('./src-renderer/games/'); } catch { /* no game UI module yet */ }
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const NO_NODE_IN_SHARED = { group: ['node:*', 'fs', 'path', 'os', 'child_process', 'electron'], message: 'src-shared runs in the page and in workers too: no Node modules.' };
const NO_HOST_IN_SHARED = { group: ['**/src-main/**', '**/src-renderer/**'], message: 'src-shared is the rules: it imports neither the host nor the renderer.' };
const NO_HOST_IN_PAGE = { group: ['**/src-main/**', 'electron', 'node:*'], message: 'The renderer reaches the host only through src-shared/protocol.' };
// board (#32 D): the page runs rule code only as functions of a seat's view (src-shared/games/<id>/client.ts:
// odds, the advisor, view selectors) and asks the host the rest (the view's aids, `query`): no rule internals,
// named here too so that no exception above ever opens them. tests/unit/renderer/layers.test.ts checks the same.
const NO_RULES_IN_PAGE = {
  group: ['**/src-shared/games/*/rules/**', '**/src-shared/games/*/engine/**', '**/src-shared/games/*/phases/**'],
  message: 'The page never runs the rules on a state: use a view function (src-shared/games/<id>/client.ts) or ask the host (games/<id>/query.ts).',
};
const otherGames = (games, id, where) => games.filter((g) => g !== id).map((g) => ({ group: [`**/games/${g}`, `**/games/${g}/**`, `../${g}/**`, `**/../${g}/**`], message: `One game never imports another (${where}/games/${id} ↛ ${g}).` }));
const boundary = [
  { files: ['src-shared/**/*.ts'], rules: restrict(NO_HOST_IN_SHARED, NO_NODE_IN_SHARED) },
  ...SHARED_GAMES.map((id) => ({ files: [`src-shared/games/${id}/**/*.ts`], rules: restrict(NO_HOST_IN_SHARED, NO_NODE_IN_SHARED, ...otherGames(SHARED_GAMES, id, 'src-shared')) })),
  {
    // the renderer's shell: protocol, kit and the game contract; games only through src-renderer/games/index.ts
    files: ['src-renderer/**/*.{ts,tsx}'],
    ignores: ['src-renderer/**/vite.config.ts', 'src-renderer/games/*/**'],
    rules: restrict(NO_HOST_IN_PAGE, NO_RULES_IN_PAGE, {
      group: ['**/src-shared/**/*.js', '!**/src-shared/protocol/**/*.js', '!**/src-shared/kit/**/*.js', '!**/src-shared/games/contract.js', '!**/src-shared/games/catalog.js'],
      message: "The renderer's shell knows src-shared only through protocol/, kit/ and games/{contract,catalog}.",
    }, {
      group: ['**/games/*/**'],
      message: "The renderer's shell reaches a game's UI only through src-renderer/games/index.ts.",
    }),
  },
  ...RENDERER_GAMES.map((id) => ({
    files: [`src-renderer/games/${id}/**/*.{ts,tsx}`],
    ignores: ['src-renderer/**/vite.config.ts'],
    rules: restrict(NO_HOST_IN_PAGE, NO_RULES_IN_PAGE, {
      group: ['**/src-shared/**/*.js', '!**/src-shared/protocol/**/*.js', '!**/src-shared/kit/**/*.js', '!**/src-shared/games/contract.js',
        '!**/src-shared/games/catalog.js', `!**/src-shared/games/${id}/client.js`],
      message: `A game's UI reaches its rules only through src-shared/games/${id}/client.ts (plus protocol/, kit/, the contract).`,
    }, ...otherGames(RENDERER_GAMES, id, 'src-renderer')),
  })),
  ...RENDERER_GAMES.map((id) => ({
    // a game's board dev page stands in for the host: it builds and views positions with the game's public face
    // (src-shared/engine.ts) and answers its own questions (query.ts); rule internals stay out of reach
    files: [`src-renderer/games/${id}/board/dev/**/*.{ts,tsx}`],
    ignores: ['src-renderer/**/vite.config.ts'],
    rules: restrict(NO_HOST_IN_PAGE, NO_RULES_IN_PAGE, {
      group: ['**/src-shared/**/*.js', '!**/src-shared/protocol/**/*.js', '!**/src-shared/kit/**/*.js', '!**/src-shared/games/contract.js',
        '!**/src-shared/games/catalog.js', `!**/src-shared/games/${id}/client.js`, `!**/src-shared/games/${id}/query.js`, `!**/src-shared/games/${id}/index.js`, '!**/src-shared/engine.js'],
      message: `The board's dev page reaches its game only through its public face (src-shared/engine.ts, games/${id}/index.ts), games/${id}/client.ts and games/${id}/query.ts.`,
    }, ...otherGames(RENDERER_GAMES, id, 'src-renderer')),
  })),
];

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
    // Plain Node scripts (.mjs, this config) run outside TypeScript's checks: declare Node's globals.
    files: ['**/*.mjs', 'eslint.config.js'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
  },
  {
    // Games must be reproducible from their seed: the engine draws only from its own PRNG.
    files: ['src-shared/**/*.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Use the seeded PRNG in src-shared/kit/random.ts.' }],
      'no-restricted-globals': ['error', { name: 'Date', message: 'The engine is deterministic: no clocks.' }],
    },
  },
  ...boundary,
  {
    // #32 §4.4: the game-agnostic parts of src-shared (the kit, the statechart, the protocol) know games only
    // through the contract and the catalog; each game narrows the protocol's types in its own folder (games/<id>/wire.ts).
    // (A later block replaces `no-restricted-imports` for the files both match: the src-shared patterns repeat.)
    files: ['src-shared/{kit,machine,protocol}/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/src-main/**', '**/src-renderer/**'], message: 'src-shared is the rules: it imports neither the host nor the renderer.' },
        { group: ['node:*', 'fs', 'path', 'os', 'child_process', 'electron'], message: 'src-shared runs in the page and in workers too: no Node modules.' },
        {
          group: ['**/games/**', '!**/games/contract.js', '!**/games/catalog.js', '../engine.js'],
          message: 'kit/, machine/ and protocol/ are game-agnostic: from games/ only contract.ts and catalog.ts.',
        },
      ] }],
    },
  },
  {
    // #32 §4.4: the host knows a game only through the registry and the contract.
    files: ['src-main/**/*.ts'],
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
