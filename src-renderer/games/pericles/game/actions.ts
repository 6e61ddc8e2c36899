// How the generic prompt names and identifies a legal action. The renderer holds no rules: it
// shows exactly the actions the host lists and sends one back unchanged.
import { type Action, type GameView, sideOf } from '../../../../src-shared/games/pericles/client.js';
import { basesWords, cardName, fixArticles, trackBoxWords } from '../cards/text.js';
import { has, t, type MessageKey } from '../../../i18n/index.js';
import { factionName, forceName, issueName, sideName, theaterName, unitName } from '../names.js';

/** Canonical JSON (keys sorted): a stable `data-action` key for an action. */
export function actionKey(action: Action): string {
  return JSON.stringify(sortKeys(action));
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) out[k] = sortKeys((v as Record<string, unknown>)[k]);
    return out;
  }
  return v;
}

/** A card's readable name (#16: its title, never its id). */
export function cardLabel(id: string): string {
  return cardName(id);
}

function isCardList(v: unknown): v is string[] {
  return Array.isArray(v) && v.every((x) => typeof x === 'string');
}

function valueLabel(field: string, v: unknown): string {
  if (isCardList(v)) return v.length ? v.map(cardLabel).join(', ') : t('action.none');
  if (v === null) return '—';
  if (typeof v === 'string' && /card/i.test(field)) return cardLabel(v);
  if (typeof v === 'string' && has(`faction.${v}`)) return factionName(v);
  if (['theater', 'from', 'to', 'place', 'naval'].includes(field) && (typeof v === 'number' || v === 'persia' || /^\d+$/.test(String(v)))) return theaterName(v as number);
  if (field === 'force' && typeof v === 'string') return forceName(v);
  if (field === 'kind' && typeof v === 'string') return has(`issue.${v}`) ? issueName(v) : v === 'land' || v === 'naval' ? unitName(v) : v;
  if (field === 'side' && typeof v === 'string' && has(`side.${v}`)) return sideName(v);
  if (typeof v === 'boolean') return v ? t('yes') : t('no');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** Labels with a variant per value (yes/no choices, options). */
function specialLabel(a: Action, args: Record<string, string>, view?: GameView): string | null {
  const yes = (k: string, f: string): string => t(`action.${a.type}.${(a as Record<string, unknown>)[f] ? 'yes' : 'no'}` as MessageKey);
  switch (a.type) {
    case 'keepEntourage': return (a.keep as string[]).length ? t('action.keepEntourage', args) : t('action.keepEntourage.none');
    case 'warPeaceStop': return yes(a.type, 'stop');
    case 'brainTrust': return yes(a.type, 'use');
    case 'spendHostage': return yes(a.type, 'spend');
    case 'stateShip': return yes(a.type, 'use');
    case 'secondBattle': return yes(a.type, 'fight');
    case 'callias': return !a.make ? t('action.callias.no') : a.naval === null ? t('action.callias.yes') : t('action.callias.naval', args);
    case 'citizenship': case 'colony': case 'krypteia': return a.theater === null ? t('action.declineTheater') : null;
    case 'gold': return a.theater === null ? t('action.gold.stop') : null;
    // 9.1: building is optional; building nothing is not declining (8.5 costs a Strategos and ends the issue).
    case 'build': return a.naval === 0 && a.land === 0 ? t('action.build.none') : null;
    case 'citizenshipUnits': case 'colonyUnits': return t(`action.units.${String(a.kind)}` as MessageKey);
    case 'league': return t(`action.league.${String(a.option)}` as MessageKey, args);
    case 'oracle': return t(`action.oracle.${String(a.option)}` as MessageKey, args);
    case 'remove': return 'own' in a ? t('action.remove.diplomacy', { ...args, n: Number(a.own) + Number(a.enemy) }) : null;
    case 'destroyBases': return t('action.destroyBases', { bases: a.bases && typeof a.bases === 'object' ? Object.entries(a.bases as Record<string, number>).filter(([, n]) => n > 0).map(([o, n]) => basesWords(n, o)).join(', ') || t('action.none') : String(a.bases) });
    case 'selectIssue': {
      // 6.11: where the tile sits is a box of the seat's own Assembly track, not a theater.
      const side = view && view.seat !== 'spectator' ? sideOf(view.seat) : null;
      return side && typeof a.pos === 'number' ? t('action.selectIssue', { ...args, pos: trackBoxWords(side, a.pos) }) : null;
    }
    case 'place': {
      const m = view && view.seat !== 'spectator' ? view.factions[view.seat].markers?.find((x) => x.id === a.marker) : undefined;
      return m ? t('action.place', { ...args, marker: `${issueName(m.kind)} (${factionName(m.owner)})` }) : null;
    }
    default: return null;
  }
}

/** A readable label for an action: a dedicated string when there is one, else its fields. */
export function actionLabel(action: Action, view?: GameView): string {
  return fixArticles(rawActionLabel(action, view));
}

function rawActionLabel(action: Action, view?: GameView): string {
  const fields = Object.entries(action).filter(([k]) => k !== 'type');
  const args: Record<string, string> = {};
  // `naval` is a theater only in a Callias move (13.21); elsewhere a count of units (a build).
  for (const [k, v] of fields) args[k] = valueLabel(k === 'naval' && action.type !== 'callias' ? 'count' : k, v);
  const special = specialLabel(action, args, view);
  if (special !== null) return special;
  const key = `action.${action.type}`;
  if (has(key)) return t(key, args);
  const rest = fields.map(([k]) => `${k}: ${args[k]}`).join('; ');
  return rest ? `${action.type} — ${rest}` : action.type;
}
