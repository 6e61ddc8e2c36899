// Perikles' table (#33): the board (pboard's PixiJS board; a placeholder until it lands), the prompt
// of every decision kind in the game's words, the status line and the panels (the six cities'
// influence and leaders, the players' tiles and won Location tiles, the log). The shell lays them
// out and keeps the hand-off; nothing here decides a rule: the options are the host's legal actions.
import { useMemo, useRef, useState } from 'react';
import { CITY_IDS, periklesLessonById, periklesStepPoint } from '../../../src-shared/games/perikles/client.js';
import type { PeriklesView } from '../../../src-shared/games/perikles/client.js';
import type { ClosedOption } from '../../../src-shared/games/contract.js';
import { has, t, useLocale } from '../../i18n/index.js';
import type { Table, TableArgs } from '../contract.js';
import { actionText, locationName, promptText, tileName } from './actionWords.js';
import { PeriklesBoard } from './board/PeriklesBoard.js';
import { PeriklesLogPanel } from './LogPanel.js';
import { EndScreen } from './EndScreen.js';
import { SendForces, SendOthers, counterKey, sendChoices, type SendOption, type SendPick } from './prompts/SendForces.js';
import { AssassinPicker, assassinChoices, isAssassination } from './prompts/Assassin.js';
import { ClosedButton } from './prompts/Closed.js';
import './prompts/prompt.css';
import { term, whoName } from './words.js';
import { AdvisorContext } from '../../game/Advisor.js';
import { PeriklesLessonBar, type LessonGate } from './learn/LessonBar.js';
import { PeriklesAdvisor } from './learn/Advisor.js';
import { SendOdds } from './moments/Odds.js';
import { BattleMomentPanel } from './moments/BattleMoment.js';
import { useBattleMoments } from './moments/useBattleMoments.js';

/** A closed option's reasons, in words the glossary's i18n has (a reason it lacks is left out, never shown as a key). */
/** A refusal's arguments in words: cities, seats and forces by name, a Location by its tile, a unit by its kind. */
function whyArgs(args: Readonly<Record<string, string | number>>, view: PeriklesView): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(args)) {
    const id = String(v);
    if (k === 'city') out[k] = term('city', id);
    else if (k === 'seat' || k === 'force' || k === 'other') out[k] = whoName(id);
    else if (k === 'kind') out[k] = term('unit', id);
    else if (k === 'slot') out[k] = locationName(view.slots[Number(v)]?.tile ?? '');
    else out[k] = id;
  }
  return out;
}

function whyWords(c: ClosedOption, view: PeriklesView): string[] {
  return c.why.filter((w) => has(w.key)).map((w) => t(w.key as Parameters<typeof t>[0], whyArgs(w.args, view)));
}

// What kind of option a button is (tests and styles pick by it; never shown).
const actionType = (a: unknown): string => String((a as { type?: unknown } | null)?.type ?? '');
const sideOf = (a: unknown): string | undefined => { const side = (a as { side?: unknown } | null)?.side; return typeof side === 'string' ? side : undefined; };

/** What a picker has chosen so far: the send's counter and Location, or the Assassin's city. */
type Pick = Omit<SendPick, 'key'> & { city?: string };
/** The picker's state shared by the prompt and the board: the pick, read only while its legal actions are the same. */
interface PickState { pick: Pick; setPick(p: Pick): void }

function PeriklesPrompt({ view, legal, closed, busy, onAct, picker }: { view: PeriklesView; legal: readonly unknown[]; closed: readonly ClosedOption[]; busy: boolean; onAct(a: unknown): void; picker: PickState }) {
  const kind = view.decision?.kind ?? '';
  const listed = closed.filter((c) => c.listed);
  return (
    <section className="prompt prompt-bar" aria-labelledby="perikles-prompt-h" data-prompt={kind} data-seat={view.seat}>
      {/* The question and the advisor share a line: the row saved keeps the send picker clear of the bar's cap. */}
      <div className="perikles-prompt-head">
        <h2 id="perikles-prompt-h">{promptText(view)}</h2>
        <PeriklesAdvisor view={view} legal={legal} />
        {kind === 'commit.send' && (
          <>
            {/* Phase 5: a grouped picker (counter, Location, side) instead of one long list; under the
                question's line, though first in reading order (a send is the first option, finishing after). */}
            <div className="perikles-prompt-body">
              <SendForces view={view} legal={legal} closed={closed} busy={busy} pick={picker.pick} onPick={picker.setPick} onAct={onAct} odds={(send) => <SendOdds view={view} legal={legal} send={send} />} whyWords={(c) => whyWords(c, view)} />
            </div>
            <SendOthers view={view} legal={legal} busy={busy} onAct={onAct} />
          </>
        )}
      </div>
      {kind === 'commit.send' ? null : kind === 'influence.assassin' && legal.some(isAssassination) ? (
        // [P2] the Assassin symbol: a grouped picker (city, then cube) instead of one long list.
        <AssassinPicker view={view} legal={legal} busy={busy} city={picker.pick.city} onPickCity={(city) => picker.setPick({ city })} onAct={onAct} />
      ) : (
        <div className="prompt-options perikles-options" role="group" aria-labelledby="perikles-prompt-h">
          {legal.map((a, i) => (
            <button key={i} type="button" disabled={busy} data-option={i} data-action={actionType(a)} data-side={sideOf(a)} onClick={() => onAct(a)}>{actionText(a, view)}</button>
          ))}
          {/* Refused options in the same flow, as narrow as the open ones; why not, on hover and focus. */}
          {listed.map((c, i) => (
            <ClosedButton key={`closed-${i}`} label={actionText(c.option, view)} why={whyWords(c, view)} attrs={{ 'data-closed-option': i }} />
          ))}
        </div>
      )}
    </section>
  );
}

/** The board's clicks while it holds a battle's position: none. */
const NO_ACTIONS: readonly unknown[] = [];

/** A board click while sending forces: the Location of the send picker (not an action of its own). */
const PICK_LOCATION = 'perikles.pickLocation';
/** A board click while the Assassin chooses: the city of its picker (not an action of its own). */
const PICK_CITY = 'perikles.pickCity';

/**
 * What the board may act on: the legal actions, but while forces are sent, each Location open to the
 * picked counter stands for choosing it in the picker (the side is still the player's to choose).
 */
function boardActions(view: PeriklesView, legal: readonly unknown[], pick: Pick): readonly unknown[] {
  if (view.decision?.kind === 'influence.assassin') {
    // Each city with a cube to remove stands for choosing it in the picker; each cube on the board for removing it (board/targets.ts).
    const { cities } = assassinChoices(legal, pick.city);
    return [...legal, ...cities.map((city) => ({ type: PICK_CITY, city }))];
  }
  if (view.decision?.kind !== 'commit.send') return legal;
  const { openSlots } = sendChoices(legal, pick);
  const rest = legal.filter((a) => { const x = a as { type?: unknown; from?: unknown }; return x.type !== 'send' && typeof x.from !== 'number'; });
  return [...rest, ...openSlots.map((slot) => ({ type: PICK_LOCATION, slot }))];
}

/**
 * In a lesson, where the send picker starts: at the send the lesson's step for this decision
 * outlines (its `[data-option="i"]`), so the outlined side button is on screen to be chosen.
 */
function lessonPick(lessonId: string | null, view: PeriklesView, legal: readonly unknown[], decisions: number): Omit<SendPick, 'key'> {
  const kind = view.decision?.kind;
  const lesson = lessonId ? periklesLessonById(lessonId) : undefined;
  if (!lesson || kind !== 'commit.send') return {};
  const sight = { view, pending: view.pending, legalActions: legal, decisions };
  for (const step of lesson.steps) {
    if (step.act !== kind) continue;
    const at = /\[data-option="(\d+)"\]/.exec(periklesStepPoint(step, sight as Parameters<typeof periklesStepPoint>[1]).ui ?? '');
    const send = at ? legal[Number(at[1])] as SendOption | undefined : undefined;
    if (send?.type === 'send') return { counter: counterKey(send), slot: send.slot };
  }
  return {};
}

function CitiesPanel({ view }: { view: PeriklesView }) {
  return (
    <table className="perikles-cities-panel" data-panel="cities">
      <thead><tr><th />{view.seats.map((s) => <th key={s} title={term('seat', s)}>{term('seat', s).slice(0, 2)}</th>)}{/* Headed by a cross, as the counter shows: its words for screen readers and a tooltip. */}<th scope="col" data-defeats title={t('perikles.word.defeatsTip')} aria-label={t('perikles.word.defeatsColumn')}><span aria-hidden="true">✕</span></th></tr></thead>
      <tbody>
        {CITY_IDS.map((c) => {
          const city = view.cities[c];
          return (
            <tr key={c} data-city-row={c}>
              <th scope="row">{term('city', c)}</th>
              {view.seats.map((s) => (
                <td key={s} data-influence={s} data-leader={city.leader === s ? '' : undefined}>
                  {city.leader === s && <span title={t('perikles.word.leader')} aria-label={t('perikles.word.leader')}>♛</span>}
                  {city.cubes[s] + city.candidates.filter((x) => x === s).length}
                  {city.statues[s] ? <sup title={t('perikles.word.statues')} aria-label={`${t('perikles.word.statues')} ${city.statues[s]}`}>★{city.statues[s]}</sup> : null}
                </td>
              ))}
              <td>{city.defeats}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function PlayersPanel({ view }: { view: PeriklesView }) {
  return (
    <ul className="perikles-players-panel" data-panel="players">
      {view.seats.map((s) => {
        const p = view.players[s];
        // Another player's Special tile stays hidden until it is played (the view holds it only for its owner).
        const special = p.special ? term('special', p.special) : p.specialUsed ? '' : t('perikles.word.specialHidden');
        const score = view.scores?.find((x) => x.seat === s);
        return (
          <li key={s} data-player={s}>
            <strong>{term('seat', s)}</strong>{score ? ` — ${t('perikles.word.vp', { vp: score.total })}` : ''}
            <div>{t('perikles.word.special')}: {special || '—'}</div>
            <div>{t('perikles.word.tiles')}: {p.tiles.length ? p.tiles.map(tileName).join(', ') : '—'}</div>
            <div>{t('perikles.word.won')}: {p.won.length ? p.won.map(locationName).join(', ') : '—'}</div>
          </li>
        );
      })}
    </ul>
  );
}

export function usePeriklesTable({ message, act, lesson, onLeaveLesson, openRule }: TableArgs): Table {
  // #33 lessons: the lesson bar's look at each decision before it is sent; "Choose again" redraws the prompt.
  const lessonGate: LessonGate = useRef(null);
  const [lessonRetries, setLessonRetries] = useState(0);
  const view = message.view as unknown as PeriklesView;
  const legal = message.legalActions as readonly unknown[];
  const closed = (message.whyNot ?? []) as unknown as readonly ClosedOption[];
  // The send picker's choice, kept for the set of legal actions it was made in.
  const legalKey = useMemo(() => `${message.seat}:${message.decisions}:${JSON.stringify(legal)}`, [message.seat, message.decisions, legal]);
  const [pickState, setPickState] = useState<(Pick & { key: string }) | null>(null);
  const lessonStart = useMemo(() => lessonPick(lesson, view, legal, message.decisions), [lesson, view, legal, message.decisions]);
  const pick: Pick = pickState?.key === legalKey ? pickState : lessonStart;
  const picker: PickState = { pick, setPick: (p) => setPickState({ ...p, key: legalKey }) };
  const boardLegal = useMemo(() => boardActions(view, legal, pick), [view, legal, pick.counter, pick.slot, pick.city]);
  const onBoard = (a: unknown): void => {
    const x = a as { type?: unknown; slot?: unknown; city?: unknown };
    if (x.type === PICK_LOCATION && typeof x.slot === 'number') picker.setPick({ ...pick, slot: x.slot });
    else if (x.type === PICK_CITY && typeof x.city === 'string') picker.setPick({ ...pick, city: x.city });
    else act(a, false);
  };
  const locale = useLocale();
  const battles = useBattleMoments(view);
  const statusText = useMemo(() => {
    if (view.phase === 'over') return t('perikles.statusOver');
    const seat = view.pending?.seats[0];
    const phase = has(`perikles.phase.${view.phase}`) ? t(`perikles.phase.${view.phase}` as Parameters<typeof t>[0]) : '';
    return seat ? t('perikles.status', { phase, seat: term('seat', seat) }) : phase;
  }, [view, locale]); // the locale: worded again in a new language
  return {
    // The advisor is on in lessons; elsewhere (null) the player's own toggle decides.
    wrap: (children) => <AdvisorContext.Provider value={lesson ? true : null}>{children}</AdvisorContext.Provider>,
    gate: (action) => lessonGate.current?.(action as Parameters<NonNullable<LessonGate['current']>>[0]) ?? false,
    promptRound: lessonRetries,
    // The game over, nothing more is asked: an idle prompt of no height lets the shell give the
    // board the room the prompts kept (steadyPrompt.ts), instead of an empty strip above it.
    prompt: ({ busy, onAct }) => (view.phase === 'over' ? <section className="prompt prompt-bar prompt-idle" data-prompt="" data-seat={view.seat} hidden style={{ display: 'none' }} />
      : legal.length === 0 ? null : <PeriklesPrompt view={view} legal={legal} closed={closed} busy={busy} onAct={(a) => { battles.release(); onAct(a); }} picker={picker} />),
    board: () => {
      const shown = battles.shown;
      // While a battle that just happened is read, the board holds the position it happened in
      // (nothing to click there: the prompt stays live), and catches up when the moment closes or
      // the player decides through the prompt.
      // Only this seat's own view: after a hot-seat hand-off the board never shows another seat's.
      const held = shown?.view && shown.view.seat === view.seat ? shown.view : null;
      const moment = shown && <BattleMomentPanel key={shown.at} view={view} at={shown.at} held={held !== null} over={view.phase === 'over'} onClose={battles.close} />;
      return (
        <>
          <PeriklesBoard view={held ?? view} seat={message.seat} legal={held ? NO_ACTIONS : boardLegal} onAct={onBoard} />
          {/* The end: the ranking over the board's top, the battle shown (the last ones, or one reopened) under it, never over it. */}
          {view.phase === 'over' ? <div className="pk-over-stack" data-over-stack><EndScreen view={view} onBattle={battles.openEntry} />{moment}</div> : moment}
        </>
      );
    },
    below: lesson ? (
      <PeriklesLessonBar lesson={lesson} message={message} gate={lessonGate} onProceed={(a) => { battles.release(); act(a, true); }} onLeave={onLeaveLesson} onRetry={() => setLessonRetries((n) => n + 1)} onRule={openRule} />
    ) : null,
    status: (
      <section className="status-line status-strip" data-turn={view.turn} data-phase={view.phase} data-log={view.log.length} data-status-strip>
        <span>{t('perikles.word.turn', { turn: view.turn })}</span> · <span>{statusText}</span>
      </section>
    ),
    summaries: { button: null, panel: null },
    panels: (since) => [
      { id: 'perikles-cities', title: t('perikles.panel.cities'), node: <CitiesPanel view={view} /> },
      { id: 'perikles-players', title: t('perikles.panel.players'), node: <PlayersPanel view={view} /> },
      { id: 'perikles-log', title: t('perikles.panel.log'), folded: true, node: <PeriklesLogPanel view={view} since={since} openRule={openRule} openBattle={battles.openEntry} /> },
    ],
  };
}
