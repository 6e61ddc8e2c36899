// Bot reasons in the host (issue "Solo play": bots log one line of reasoning per decision): a bot
// may answer { action, reason }; the host keeps the reason beside the decision (never in the game
// state) and publishes the recent ones with the view, withheld while they could reveal hidden
// information (bots.ts `publicReason`).
import { createElement } from 'react';
import type { GameView } from '../../../../src-shared/engine.js';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LogPanel, SINCE_SHOWN, SincePanel } from '../../../../src-renderer/games/pericles/panels/LogPanel.js';
import { GameHost } from '../../../../src-main/host/host.js';
import { BOT_REASONS_KEPT } from '../../../../src-shared/protocol/messages.js';
import { botChoice, randomBot, type BotPlayer } from '../../../../src-main/host/bots.js';
import { PUBLIC_REASON_KINDS, publicReason } from '../../../../src-shared/games/pericles/botReasons.js';
import { verifyRecord } from '../../../../src-main/host/replay.js';
import { ruleDecide } from '../../../../src-shared/games/pericles/bots/index.js';
import { hashGame, type Action } from '../../../../src-shared/engine.js';
import { seedRng } from '../../../../src-shared/kit/random.js';
import type { ViewMessage } from '../../../../src-shared/games/pericles/wire.js';
import type { ReplayFrame } from '../../../../src-shared/protocol/replay.js';
import { FACTIONS, type Faction } from '../../../../src-shared/games/pericles/model/ids.js';
import { connect, leakedCards, makeHost } from './helpers.js';
import { reason as R } from '../../../../src-shared/games/pericles/bots/types.js';
import { reasonProblems } from '../../shared/games/pericles/bots/reasonWords.js';

const hosts: GameHost[] = [];
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.dispose();
});

/** The rule bot in process, answering with its reason (as the worker player does). */
const ruleWithReason: BotPlayer = (view, legal, rng) => ruleDecide(view as GameView, legal, rng);

function setup() {
  const made = makeHost({ bots: { 'bot:normal': ruleWithReason } }) // 'bot:rule' seats (saves from before the levels) play as Normal;
  hosts.push(made.host);
  return made;
}

describe('bot reasons', () => {
  it('botChoice reads a bare action or { action, reason }', () => {
    const a: Action = { type: 'pass' };
    expect(botChoice(a)).toEqual({ action: a, reason: null });
    expect(botChoice({ action: a, reason: R('engine.bot.only') })).toEqual({ action: a, reason: { key: 'engine.bot.only' } });
    expect(botChoice({ action: a })).toEqual({ action: a, reason: null });
    // A reason is a message key (#18): English from a bot is not passed on to players.
    expect(botChoice({ action: a, reason: 'because' as never })).toEqual({ action: a, reason: null });
  });

  it('publicReason: withheld for secret decisions until the game ends; card ids blanked in public ones', () => {
    const plays = R('engine.bot.card.least', { card: 'ath-07' });
    expect(publicReason('debate.card', plays, false)).toBeNull();
    expect(publicReason('muster.commit', R('engine.bot.secret', { n: 3, theater: 7, why: R('engine.bot.secret.safe') }), false)).toBeNull();
    expect(publicReason('theater.place', R('engine.bot.place', { issue: 'rumor', place: '7', why: R('engine.bot.place.rumorDecoy') }), false)).toBeNull();
    expect(publicReason('made.up.kind', R('engine.bot.only'), false)).toBeNull(); // default-deny
    expect(PUBLIC_REASON_KINDS.has('muster.move')).toBe(true);
    // Card ids become "a card", in nested reasons too; lists of cards become "some cards".
    expect(publicReason('council.card', R('engine.bot.council', { card: 'leader-agiads' }), false)).toEqual(R('engine.bot.council', { card: R('engine.bot.aCard') }));
    expect(publicReason('council.card', R('engine.bot.timedOut', { rule: R('engine.bot.council', { card: 'spa-12' }) }), false))
      .toEqual(R('engine.bot.timedOut', { rule: R('engine.bot.council', { card: R('engine.bot.aCard') }) }));
    expect(publicReason('council.card', R('engine.bot.entourage.keep', { cards: ['ath-01', 'ath-02'] }), false)).toEqual(R('engine.bot.entourage.keep', { cards: R('engine.bot.someCards') }));
    expect(publicReason('muster.move', R('engine.bot.move.extra', { force: 'athens', unitKind: 'land', from: 7, to: 8 }), false)).toEqual(R('engine.bot.move.extra', { force: 'athens', unitKind: 'land', from: 7, to: 8 }));
    expect(publicReason('debate.card', plays, true)).toBe(plays);
  });

  it('records each bot decision with its reason and publishes a public version beside it', async () => {
    const { host } = setup();
    const client = connect(host);
    host.newGame({ scenario: 'development', seed: 'reasons', seats: { demagogues: 'bot:rule', eurypontids: 'bot:rule', agiads: 'bot:rule' } }, client.session);
    expect(client.session.seat).toBe('aristocrats');
    // The human answers with its first legal action until a good number of bot decisions are in.
    for (let i = 0; i < 400 && host.decisionList.length < 150; i++) {
      await host.whenIdle();
      const v = client.lastView();
      if (v.legalActions.length === 0) break;
      await client.session.handleText(JSON.stringify({ type: 'act', seat: 'aristocrats', action: v.legalActions[0] }));
    }
    await host.whenIdle();
    const records = host.botReasonList;
    expect(records.length).toBeGreaterThan(20);
    expect(records.length).toBeLessThanOrEqual(BOT_REASONS_KEPT);
    for (const r of records) {
      // Each reason sits beside its decision: same seat, a bot seat.
      expect(host.decisionList[r.decision]?.seat).toBe(r.seat);
      expect(r.seat).not.toBe('aristocrats');
      expect(reasonProblems(r.reason)).toEqual([]);
    }
    // Never in the game state: the state holds no reason, and the record replays from decisions.
    const gameJson = JSON.stringify(host.game);
    for (const r of records) expect(gameJson.includes(JSON.stringify(r.reason))).toBe(false);
    expect(gameJson.includes("engine.bot.")).toBe(false);
    expect(verifyRecord(host.record()).ok).toBe(true);

    // Published with the view: the same decisions, a reason only where it hides nothing.
    const view = client.lastView();
    const published = view.botReasons ?? [];
    expect(published.map((r) => r.decision)).toEqual(records.map((r) => r.decision));
    expect(published.some((r) => r.reason === null)).toBe(true); // e.g. debate cards, Boule picks
    expect(published.some((r) => r.reason !== null)).toBe(true);
    for (const [i, r] of published.entries()) {
      const full = records[i]!;
      if (PUBLIC_REASON_KINDS.has(r.kind)) expect(r.reason).not.toBeNull();
      else expect(r.reason).toBeNull();
      expect(r.at).toBeLessThanOrEqual(view.view!.log.length);
      expect(r.kind).toBe(full.kind);
    }
    // The log panel shows each bot's line next to its decisions; withheld ones say so.
    const html = renderToString(createElement(LogPanel, { view: view.view!, botReasons: published }));
    expect(html.match(/data-log="bot.reason"/g)?.length).toBe(published.length);
    expect(html).toContain('decided in secret; its reasoning is shown when the game ends.');
    const shown = published.find((r) => r.reason !== null)!;
    expect(html).toContain(`data-decision="${shown.decision}"`);
    expect(html).not.toContain('engine.'); // reasons are worded, never shown as keys (#18)
    // "Since your last decision" counts every entry and every bot's line (#16: complete); the
    // latest SINCE_SHOWN show, the rest behind "more…".
    const since = renderToString(createElement(SincePanel, { view: view.view!, since: 0, botReasons: published }));
    const items = view.view!.log.length + published.filter((r) => r.at > 0).length;
    expect(since).toContain(`data-since-items="${items}"`);
    expect(since).toContain(`data-since-hidden="${Math.max(0, items - SINCE_SHOWN)}"`);
    // No secret card of another Faction reaches the human seat or a spectator.
    expect(leakedCards(host.game!, 'aristocrats', JSON.stringify(published))).toEqual([]);
    const spectator = connect(host);
    expect(leakedCards(host.game!, 'spectator', JSON.stringify(spectator.lastView().botReasons))).toEqual([]);
  });

  it('a bot that answers with a bare action leaves no reason; undo and a new game drop stale reasons', async () => {
    const { host } = setup();
    const client = connect(host);
    host.newGame({ scenario: 'development', seed: 'bare', seats: { demagogues: 'bot:random', eurypontids: 'bot:rule', agiads: 'bot:rule' } }, client.session);
    await host.whenIdle();
    expect(host.decisionList.length).toBeGreaterThan(0);
    expect(host.botReasonList.every((r) => r.seat !== 'demagogues')).toBe(true);
    expect(host.botReasonList.length).toBeGreaterThan(0);
    // Undo: the human's decision and the bot decisions after it go, with their reasons.
    let undone = false;
    for (let i = 0; i < 40 && !undone; i++) {
      const v = client.lastView();
      if (v.legalActions.length === 0) break;
      await client.session.handleText(JSON.stringify({ type: 'act', seat: 'aristocrats', action: v.legalActions[0] }));
      await host.whenIdle();
      if (client.lastView().canUndo && host.botReasonList.length > 0) {
        const reasonsBefore = host.botReasonList.length;
        await client.session.handleText(JSON.stringify({ type: 'undo', seat: 'aristocrats' }));
        undone = true;
        expect(host.botReasonList.every((r) => r.decision < host.decisionList.length)).toBe(true);
        expect(host.botReasonList.length).toBeLessThanOrEqual(reasonsBefore);
      }
    }
    expect(undone).toBe(true);
    host.newGame({ scenario: 'development', seed: 'fresh', seats: {} }, client.session);
    expect(host.botReasonList).toEqual([]);
    expect(client.lastView().botReasons).toEqual([]);
  });

  it('shows every reason in full once the game is over', async () => {
    const { host } = setup();
    const client = connect(host);
    host.newGame({ scenario: 'training-naupactus', seed: 'over', seats: Object.fromEntries(FACTIONS.map((f) => [f, 'bot:rule'])) as Record<Faction, 'bot:rule'> }, client.session);
    await host.whenIdle();
    expect(host.game!.flow.phase).toBe('over');
    const published = client.lastView().botReasons ?? [];
    expect(published.length).toBeGreaterThan(0);
    expect(published.map((r) => r.reason)).toEqual(host.botReasonList.map((r) => r.reason));
    expect(hashGame(host.game!)).toBe(host.stateHash);
  });

  it('the secret decisions\' reasons reach no one before the game ends, then come in full for the end screen and the replay (#29)', async () => {
    const { host } = setup();
    const client = connect(host);
    const spectator = connect(host);
    host.newGame({ scenario: 'training-amphipolis', seed: 'secret-reasons', seats: { eurypontids: 'bot:rule', agiads: 'bot:rule', aristocrats: 'bot:rule' } }, client.session);
    expect(client.session.seat).toBe('demagogues');
    const frameAt = async (at: number) => (await client.session.request({ type: 'replayView', at }) as { value: ReplayFrame }).value;
    // The player answers as the rule bot would, until the game is over.
    let replayedWhileRunning = 0;
    for (let i = 0; i < 100; i++) {
      await host.whenIdle();
      const v = client.lastView();
      if (v.view?.result || v.legalActions.length === 0) break;
      // While it runs, the replay of a bot's secret decision shows no reason either.
      for (const r of host.botReasonList.filter((x) => !PUBLIC_REASON_KINDS.has(x.kind))) {
        expect((await frameAt(r.decision + 1)).botReason).toBeUndefined();
        replayedWhileRunning++;
      }
      const { action } = ruleDecide(v.view!, v.legalActions, seedRng(`p${i}`));
      await client.session.handleText(JSON.stringify({ type: 'act', seat: 'demagogues', action }));
    }
    await host.whenIdle();
    expect(host.game!.result).not.toBeNull();
    // The bots decided in secret (markers placed, Strategos committed in secret: 8.3, 9.31 B).
    const secret = host.botReasonList.filter((r) => !PUBLIC_REASON_KINDS.has(r.kind));
    expect(secret.map((r) => r.kind)).toEqual(expect.arrayContaining(['theater.place', 'muster.commit']));
    expect(secret.filter((r) => r.reason.args).length).toBeGreaterThan(3);
    // Before the end: no view message, to the player or a spectator, carried those reasons.
    for (const c of [client, spectator]) {
      const running = c.raw.filter((m): m is ViewMessage => m.type === 'view' && !m.view?.result);
      expect(running.length).toBeGreaterThan(3);
      for (const m of running) {
        expect(m.secretBotReasons).toBeUndefined();
        const json = JSON.stringify(m);
        // (A reason without arguments, "the only legal choice", says nothing a public one does not.)
        for (const r of secret) if (r.reason.args) expect(json.includes(JSON.stringify(r.reason)), `${r.kind} withheld`).toBe(false);
        for (const r of m.botReasons ?? []) if (!PUBLIC_REASON_KINDS.has(r.kind)) expect(r.reason).toBeNull();
      }
    }
    // After: every secret decision with its reason in full, in order, worded without tokens.
    const over = client.lastView();
    expect(over.secretBotReasons?.map((r) => r.decision)).toEqual(secret.map((r) => r.decision));
    expect(over.secretBotReasons?.map((r) => r.reason)).toEqual(secret.map((r) => r.reason));
    for (const r of over.secretBotReasons ?? []) expect(reasonProblems(r.reason!)).toEqual([]);
    expect(spectator.lastView().secretBotReasons?.length).toBe(secret.length);
    // The replay of the game just played shows a secret decision's reason, now that it is over.
    expect(replayedWhileRunning).toBeGreaterThan(0);
    const commit = secret.find((r) => r.kind === 'muster.commit' && r.reason.args)!;
    const frame = await frameAt(commit.decision + 1);
    expect(frame.decision?.seat).toBe(commit.seat);
    expect(frame.botReason).toEqual(commit.reason);
  });

  it('still accepts plain BotPlayers (randomBot) unchanged', () => {
    expect(typeof randomBot).toBe('function');
  });
});
