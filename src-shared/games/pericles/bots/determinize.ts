// Determinization for the search bot: one complete GameState consistent with what a seat sees.
// Everything public is copied from the view; every hidden part (other Factions' hands,
// Entourages, Strategos and markers, deck orders, face-down queue markers, other seats' secret
// answers, the game's dice) is sampled from the bot's own random stream. The true state is
// never consulted, so a decision cannot leak hidden information.
import {
  FACTIONS, FACTIONS_OF, FORCES, SIDES, sideOf, type Faction, type TheaterIssueKind,
} from '../model/ids.js';
import type { GameState, PlacedMarker, RngState, TheaterMarker } from '../model/state.js';
import type { GameView } from '../view.js';
import { cloneJson } from '../../../kit/clone.js';
import { ARISTOPHANES_IDS, isLeaderCard, leaderCardOf, politicalCardIds, strategosSupply } from '../engine/decks.js';
import { scenarioById } from '../data/scenarios/index.js';
import { nextFloat, nextInt, shuffleInPlace } from '../../../kit/random.js';
import { brainTrustCardsOf, playedCardsOf } from '../viewSelectors.js';

/** Secret decisions where every listed seat answers at once (they are re-asked in a sample). */
const SIMULTANEOUS = new Set([
  'entourage.keep', 'entourage.form', 'boule.A', 'boule.B', 'boule.C', 'boule.D', 'debate.card',
  'muster.commit', 'diplomacy.neutral',
]);

const MARKER_PRIOR: readonly [TheaterIssueKind, number][] = [
  ['military', 0.32], ['rumor', 0.3], ['league', 0.14], ['diplomatic', 0.16], ['oracle', 0.08],
];

function sampleKind(rng: RngState): TheaterIssueKind {
  let x = nextFloat(rng);
  for (const [k, p] of MARKER_PRIOR) {
    if (x < p) return k;
    x -= p;
  }
  return 'rumor';
}

/** Highest numeric suffix among ids like "i12" / "m7" in the view, so sampled ids never collide. */
function maxIdIn(view: GameView): number {
  let max = 0;
  const scan = (id: string): void => {
    const m = /(\d+)$/.exec(id);
    if (m) max = Math.max(max, Number(m[1]));
  };
  for (const s of SIDES) for (const t of view.sides[s].track) scan(t.id);
  for (const f of FACTIONS) for (const m of view.factions[f].markers ?? []) scan(m.id);
  return max;
}

function take<T>(pool: T[], n: number): T[] {
  return pool.splice(0, Math.max(0, Math.min(n, pool.length)));
}

/**
 * A full GameState consistent with `view` (the seat's information set). `rng` is the bot's
 * stream; it also seeds the sampled game's dice.
 */
export function determinize(view: GameView, rng: RngState): GameState {
  if (view.seat === 'spectator') throw new Error('Determinize needs a seat view');
  const me = view.seat;
  const sc = scenarioById(view.scenario);
  const played = playedCardsOf(view);
  const btCard = brainTrustCardsOf(view);
  const lostForGood = {} as GameState['lostForGood'];
  for (const f of FORCES) lostForGood[f] = { land: 0, naval: 0 };

  const factions = {} as GameState['factions'];
  const sides = {} as GameState['sides'];
  for (const side of SIDES) {
    const v = view.sides[side];
    const { politicalDeckCount, battleDeckCount, ...pub } = v;
    // Cards this seat can place: its own hand and Entourage, the public discard, cards face up this debate.
    const known = new Set<string>(v.discard);
    for (const f of FACTIONS_OF[side]) {
      for (const c of view.factions[f].hand ?? []) known.add(c);
      for (const c of view.factions[f].entourage ?? []) known.add(c);
      const p = played[f];
      if (p && sideOf(f) === side) known.add(p);
      const b = btCard[f];
      if (b && sideOf(f) === side) known.add(b);
    }
    const all = politicalCardIds(side);
    const pool = shuffleInPlace(rng, all.filter((c) => !known.has(c) && !isLeaderCard(c)));
    const dealing = view.pending?.kind === 'entourage.form' || view.phase === 'aristophanes';
    const hands: Record<string, string[]> = {};
    const ents: Record<string, string[]> = {};
    for (const f of FACTIONS_OF[side]) {
      const fv = view.factions[f];
      if (fv.hand) { hands[f] = [...fv.hand]; ents[f] = [...(fv.entourage ?? [])]; continue; }
      const hand: string[] = [];
      const leader = leaderCardOf(f);
      // A Leader joins its hand at 5.22 and leaves only when played or at 7.3 (both public).
      if (!dealing && fv.handCount > 0 && !known.has(leader)) hand.push(leader);
      hand.push(...take(pool, fv.handCount - hand.length));
      hands[f] = hand;
      ents[f] = take(pool, fv.entourageCount);
    }
    const battleDeck = take(pool, battleDeckCount);
    const politicalDeck = take(pool, politicalDeckCount);
    sides[side] = { ...cloneJson(pub), politicalDeck, battleDeck, discard: [...v.discard] };
    // Strategos: the Side's total is public (26, conserved); the split between hidden holders is not.
    const held = Math.max(0, strategosSupply(side) - v.stock - v.council - v.withheld);
    const known2 = FACTIONS_OF[side].reduce((n, f) => n + (view.factions[f].strategos ?? 0), 0);
    const hidden = FACTIONS_OF[side].filter((f) => view.factions[f].strategos === null);
    let rest = Math.max(0, held - known2);
    const split: Record<string, number> = {};
    hidden.forEach((f, i) => {
      const n = i === hidden.length - 1 ? rest : Math.round(rest * (0.3 + 0.4 * nextFloat(rng)));
      split[f] = n;
      rest -= n;
    });
    for (const f of FACTIONS_OF[side]) {
      const fv = view.factions[f];
      factions[f] = {
        honor: fv.honor,
        strategos: fv.strategos ?? split[f] ?? 0,
        hand: hands[f] ?? [],
        entourage: ents[f] ?? [],
        brainTrustUsed: fv.brainTrustUsed,
        dealtSixThisTurn: false,
        markers: [],
      };
    }
  }

  let nextId = maxIdIn(view) + 1000;
  // Markers held: own exactly; others sampled (owner: the holder, kinds from a prior).
  for (const f of FACTIONS) {
    const fv = view.factions[f];
    if (fv.markers) { factions[f].markers = fv.markers.map((m) => ({ ...m })); continue; }
    const ms: TheaterMarker[] = [];
    for (let i = 0; i < fv.markerCount; i++) ms.push({ id: `m${nextId++}`, owner: f, kind: i < 2 ? 'rumor' : sampleKind(rng) });
    shuffleInPlace(rng, ms);
    factions[f].markers = ms;
  }
  // Face-down queue markers: known ones exactly, the rest sampled on their visible Side.
  const queues: Record<string, PlacedMarker[]> = {};
  for (const [place, q] of Object.entries(view.queues)) {
    queues[place] = q.map((item) => {
      if (item.known) return { id: `m${nextId++}`, owner: item.known.owner, kind: item.known.kind, placedBy: item.placedBy };
      const [a, b] = FACTIONS_OF[item.side];
      const owner = sideOf(item.placedBy) === item.side ? (nextFloat(rng) < 0.75 ? item.placedBy : (item.placedBy === a ? b : a)) : (nextInt(rng, 2) ? a : b);
      return { id: `m${nextId++}`, owner, kind: sampleKind(rng), placedBy: item.placedBy };
    });
  }
  const seen = new Set<string>([...view.aristophanesDiscard, ...(view.currentAristophanes ? [view.currentAristophanes] : [])]);
  const aristophanesDeck = shuffleInPlace(rng, ARISTOPHANES_IDS.filter((c) => !seen.has(c))).slice(0, view.aristophanesDeckCount);

  // The open decision: my own secret answer is known; other answered seats are re-asked (a
  // simultaneous choice) or get a sampled hidden number (Strategos carried in secret, 9.31 B).
  let pending: GameState['flow']['pending'] = null;
  if (view.pending) {
    const p = view.pending;
    const secret: Partial<Record<Faction, unknown>> = {};
    let seats = [...p.seats];
    if (p.myAnswer !== undefined) secret[me] = cloneJson(p.myAnswer);
    const others = p.answered.filter((f) => f !== me);
    if (SIMULTANEOUS.has(p.kind)) {
      seats = FACTIONS.filter((f) => seats.includes(f) || others.includes(f));
    } else {
      for (const f of others) secret[f] = Math.min(factions[f].strategos, nextInt(rng, 4));
    }
    pending = { kind: p.kind, seats, rule: p.rule, secret };
  }

  const rules = sc ? { ...sc.rules, phases: [...sc.rules.phases] } : {
    automaticHonorVictory: false, peaceEndsGameInTurns: [], endOfGameBonuses: true,
    phases: ['aristophanes', 'politicalCards', 'boule', 'assembly', 'political', 'theaterPlacement', 'theaterResolution', 'end'] as GameState['rules']['phases'],
  };
  const g: GameState = {
    format: 1,
    scenario: view.scenario,
    seed: 'determinized', // views never carry the true seed (4.1); the dice come from `rng` below
    seats: { ...view.seats },
    rng: [nextInt(rng, 0x7fffffff), nextInt(rng, 0x7fffffff), nextInt(rng, 0x7fffffff), nextInt(rng, 0x7fffffff)],
    turn: view.turn,
    lastTurn: view.lastTurn,
    war: view.war,
    plague: view.plague,
    plagueLossesPermanent: sc?.plagueLossesPermanent ?? false,
    alcibiades: view.alcibiades,
    stateShipAvailable: view.stateShipAvailable,
    persianWar: view.persianWar,
    persianBases: view.persianBases,
    persiaOpen: view.persiaOpen,
    lostForGood,
    theaters: cloneJson(view.theaters),
    sides,
    factions,
    aristophanesDeck,
    aristophanesDiscard: [...view.aristophanesDiscard],
    currentAristophanes: view.currentAristophanes,
    queues,
    honorOrder: [...view.honorOrder],
    athensGranaryAtTurnStart: true,
    rules,
    flow: { phase: view.phase, segment: view.segment, pending, data: cloneJson(view.flowData) },
    log: [],
    result: view.result ? { ...view.result } : null,
    nextId,
  };
  return g;
}
