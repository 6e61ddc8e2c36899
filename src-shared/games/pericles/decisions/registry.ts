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
// `secretInParts`: a secret answer given one part at a time (5.32 C/D: three or two Boulé picks):
//   while the seat is still asked, part of its answer may be given (who may take a seat over, #30).
// `theaterField`: the one action field that names a theater (a number, or 'persia' for `place`).
//   Fields are never guessed: `naval` is a theater in a Callias move but a unit count elsewhere.
// `publicReason`: a bot's one-line reason may be shown while the game runs: the action shows face
//   up in the public log at once and the rule bot reasons from public facts only. Default-deny.
//
// Each kind also has the shape of its actions (ACTIONS): a zod schema from which the action's
// TypeScript type is inferred (`ActionOf<K>`). The engine's `apply` refuses an action that does
// not fit the pending kind's schema ('bad-action', naming the field) before it checks legality,
// and the phases read an action's fields through that type instead of casts.

import { z } from 'zod';
import { BASE_OWNERS, FACTIONS, FORCES, SIDES, UNIT_KINDS } from '../model/ids.js';

export interface DecisionSpec {
  rule: string;
  /** The turn segment that asks it (engine/turn.ts). */
  segment: string;
  /** Where in the segment, for the statechart: 'expedition.battle' nests the kind under expedition > battle. */
  stage?: string;
  simultaneous: boolean;
  secret: boolean;
  stepwise: boolean;
  secretInParts: boolean;
  theaterField?: 'theater' | 'place' | 'to' | 'naval';
  publicReason: boolean;
}

type Spec = Omit<DecisionSpec, 'simultaneous' | 'secret' | 'stepwise' | 'secretInParts' | 'publicReason'> & Partial<DecisionSpec>;

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
  'boule.C': hidden('5.32 C', { segment: 'boule.issues', secretInParts: true }),
  'boule.D': hidden('5.32 D', { segment: 'boule.issues', secretInParts: true }),
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
    simultaneous: false, secret: false, stepwise: false, secretInParts: false, publicReason: false, ...s,
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
export function kindsWhere(flag: 'simultaneous' | 'secret' | 'stepwise' | 'secretInParts' | 'publicReason'): ReadonlySet<DecisionKind> {
  return new Set(DECISION_KINDS.filter((k) => DECISIONS[k][flag]));
}

// ---- Action shapes ---------------------------------------------------------------------------

const faction = z.enum(FACTIONS);
const side = z.enum(SIDES);
const force = z.enum(FORCES);
const unitKind = z.enum(UNIT_KINDS);
const theater = z.number().int().min(1).max(20);
/** A queue's key: a theater's number as text, or 'persia' (8.3, 13.1). */
const place = z.string().regex(/^(?:[1-9]|1\d|20|persia)$/);
const count = z.number().int().min(0).max(99);
const cardId = z.string().min(1).max(64);
const issueKind = z.enum(['military', 'league', 'diplomatic', 'oracle', 'ostracism', 'games', 'warPeace', 'citizenship', 'colony', 'krypteia', 'agoge']);
const theaterIssueKind = z.enum(['military', 'league', 'diplomatic', 'oracle', 'rumor']);

/** An action with no field but its type. */
const bare = <T extends string>(type: T) => z.strictObject({ type: z.literal(type) });
const act = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.strictObject({ type: z.literal(type), ...shape });
const decline = bare('decline');
const commit = act('commit', { n: count });
/** One unit moved from one theater to another (9.32, 11.3). */
const unitMove = <T extends string>(type: T) => act(type, { force, kind: unitKind, from: theater, to: theater });
const casualty = z.discriminatedUnion('type', [act('casualty', { force }), bare('casualtiesDone')]);
const militaryMode = [bare('raid'), bare('muster')] as const;

/** The shape of every kind's actions; `legalActions` lists the ones allowed now. */
const ACTIONS = {
  'entourage.keep': act('keepEntourage', { keep: z.array(cardId).max(10) }),
  'entourage.form': act('formEntourage', { cards: z.array(cardId).max(10) }),
  'boule.A': act('chooseIssue', { kind: issueKind }),
  'boule.B': act('chooseIssue', { kind: issueKind }),
  'boule.C': act('chooseIssue', { kind: issueKind }),
  'boule.D': act('chooseIssue', { kind: issueKind }),
  'hostages.spend': act('spendHostage', { spend: z.boolean() }),
  'debate.issue': act('selectIssue', { issue: z.string().min(1).max(64), kind: issueKind, pos: z.number().int().min(-99).max(99) }),
  'debate.card': act('playCard', { card: cardId }),
  'debate.brainTrust': act('brainTrust', { use: z.boolean() }),
  'debate.warPeaceStop': act('warPeaceStop', { stop: z.boolean() }),
  'council.card': act('councilCard', { card: cardId }),
  'plague.casualty': act('plagueCasualty', { theater, kind: unitKind, force }),
  'peace.relocate': act('relocate', { from: theater, force, kind: unitKind, to: theater }),
  'citizenship.base': act('citizenship', { theater: theater.nullable() }),
  'citizenship.units': act('citizenshipUnits', { kind: unitKind }),
  'colony.theater': act('colony', { theater: theater.nullable() }),
  'colony.units': act('colonyUnits', { kind: unitKind }),
  'krypteia.remove': act('krypteia', { theater: theater.nullable() }),
  'agoge.build': act('agoge', { count }),
  'markers.lend': act('lendMarker', { owner: faction, kind: theaterIssueKind }),
  'theater.place': act('place', { marker: z.string().min(1).max(64), place }),
  'theater.reveal': act('reveal', { place }),
  'diplomacy.neutralStart': z.discriminatedUnion('type', [bare('resolve'), decline]),
  'diplomacy.friendly': z.discriminatedUnion('type', [decline, act('remove', { own: count, enemy: count })]),
  'diplomacy.commit': z.discriminatedUnion('type', [decline, commit]),
  'diplomacy.neutral': act('allocate', { n: count }),
  'league.option': z.discriminatedUnion('type', [decline, z.discriminatedUnion('option', [
    act('league', { option: z.literal('buildBase') }),
    act('league', { option: z.literal('convertBase') }),
    act('league', { option: z.literal('units'), naval: count, land: count }),
    act('league', { option: z.literal('removeTreachery'), side }),
    act('league', { option: z.literal('argos'), n: count }),
  ])]),
  'league.persia': z.discriminatedUnion('type', [decline, bare('persianBase')]),
  'oracle.option': z.discriminatedUnion('type', [decline, z.discriminatedUnion('option', [
    act('oracle', { option: z.literal('honor') }),
    act('oracle', { option: z.literal('removeUnit'), theater, force, kind: unitKind }),
    act('oracle', { option: z.literal('treachery') }),
  ])]),
  'oracle.treachery': act('treachery', { theater }),
  'military.build': z.discriminatedUnion('type', [decline, act('build', { naval: count, land: count, the300: z.literal(true).optional() })]),
  'military.gold': act('gold', { theater: theater.nullable() }),
  'military.mode': z.discriminatedUnion('type', [...militaryMode]),
  'military.modeOrDecline': z.discriminatedUnion('type', [decline, ...militaryMode]),
  'muster.commitSolo': commit,
  'muster.commitSoloOrDecline': z.discriminatedUnion('type', [decline, commit]),
  'muster.commit': commit,
  'muster.move': z.discriminatedUnion('type', [unitMove('move'), bare('endMoves')]),
  'battle.stateShip': act('stateShip', { use: z.boolean() }),
  'battle.loserCasualty': casualty,
  'battle.winnerCasualty': casualty,
  'battle.bases': act('destroyBases', { bases: z.partialRecord(z.enum(BASE_OWNERS), count) }),
  'battle.second': act('secondBattle', { fight: z.boolean() }),
  'callias': z.discriminatedUnion('make', [
    act('callias', { make: z.literal(false) }),
    act('callias', { make: z.literal(true), naval: theater.nullable() }),
  ]),
  'upkeep.remove': act('remove', { theater, force, kind: unitKind }),
  'redeploy.move': z.discriminatedUnion('type', [unitMove('redeploy'), bare('redeployDone')]),
} as const satisfies Record<DecisionKind, z.ZodType>;

/** The actions of a `K` decision, as the engine produces and accepts them. */
export type ActionOf<K extends DecisionKind> = z.infer<(typeof ACTIONS)[K]>;
/** An action of any kind of decision. */
export type AnyAction = ActionOf<DecisionKind>;
/** A decision's kind together with its action, narrowed together by a `switch (d.kind)`. */
export type KindAction = { [K in DecisionKind]: { kind: K; action: ActionOf<K> } }[DecisionKind];

/** The schema of `kind`'s actions. */
export function actionSchema<K extends DecisionKind>(kind: K): (typeof ACTIONS)[K] {
  return ACTIONS[kind];
}

/**
 * Why `action` is no action of a `kind` decision, naming the field ("n: expected number"), or
 * null when it has the kind's shape (which says nothing of whether it is legal now).
 */
export function actionProblem(kind: DecisionKind, action: unknown): string | null {
  const r = ACTIONS[kind].safeParse(action);
  if (r.success) return null;
  const issue = r.error.issues[0];
  if (!issue) return 'malformed';
  const keys = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : '';
  const field = issue.path.map(String).join('.') || keys || 'the action';
  return `${field}: ${issue.message}`;
}
