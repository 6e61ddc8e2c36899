// #29 "Words": the odds line says its figures in words a player reads, in each language, with the
// count's own grammar ("about 1 unit", "about 1.2 units", "no units") and a gain or loss of Honor
// said as such, not "expected losses 0.0 and 0.0".
import { afterEach, describe, expect, it } from 'vitest';
import { oddsWords } from '../../../../../../src-renderer/games/pericles/odds/OddsLine.js';
import { setLocale } from '../../../../../../src-renderer/i18n/index.js';
import type { BattleOdds } from '../../../../../../src-shared/games/pericles/odds/battleOdds.js';

const odds = (o: Partial<BattleOdds>): BattleOdds => ({ win: 0.4, tie: 0.1, lose: 0.5, ownLosses: 1.23, enemyLosses: 0.44, honor: 0.5, majorDefeat: 0, cases: 1, ...o });

afterEach(() => setLocale('en'));

describe('the odds in words (#29)', () => {
  it('English: chances, losses by each Side and Honor as a gain or a loss', () => {
    const w = oddsWords(odds({}));
    expect([w.win, w.tie, w.lose]).toEqual(['you win 40%', 'tie 10%', 'lose 50%']);
    expect(w.losses).toBe('you lose about 1.2 units, they lose about 0.4');
    expect(w.honor).toBe('you gain about 0.5 Honor');
    expect(oddsWords(odds({ ownLosses: 0.96, enemyLosses: 0.02, honor: -1.26 }))).toMatchObject({
      losses: 'you lose about 1 unit, they lose none', honor: 'you lose about 1.3 Honor',
    });
    expect(oddsWords(odds({ ownLosses: 0, enemyLosses: 2, honor: 0.04 }))).toMatchObject({
      losses: 'you lose no units, they lose about 2', honor: 'no Honor change on average',
    });
  });

  it('Spanish and Greek: decimal commas and each language\'s singular', () => {
    setLocale('es');
    expect(oddsWords(odds({})).losses).toBe('pierdes cerca de 1,2 unidades, el enemigo cerca de 0,4');
    expect(oddsWords(odds({ ownLosses: 1, honor: -0.5 }))).toMatchObject({ losses: 'pierdes cerca de 1 unidad, el enemigo cerca de 0,4', honor: 'pierdes cerca de 0,5 de Honor' });
    setLocale('el');
    expect(oddsWords(odds({})).losses).toBe('χάνετε περίπου 1,2 μονάδες, ο αντίπαλος περίπου 0,4');
    expect(oddsWords(odds({ ownLosses: 1 })).losses).toBe('χάνετε περίπου 1 μονάδα, ο αντίπαλος περίπου 0,4');
    expect(oddsWords(odds({})).win).toBe('νικάτε 40%');
  });
});
