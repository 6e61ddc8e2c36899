// #18: a bot's reason is a message key and its arguments; the renderer words each argument by its
// name (engineText.ts) in the player's language: theaters and cards by their names, numbers the
// language's way, nested reasons and card lists as words. Nothing the engine sends is English.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reason as R } from '../../../../../../src-shared/games/pericles/bots/types.js';
import { setLocale } from '../../../../../../src-renderer/i18n/index.js';
import { reasonText } from '../../../../../../src-renderer/games/pericles/game/engineText.js';
import { cardName } from '../../../../../../src-renderer/games/pericles/cards/text.js';
import { engineEn } from '../../../../../../src-renderer/games/pericles/i18n/en.engine.js';
import { esEngine } from '../../../../../../src-renderer/games/pericles/i18n/es.engine.js';
import { elEngine } from '../../../../../../src-renderer/games/pericles/i18n/el.engine.js';
import type { ErrorCode } from '../../../../../../src-shared/protocol/messages.js';
import type { SaveErrorCode } from '../../../../../../src-main/saves/format.js';

// The client words refusals through the game's UI module, whose board needs a browser's PixiJS.
vi.mock('../../../../../../src-renderer/games/pericles/board/Board.js', () => ({ Board: () => null }));

afterEach(() => setLocale('en'));

describe('bot reasons in words (#18)', () => {
  it('names theaters (ids or places), cards, forces and unit kinds; signs a margin', () => {
    expect(reasonText(R('engine.bot.relocate', { theater: 7 }))).toBe('relocates to 7 Athens: home or the strongest friendly base (7.41 D)');
    expect(reasonText(R('engine.bot.reveal', { place: 'persia' }))).toBe('reveals the top of Persia: the issue worth most now');
    expect(reasonText(R('engine.bot.move.extra', { force: 'peloponnesian', unitKind: 'naval', from: 2, to: 5 })))
      .toBe('moves a Peloponnesian League naval unit from 2 Corcyra to 5 Isthmus of Corinth: extra presence (9.32)');
    expect(reasonText(R('engine.bot.council', { card: 'leader-agiads' }))).toBe(`reveals ${cardName('leader-agiads')} for the Council: the largest Strategos award`);
    expect(reasonText(R('engine.bot.military.raidLost', { theater: 8, margin: -2.5 }))).toBe('raids 8 Boeotia: +3 Honor, a Battle would be lost (margin -2.5)');
  });

  it('words nested reasons, lists of cards, and a card the host blanked', () => {
    const text = reasonText(R('engine.bot.timedOut', { rule: R('engine.bot.entourage.keep', { cards: ['ath-01', 'ath-02'] }) }));
    expect(text).toBe(`keeps ${cardName('ath-01')} and ${cardName('ath-02')}: better than an average draw (the bot ran out of time: this is the rule bot's choice)`);
    expect(reasonText(R('engine.bot.council', { card: R('engine.bot.aCard') }))).toBe('reveals a card for the Council: the largest Strategos award');
  });

  it('in Spanish and Greek: the language\'s words and decimal comma', () => {
    setLocale('es');
    expect(reasonText(R('engine.bot.military.muster', { theater: 14, margin: 11.6 }))).toMatch(/^convoca una Asamblea de Expedición contra 14 \p{Lu}.*: margen esperado de la Batalla \+11,6$/u);
    expect(reasonText(R('engine.bot.plague', { force: 'athens', unitKind: 'land' }))).toBe('pierde una unidad terrestre de Atenas por la Plaga: primero la más barata');
    setLocale('el');
    expect(reasonText(R('engine.bot.plague', { force: 'delian', unitKind: 'naval' }))).toBe('χάνει μία ναυτική μονάδα της Συμμαχίας της Δήλου από την Πανώλη: πρώτα τη φθηνότερη');
    expect(reasonText(R('engine.bot.second.fight', { unitKind: 'land', by: 1.5 }))).toBe('δίνει δεύτερη, χερσαία Μάχη: εκεί είναι ισχυρότερο κατά 1,5 (9.6)');
  });

  it('every English key has a Spanish and a Greek string with the same placeholders', () => {
    const ph = (s: string): string => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join();
    for (const [name, dict] of [['es', esEngine], ['el', elEngine]] as const) {
      expect(Object.keys(dict).sort(), name).toEqual(Object.keys(engineEn).sort());
      for (const [k, en] of Object.entries(engineEn)) expect(ph(dict[k] ?? ''), `${name} ${k}`).toBe(ph(en));
    }
  });
});

describe('the host\'s refusals in words (#18)', () => {
  it('a refusal reads by its code in the player\'s language, a save\'s too', async () => {
    const { installClient } = await import('../../../../../../src-renderer/client/index.js');
    const refuse = (code: string, message: string) => async () => ({ ok: false as const, code, message });
    const stub = { undo: refuse('nothing-to-undo', 'Nothing to undo for aristocrats'), save: refuse('save-failed', 'disk full'), other: 3, onView: () => () => undefined };
    const api = installClient({ pericles: stub } as unknown as Window).api as unknown as typeof stub;
    setLocale('es');
    expect(await api.undo()).toEqual({ ok: false, code: 'nothing-to-undo', message: 'Ahora no hay nada que deshacer.' });
    setLocale('el');
    expect((await api.undo()).message).toBe('Δεν υπάρχει τίποτα να αναιρεθεί τώρα.');
    expect((await api.save()).message).toBe(elEngine['engine.error.save-failed']);
    expect(api.other).toBe(3);
  });
});

describe('every refusal code the host sends has its words (#18)', () => {
  it('the protocol\'s codes and the saves\' codes, in English, Spanish and Greek', () => {
    // Written as records so a new code in either type fails to compile here until it has words.
    const protocol: Record<ErrorCode, true> = {
      'not-your-turn': true, 'illegal-action': true, 'game-over': true, 'bad-action': true, 'bad-setup': true, 'bad-json': true,
      'too-large': true, 'bad-message': true, 'bad-seat': true, 'not-viewing-seat': true, 'not-human-seat': true, 'no-game': true,
      'nothing-to-undo': true, 'seat-mid-secret': true, 'seat-unchanged': true, 'replay-diverged': true, 'no-persistence': true, 'save-failed': true, 'bad-save': true, busy: true, internal: true,
    };
    const saves: Record<SaveErrorCode, true> = {
      empty: true, truncated: true, 'not-json': true, foreign: true, 'corrupt-field': true, 'newer-format': true, 'unknown-game': true, 'checksum-mismatch': true,
      'state-hash-mismatch': true, 'invalid-envelope': true, 'invalid-name': true, 'not-found': true, exists: true, 'too-large': true,
      'disk-full': true, 'read-only': true, permission: true, 'missing-folder': true, io: true,
    };
    for (const code of [...Object.keys(protocol), ...Object.keys(saves), 'disconnected']) {
      for (const dict of [engineEn, esEngine, elEngine] as Record<string, string>[]) expect(dict[`engine.error.${code}`], code).toBeTruthy();
    }
  });
});

describe('the host\'s notices in words (#18)', () => {
  it('a notice reads by its code in the player\'s language', async () => {
    const { installClient } = await import('../../../../../../src-renderer/client/index.js');
    let send: ((n: { type: 'notice'; level: 'warning'; code: string; message: string }) => void) | null = null;
    const stub = { onNotice: (l: typeof send) => { send = l; return () => undefined; }, onView: () => () => undefined };
    const api = installClient({ pericles: stub } as unknown as Window).api;
    const got: string[] = [];
    api.onNotice((n) => got.push(n.message));
    setLocale('es');
    send!({ type: 'notice', level: 'warning', code: 'autosave-failed', message: 'Autosave failed: EACCES' });
    send!({ type: 'notice', level: 'warning', code: 'made-up', message: 'kept as sent' });
    expect(got).toEqual(['Falló el guardado automático: guarda tú la partida para conservarla.', 'kept as sent']);
  });
});
