// The decision registry (#15 item 1): every kind of decision the rules can ask a Faction, with
// what the rest of the app needs to know about it, in one entry per kind. The engine's segments
// ask and apply them; the renderer's prompts (secret, stepwise, which field names a theater), the
// host's public bot reasons and the rule bot's handler table are derived from here, so a new kind
// is one entry (and a missing handler or text is a type error or a failing test).
//
// `rule`: the rule that asks it (as the segment passes it to openDecision/ask).
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
  simultaneous: boolean;
  secret: boolean;
  stepwise: boolean;
  theaterField?: 'theater' | 'place' | 'to' | 'naval';
  publicReason: boolean;
}

type Spec = Omit<DecisionSpec, 'simultaneous' | 'secret' | 'stepwise' | 'publicReason'> & Partial<DecisionSpec>;

const one = (rule: string, more: Partial<DecisionSpec> = {}): Spec => ({ rule, ...more });
/** Asked of several Factions at once, each answer secret until all are in (4.1). */
const hidden = (rule: string): Spec => ({ rule, simultaneous: true, secret: true });
const shown = (rule: string, more: Partial<DecisionSpec> = {}): Spec => ({ rule, publicReason: true, ...more });
const step = (rule: string, more: Partial<DecisionSpec> = {}): Spec => ({ rule, stepwise: true, publicReason: true, ...more });

const SPECS = {
  // 5.2 Political Cards: Entourages are formed in secret.
  'entourage.keep': hidden('5.21'),
  'entourage.form': hidden('5.23'),
  // 5.32 the Boulé: each step's picks are secret and revealed together (5.32 C/D).
  'boule.A': hidden('5.32 A'),
  'boule.B': hidden('5.32 B'),
  'boule.C': hidden('5.32 C'),
  'boule.D': hidden('5.32 D'),
  'hostages.spend': shown('5.33'),
  // 6 the Assembly.
  'debate.issue': one('6.11'),
  'debate.card': hidden('6.12'),
  'debate.brainTrust': one('6.31'),
  'debate.warPeaceStop': shown('6.14'),
  // 7 Political issues.
  'council.card': shown('7.3'),
  'plague.casualty': step('5.14', { theaterField: 'theater' }),
  'peace.relocate': step('7.41 D', { theaterField: 'to' }),
  'citizenship.base': shown('7.44 A', { theaterField: 'theater' }),
  'citizenship.units': shown('7.44 A'),
  'colony.theater': shown('7.44 B', { theaterField: 'theater' }),
  'colony.units': shown('7.44 B'),
  'krypteia.remove': shown('7.45 A', { theaterField: 'theater' }),
  'agoge.build': shown('7.45 B'),
  'markers.lend': one('7.51', { stepwise: true }),
  // 8 Theater markers.
  'theater.place': one('8.3', { theaterField: 'place' }),
  'theater.reveal': shown('8.41', { theaterField: 'place' }),
  'diplomacy.neutralStart': one('8.51'),
  'diplomacy.friendly': shown('8.51'),
  'diplomacy.commit': one('8.51'),
  'diplomacy.neutral': hidden('8.51'),
  'league.option': shown('8.52'),
  'league.persia': shown('13.1'),
  'oracle.option': shown('8.53', { theaterField: 'theater' }),
  'oracle.treachery': step('8.53', { theaterField: 'theater' }),
  // 9 Military issues.
  'military.build': shown('9.1'),
  'military.gold': step('9.11', { theaterField: 'theater' }),
  'military.mode': one('9.0'),
  'military.modeOrDecline': one('9.0'),
  'muster.commitSolo': one('9.31 A'),
  'muster.commitSoloOrDecline': one('9.31 A'),
  'muster.commit': hidden('9.31 B'),
  'muster.move': step('9.32', { theaterField: 'to' }),
  'battle.stateShip': shown('12.3'),
  'battle.loserCasualty': step('9.44'),
  'battle.winnerCasualty': step('9.45'),
  'battle.bases': shown('9.44'),
  'battle.second': shown('9.6'),
  // 11 the End Phase; 13.2 the Peace of Callias.
  'callias': shown('13.21', { theaterField: 'naval' }),
  'upkeep.remove': step('11.2', { theaterField: 'theater' }),
  'redeploy.move': step('11.3', { theaterField: 'to' }),
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
