// Versions written into saves. Electron passes app.getVersion() instead of APP_VERSION.
/** npm sets npm_package_version for `npm run web`; the fallback matches package.json at writing. */
export const APP_VERSION = process.env.npm_package_version || '0.1.0';
/**
 * Version of the rules data (cards, board, scenarios). src-shared has no version constant yet;
 * replace this with it when it exists (saves compare it to detect rules changes).
 */
export const RULES_DATA_VERSION = 'rules-dev';
