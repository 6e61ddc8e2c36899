// Issue #29 item 4: a Battle's report says what each Honor change is for. With Hostages (9.46) the
// winning CinC's "+7" is two parts, "+2 for enemy units and bases eliminated, +5 for the Hostages"
// (9.51), each worded in the player's language.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameState } from '../../../../../../src-shared/games/pericles/model/state.js';
import { legalActions } from '../../../../../../src-shared/games/pericles/engine/driver.js';
import { viewFor } from '../../../../../../src-shared/games/pericles/view.js';
import { battleMomentAt, momentsFrom } from '../../../../../../src-shared/games/pericles/moments.js';
import { MomentPanel } from '../../../../../../src-renderer/games/pericles/moments/MomentPanel.js';
import { setLocale } from '../../../../../../src-renderer/i18n/index.js';
import { act, commitAll, position, queue } from '../../../../shared/games/pericles/phases/theaterHelpers.js';

const BOEOTIA = 8;
afterEach(() => setLocale('en'));

/** Athens (CinC the Aristocrats) 4 land + 5 Strategos against one Spartan land unit in Boeotia: Athens wins and takes Hostages (9.46). */
function hostageBattle(): GameState {
  let g = position({
    theaters: { [BOEOTIA]: { units: { athens: { land: 4 }, sparta: { land: 1 } }, bases: { peloponnesian: 1 } } },
    war: 'war',
    strategos: { aristocrats: 5, agiads: 3 },
    at: 'theater.resolve',
    edit(s) {
      queue(s, BOEOTIA, 'aristocrats', 'military');
      s.sides.athens.battleDeck = ['ath-27'];
      s.sides.sparta.battleDeck = ['spa-01'];
      s.stateShipAvailable = false;
    },
  });
  g = act(g, { type: 'reveal', place: String(BOEOTIA) });
  g = act(g, { type: 'muster' });
  g = commitAll(g, { aristocrats: 5, agiads: 0 });
  // The winner's choices inside the Battle (bases to destroy, 9.44): none.
  for (let i = 0; i < 10 && g.flow.pending?.kind.startsWith('battle.'); i++) {
    const seat = g.flow.pending.seats[0]!;
    const legal = legalActions(g, seat);
    g = act(g, legal.find((a) => a.type === 'destroyBases' && Object.values(a.bases as Record<string, number>).every((n) => !n)) ?? legal[0]!);
  }
  return g;
}

describe('9.51–9.53 each Battle Honor change says what it is for', () => {
  const g = hostageBattle();
  const ref = momentsFrom(g.log, 0).find((m) => m.kind === 'battle')!;
  const m = battleMomentAt(g.log, ref.at, g.flow.pending?.kind ?? null)!;

  it('9.46 Hostages: the CinC\'s +5 is its own part, after its Honor for the units and bases eliminated (9.51)', () => {
    expect(m).toMatchObject({ winner: 'athens', hostages: 'athens', complete: true });
    const e = m.honor.find((h) => h.faction === 'demagogues')!.delta; // the Compatriot's 1 × E
    expect(m.honor.map((h) => [h.faction, h.part, h.delta])).toEqual([
      ['aristocrats', 'eliminated', 2 * e], ['aristocrats', 'hostages', 5], ['demagogues', 'eliminated', e],
      ['eurypontids', 'losses', -e], ['agiads', 'losses', -e],
    ]);
  });

  const words = {
    en: ['for enemy units and bases eliminated', 'for the Hostages', 'for its own units and bases eliminated'],
    es: ['por unidades y bases enemigas eliminadas', 'por los Rehenes', 'por sus propias unidades y bases eliminadas'],
    el: ['για εχθρικές μονάδες και βάσεις που εξολοθρεύτηκαν', 'για τους Ομήρους', 'για δικές της μονάδες και βάσεις που εξολοθρεύτηκαν'],
  } as const;
  for (const lang of ['en', 'es', 'el'] as const) {
    it(`the report words each part (${lang}): "+${2 * m.honor[2]!.delta + 5} (+${2 * m.honor[2]!.delta} ${words[lang][0]}, +5 ${words[lang][1]})"`, () => {
      setLocale(lang);
      // The report as the Aristocrats' page draws it, from their view's log.
      const view = viewFor(g, 'aristocrats');
      const mine = momentsFrom(view.log, 0).find((x) => x.kind === 'battle')!;
      const html = renderToString(createElement(MomentPanel, { view, moment: mine, onClose: () => undefined }));
      const [eliminated, hostages, losses] = words[lang];
      const e = m.honor[2]!.delta;
      const cinc = /data-moment-honor="aristocrats"[^>]*>(.*?)<\/li>/s.exec(html)![1]!.replace(/<[^>]+>|<!-- -->/g, '');
      expect(cinc).toContain(`+${2 * e + 5}`);
      expect(cinc).toContain(`(+${2 * e} ${eliminated}, +5 ${hostages})`);
      // A single part says what it is for without repeating the amount.
      const compatriot = /data-moment-honor="demagogues"[^>]*>(.*?)<\/li>/s.exec(html)![1]!.replace(/<[^>]+>|<!-- -->/g, '');
      expect(compatriot).toContain(`(${eliminated})`);
      const loser = /data-moment-honor="agiads"[^>]*>(.*?)<\/li>/s.exec(html)![1]!.replace(/<[^>]+>|<!-- -->/g, '');
      expect(loser).toContain(`(${losses})`);
      expect(html.match(/data-moment-honor-part="hostages"/g)).toHaveLength(1);
    });
  }
});
