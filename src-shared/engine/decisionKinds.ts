// Every kind of decision the rules can ask a Faction (the `kind` of a pending decision and the
// UI's `data-prompt`). The rule that asks each one is given where it is asked. The rule bot's
// handlers, the UI's texts and the load check are held to this list, and the simulator's
// invariants check that the engine never asks anything else.
export const DECISION_KINDS = [
  'entourage.keep', 'entourage.form',
  'boule.A', 'boule.B', 'boule.C', 'boule.D', 'hostages.spend',
  'debate.issue', 'debate.card', 'debate.brainTrust', 'debate.warPeaceStop',
  'council.card', 'plague.casualty',
  'peace.relocate', 'citizenship.base', 'citizenship.units', 'colony.theater', 'colony.units',
  'krypteia.remove', 'agoge.build', 'markers.lend',
  'theater.place', 'theater.reveal',
  'diplomacy.neutralStart', 'diplomacy.friendly', 'diplomacy.commit', 'diplomacy.neutral',
  'league.option', 'league.persia', 'oracle.option', 'oracle.treachery',
  'military.build', 'military.gold', 'military.mode', 'military.modeOrDecline',
  'muster.commitSolo', 'muster.commitSoloOrDecline', 'muster.commit', 'muster.move',
  'battle.stateShip', 'battle.loserCasualty', 'battle.winnerCasualty', 'battle.bases', 'battle.second',
  'callias', 'upkeep.remove', 'redeploy.move',
] as const;

export type DecisionKind = (typeof DECISION_KINDS)[number];

const KNOWN: ReadonlySet<string> = new Set(DECISION_KINDS);

export function isDecisionKind(kind: string): kind is DecisionKind {
  return KNOWN.has(kind);
}
