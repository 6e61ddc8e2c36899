// The decision registry (#15 item 1): every kind of decision the rules can ask a Faction, with
// what the rest of the app needs to know about it, in one entry per kind. The engine's segments
// ask and apply them; the renderer's prompts (secret, stepwise, which field names a theater), the
// host's public bot reasons and the rule bot's handler table are derived from here, so a new kind
// is one entry (and a missing handler or text is a type error or a failing test).
//
// `rule`: the rule that asks it (as the segment passes it to openDecision/ask); `segment`: the
//   turn segment that asks it and `stage` where in it (the statechart nests the kind there).
// `simultaneous`: several Factions answer at once (each answer hidden until all are in, 4.1).
// `secret`: the answer stays hidden from the other seats until revealed by the rules.
// `stepwise`: one of a run of choices by the same seat (one unit, one casualty at a time): the
//   prompt sends each at once, without a confirmation.
// `theaterField`: the one action field that names a theater (a number, or 'persia' for `place`).
//   Fields are never guessed: `naval` is a theater in a Callias move but a unit count elsewhere.
// `publicReason`: a bot's one-line reason may be shown while the game runs: the action shows face
//   up in the public log at once and the rule bot reasons from public facts only. Default-deny.

export interface DecisionSpec {
  rule: string;
  /** The turn segment that asks it (engine/turn.ts). */
  segment: string;
  /** Where in the segment, for the statechart: 'expedition.battle' nests the kind under expedition > battle. */
  stage?: string;
  simultaneous: boolean;
  secret: boolean;
  stepwise: boolean;
  theaterField?: 'theater' | 'place' | 'to' | 'naval';
  publicReason: boolean;
}

type Spec = Omit<DecisionSpec, 'simultaneous' | 'secret' | 'stepwise' | 'publicReason'> & Partial<DecisionSpec>;

type Where = Pick<DecisionSpec, 'segment' | 'stage'> & Partial<DecisionSpec>;
const one = (rule: string, more: Where): Spec => ({ rule, ...more });
/** Asked of several Factions at once, each answer secret until all are in (4.1). */
const hidden = (rule: string, more: Where): Spec => ({ rule, simultaneous: true, secret: true, ...more });
const shown = (rule: string, more: Where): Spec => ({ rule, publicReason: true, ...more });
const step = (rule: string, more: Where): Spec => ({ rule, stepwise: true, publicReason: true, ...more });

const SPECS = {
  // 5.2 Political Cards: Entourages are formed in secret.
  'entourage.keep': hidden('5.21', { segment: 'cards.keepEntourage' }),
  'entourage.form': hidden('5.23', { segment: 'cards.deal' }),
  // 5.32 the Boulé: each step's picks are secret and revealed together (5.32 C/D).
  'boule.A': hidden('5.32 A', { segment: 'boule.issues' }),
  'boule.B': hidden('5.32 B', { segment: 'boule.issues' }),
  'boule.C': hidden('5.32 C', { segment: 'boule.issues' }),
  'boule.D': hidden('5.32 D', { segment: 'boule.issues' }),
  'hostages.spend': shown('5.33', { segment: 'boule.hostages' }),
  // 6 the Assembly.
  'debate.issue': one('6.11', { segment: 'assembly.debates' }),
  'debate.card': hidden('6.12', { segment: 'assembly.debates' }),
  'debate.brainTrust': one('6.31', { segment: 'assembly.debates' }),
  'debate.warPeaceStop': shown('6.14', { segment: 'assembly.debates' }),
  // 7 Political issues.
  'council.card': shown('7.3', { segment: 'political.council' }),
  'plague.casualty': step('5.14', { segment: 'aristophanes.card', theaterField: 'theater' }),
  'peace.relocate': step('7.41 D', { segment: 'political.issues', stage: 'peace', theaterField: 'to' }),
  'citizenship.base': shown('7.44 A', { segment: 'political.issues', stage: 'citizenship', theaterField: 'theater' }),
  'citizenship.units': shown('7.44 A', { segment: 'political.issues', stage: 'citizenship' }),
  'colony.theater': shown('7.44 B', { segment: 'political.issues', stage: 'colony', theaterField: 'theater' }),
  'colony.units': shown('7.44 B', { segment: 'political.issues', stage: 'colony' }),
  'krypteia.remove': shown('7.45 A', { segment: 'political.issues', stage: 'krypteia', theaterField: 'theater' }),
  'agoge.build': shown('7.45 B', { segment: 'political.issues', stage: 'agoge' }),
  'markers.lend': one('7.51', { segment: 'political.award', stepwise: true }),
  // 8 Theater markers.
  'theater.place': one('8.3', { segment: 'theater.place', theaterField: 'place' }),
  'theater.reveal': shown('8.41', { segment: 'theater.resolve', stage: 'reveal', theaterField: 'place' }),
  'diplomacy.neutralStart': one('8.51', { segment: 'theater.resolve', stage: 'diplomacy' }),
  'diplomacy.friendly': shown('8.51', { segment: 'theater.resolve', stage: 'diplomacy' }),
  'diplomacy.commit': one('8.51', { segment: 'theater.resolve', stage: 'diplomacy' }),
  'diplomacy.neutral': hidden('8.51', { segment: 'theater.resolve', stage: 'diplomacy' }),
  'league.option': shown('8.52', { segment: 'theater.resolve', stage: 'league' }),
  'league.persia': shown('13.1', { segment: 'theater.resolve', stage: 'league' }),
  'oracle.option': shown('8.53', { segment: 'theater.resolve', stage: 'oracle', theaterField: 'theater' }),
  'oracle.treachery': step('8.53', { segment: 'theater.resolve', stage: 'oracle', theaterField: 'theater' }),
  // 9 Military issues.
  'military.build': shown('9.1', { segment: 'theater.resolve', stage: 'expedition.military' }),
  'military.gold': step('9.11', { segment: 'theater.resolve', stage: 'expedition.military', theaterField: 'theater' }),
  'military.mode': one('9.0', { segment: 'theater.resolve', stage: 'expedition.military' }),
  'military.modeOrDecline': one('9.0', { segment: 'theater.resolve', stage: 'expedition.military' }),
  'muster.commitSolo': one('9.31 A', { segment: 'theater.resolve', stage: 'expedition.muster' }),
  'muster.commitSoloOrDecline': one('9.31 A', { segment: 'theater.resolve', stage: 'expedition.muster' }),
  'muster.commit': hidden('9.31 B', { segment: 'theater.resolve', stage: 'expedition.muster' }),
  'muster.move': step('9.32', { segment: 'theater.resolve', stage: 'expedition.movement', theaterField: 'to' }),
  'battle.stateShip': shown('12.3', { segment: 'theater.resolve', stage: 'expedition.battle' }),
  'battle.loserCasualty': step('9.44', { segment: 'theater.resolve', stage: 'expedition.casualties' }),
  'battle.winnerCasualty': step('9.45', { segment: 'theater.resolve', stage: 'expedition.casualties' }),
  'battle.bases': shown('9.44', { segment: 'theater.resolve', stage: 'expedition.casualties' }),
  'battle.second': shown('9.6', { segment: 'theater.resolve', stage: 'expedition.secondBattle' }),
  // 11 the End Phase; 13.2 the Peace of Callias.
  'callias': shown('13.21', { segment: 'end.persianWar', theaterField: 'naval' }),
  'upkeep.remove': step('11.2', { segment: 'end.upkeep', theaterField: 'theater' }),
  'redeploy.move': step('11.3', { segment: 'end.redeploy', theaterField: 'to' }),
} as const satisfies Record<string, Spec>;

export type DecisionKind = keyof typeof SPECS;

/** Every decision kind with its whole spec. */
export const DECISIONS: Readonly<Record<DecisionKind, DecisionSpec>> = Object.fromEntries(
  Object.entries(SPECS).map(([kind, s]) => [kind, {
    simultaneous: false, secret: false, stepwise: false, publicReason: false, ...s,
  } satisfies DecisionSpec]),
) as Record<DecisionKind, DecisionSpec>;

/** Every kind of decision the rules can ask a Faction, in the order of the turn (4.0). */
export const DECISION_KINDS = Object.keys(SPECS) as readonly DecisionKind[];

export function isDecisionKind(kind: string): kind is DecisionKind {
  return Object.prototype.hasOwnProperty.call(SPECS, kind);
}

/** The spec of `kind`, or undefined for a kind the rules do not have. */
export function decisionSpec(kind: string): DecisionSpec | undefined {
  return isDecisionKind(kind) ? DECISIONS[kind] : undefined;
}

/** The kinds whose spec has `flag` set. */
export function kindsWhere(flag: 'simultaneous' | 'secret' | 'stepwise' | 'publicReason'): ReadonlySet<DecisionKind> {
  return new Set(DECISION_KINDS.filter((k) => DECISIONS[k][flag]));
}
