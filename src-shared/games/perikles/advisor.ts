// Perikles' advisor (#33, as Pericles' "What would the bot do?", #17.4): for a seat's open decision,
// the rule bot's choice and a one-line reason, from that seat's VIEW only. The rule bot is run on a
// determinized world (bots/determinize.ts: the other players' Special tiles and both piles sampled
// from what the seat has not seen), seen again through the seat's own eyes; the sampling stream is
// seeded from public facts of the view, so the same position always gets the same advice and
// nothing hidden from the seat (others' Special tiles, the draws) can change it.
import type { Action, Reason } from '../../kit/types.js';
import { seedRng } from '../../kit/random.js';
import { LOCATION_BY_ID } from './data/index.js';
import { INFLUENCE_BY_ID, type Seat } from './state.js';
import { viewFor, type PeriklesView } from './view.js';
import { determinize } from './bots/determinize.js';
import { ruleDecide } from './bots/rule.js';

export interface PeriklesAdvice {
  action: Action;
  /** Why, in the player's words (engine.perikles.advice.* in the page's i18n), its arguments ids. */
  reason: Reason;
}

/** The advisor's seed: where the game stands and whose decision it is, all of it public (the log is public in Perikles). */
export function advisorSeed(v: PeriklesView): string {
  return ['advisor', v.turn, v.phase, v.decision?.kind ?? '', String(v.seat), v.log.length].join('|');
}

const reason = (variant: string, args: Record<string, string | number> = {}): Reason =>
  ({ key: `engine.perikles.advice.${variant}`, args });

/** The one line that says why the choice, for its decision kind. */
function why(v: PeriklesView, me: Seat, a: Action): Reason {
  const kind = v.decision?.kind ?? '';
  if (a.type === 'special') return reason('special', { tile: String(a.tile) });
  switch (kind) {
    case 'influence.take': {
      const t = INFLUENCE_BY_ID[v.display[a.box as number] ?? '']!;
      return t.colour === 'any' ? reason('takeAny') : reason('take', { city: t.colour, shards: t.shards });
    }
    case 'setup.place': case 'influence.anyCity':
      return reason('place', { city: String(a.city) });
    case 'influence.candidate': case 'candidates.propose':
      return a.cube === me ? reason('proposeOwn', { city: String(a.city) }) : reason('proposeOther', { city: String(a.city), seat: String(a.cube) });
    case 'influence.assassin':
      return reason('assassin', { city: String(a.city), seat: String(a.cube) });
    case 'influence.after': case 'battle.special':
      return reason('keepSpecial');
    case 'special.alkibiades':
      return reason('alkibiades');
    case 'commit.firstPlayer':
      return reason(a.seat === me ? 'firstMe' : 'firstOther', { seat: String(a.seat) });
    case 'commit.recover':
      return reason('recover', { kind: String(a.kind) });
    case 'commit.send': {
      if (a.type === 'done') return reason('done');
      if (a.type === 'spendCube') return reason('spendCube', { city: String(a.city) });
      const tile = v.slots[a.slot as number]?.tile ?? '';
      return reason(a.side === 'attack' ? 'attack' : 'defend', { kind: String(a.kind), loc: tile, vp: LOCATION_BY_ID[tile]?.vp ?? 0 });
    }
    case 'commit.permission':
      return reason(a.type === 'permit' ? 'permit' : 'refuse');
    default:
      return reason('other');
  }
}

/** The rule bot's answer to the seat's open decision, among `legal` (the seat's legal actions). */
export function advisePerikles(view: PeriklesView, legal: readonly Action[]): PeriklesAdvice {
  if (view.seat === 'spectator') throw new Error('The advisor needs a seat');
  if (legal.length === 0) throw new Error('No legal action to advise');
  const rng = seedRng(advisorSeed(view));
  // A world the seat cannot tell from the true one, looked at again as the seat sees it.
  const seen = viewFor(determinize(view, rng), view.seat, { withoutLog: true });
  const { action } = ruleDecide(seen, legal, rng);
  return { action, reason: why(seen, view.seat, action) };
}
