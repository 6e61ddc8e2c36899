// What each decision kind is called, what is at stake, and how its prompt works. Text only:
// which choices exist always comes from the host's legalActions.
import { type GameView, sideOf, type Faction, boulePicksOf, debatedTilesOf, debateNumberOf, DECISIONS, DECISION_KINDS, decisionSpec } from '../../../../src-shared/games/pericles/client.js';
import { has, t, type MessageKey } from '../../../i18n/index.js';
import { issueName } from '../names.js';

/**
 * The one action field that names a theater, per decision kind (`number` or 'persia'), from the
 * decision registry. Fields are never guessed: `naval` is a theater in a Callias move but a unit
 * count in a League or muster build (reading it as a theater blanked the window on a won League issue).
 */
export const THEATER_FIELD: Readonly<Record<string, string>> = Object.fromEntries(
  DECISION_KINDS.flatMap((k) => (DECISIONS[k].theaterField ? [[k, DECISIONS[k].theaterField]] : [])),
);

/** Simultaneous secret choices (4.1): the others must not see the answer until all have chosen. */
export function isSecretKind(kind: string): boolean {
  return decisionSpec(kind)?.secret ?? false;
}

/** Whether the dedicated prompt asks to confirm a choice before sending it (not for one step of a run). */
export function needsConfirm(kind: string): boolean {
  return !(decisionSpec(kind)?.stepwise ?? false);
}

const BOULE_BOX: Record<string, string> = { A: 'kind.boule.boxN', B: 'kind.boule.boxN', C: 'kind.boule.box0', D: 'kind.boule.box0' };
const BOULE_N: Record<string, number> = { A: 2, B: 1 };

/** The issue being debated by `seat`'s Side (6.11), from the public debate data. */
export function debatedIssue(view: GameView, seat: Faction): string | null {
  const id = debatedTilesOf(view)[sideOf(seat)];
  if (!id) return null;
  return view.sides[sideOf(seat)].track.find((x) => x.id === id)?.kind ?? null;
}

export interface DecisionText { title: string; stake: string }

/** 5.32: which pick of the step this is ("2 of 3") and the seat's own secret picks so far. */
function bouleText(view: GameView, kind: string, seat: Faction): DecisionText {
  const step = kind.slice(6);
  const box = t((BOULE_BOX[step] ?? 'kind.boule.box0') as MessageKey, { n: BOULE_N[step] ?? 0 });
  const of = boulePicksOf(view, seat);
  const mine = Array.isArray(view.pending?.myAnswer) ? (view.pending.myAnswer as string[]) : [];
  const title = of > 1 ? t('kind.boule.titleCount', { n: Math.min(mine.length + 1, of), of }) : t('kind.boule.title');
  const soFar = mine.length ? ` ${t('kind.boule.soFar', { issues: mine.map(issueName).join(', ') })}` : '';
  return { title, stake: t('kind.boule.stake', { step, box }) + soFar };
}

export function decisionText(view: GameView, kind: string, seat: Faction): DecisionText {
  if (kind.startsWith('boule.')) return bouleText(view, kind, seat);
  const titleKey = `kind.${kind}.title`;
  if (!has(titleKey)) return { title: t('kind.generic.title'), stake: t('kind.generic.stake') };
  const args = {
    debate: debateNumberOf(view),
    issue: issueName(debatedIssue(view, seat) ?? '?'),
  };
  return { title: t(titleKey as MessageKey, args), stake: t(`kind.${kind}.stake` as MessageKey, args) };
}
