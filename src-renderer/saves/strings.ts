// Strings of the saves UI, through the renderer's one i18n layer: a key present in the active
// dictionary (src-renderer/i18n) wins; until the keys are merged there, these English defaults
// are used. Keys are namespaced `saves.*`.
import { fill, has, t, type Args, type MessageKey } from '../i18n/index.js';

export const SAVES_EN = {
  'saves.heading': 'Saved games',
  'saves.continue': 'Continue',
  'saves.continueHint': 'Opens the game you played last, where you left off.',
  'saves.group.title': '{scenario}, {who}, turn {turn}',
  'saves.group.and': ' and ',
  'saves.group.allHuman': 'all four Factions at the table',
  'saves.group.botsOnly': 'bots only',
  'saves.group.unknownSeats': 'players unknown',
  'saves.none': 'No saved games yet. A game is autosaved after every decision.',
  'saves.refresh': 'Refresh',
  'saves.close': 'Close',
  'saves.load': 'Load',
  'saves.replay': 'Replay',
  'saves.rename': 'Rename',
  'saves.duplicate': 'Duplicate',
  'saves.delete': 'Delete',
  'saves.confirmDelete': 'Move "{name}" to the trash?',
  'saves.confirmYes': 'Move to trash',
  'saves.cancel': 'Cancel',
  'saves.ok': 'OK',
  'saves.newName': 'New name',
  'saves.copyOf': '{name} (copy)',
  'saves.untitled': 'Game',
  'saves.turn': 'Turn {turn}',
  'saves.turnOf': 'Turn {turn} of {last}',
  'saves.lastPlayed': 'Last played {when}',
  'saves.honor': 'Honor',
  'saves.autosave': 'Autosave',
  'saves.autosaveBackup': 'Older autosave',
  'saves.olderAutosaves': 'Older autosaves of this game ({count})',
  'saves.damaged': 'Damaged — cannot be loaded',
  'saves.noThumbnail': 'No picture',
  'saves.loading': 'Loading…',
  'saves.diverged.title': 'This save was made with different rules',
  'saves.diverged.continue': 'Continue from the saved position',
  'saves.diverged.replay': 'See the replay',
  'saves.notice': 'Note',
  'controls.save': 'Save',
  'controls.saveAs': 'Save As…',
  'controls.open': 'Open…',
  'controls.new': 'New',
  'controls.replay': 'Replay',
  'controls.saveAsTitle': 'Save this game as',
  'controls.saved': 'Saved as "{name}".',
  'controls.shortcuts': 'Ctrl/Cmd+S save, Ctrl/Cmd+Shift+S save as, Ctrl/Cmd+O open, Ctrl/Cmd+N new',
  'replay.heading': 'Replay',
  'replay.first': 'First',
  'replay.prev': 'Previous',
  'replay.next': 'Next',
  'replay.last': 'Last',
  'replay.jumpTurn': 'Jump to turn',
  'replay.position': 'Step {at} of {total}',
  'replay.setup': 'Setup, before any decision',
  'replay.by': 'Decision by {seat}',
  'replay.byYou': 'Your decision: {action}',
  'replay.stops': 'The replay stops at decision {at}: {message}',
  'replay.viewing': 'Seen as {seat}',
  'replay.log': 'Log at this point',
  'replay.logEmpty': 'Nothing logged yet.',
  'replay.unavailable': 'Replay is not available in this version of the app.',
} as const;

export type SavesKey = keyof typeof SAVES_EN;

/** The saves UI's string for `key`. */
export function ts(key: SavesKey, args: Args = {}): string {
  return has(key) ? t(key as MessageKey, args) : fill(SAVES_EN[key], args, 'en');
}
