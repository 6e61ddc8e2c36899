// #29 item 3: the bots' reasons for their secret decisions survive a save and a load, and a crash
// recovered by Continue (the decision journal): a game played to its end after either shows, on
// the end screen and in the replay, the reasons of the decisions made before. They stay secret on
// the way: not in the saves list, the terminal, nor any view or replay before the game is over.
import { copyFile, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import type { GameView } from '../../../../src-shared/engine.js';
import type { GameState } from '../../../../src-shared/engine.js';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GameHost } from '../../../../src-main/host/host.js';
import { type BotPlayer } from '../../../../src-main/host/bots.js';
import { PUBLIC_REASON_KINDS } from '../../../../src-shared/games/pericles/botReasons.js';
import { openSaveStore, saveStorePersistence, type Persistence } from '../../../../src-main/host/persistence.js';
import { botReasonSchema, computeChecksum, type SavedBotReason } from '../../../../src-main/saves/format.js';
import { parseJournal } from '../../../../src-main/saves/journal.js';
import { ruleDecide } from '../../../../src-shared/games/pericles/bots/index.js';
import { playBotGame } from '../../../../src-shared/games/pericles/engine/simulate.js';
import { seedRng } from '../../../../src-shared/kit/random.js';
import type { ViewMessage } from '../../../../src-shared/games/pericles/wire.js';
import type { ReplayFrame } from '../../../../src-shared/protocol/replay.js';
import { connect, type Client } from './helpers.js';
import { REPO_ROOT } from '../../root.js';

/** The rule bot in process, answering with its reason (as the worker player does). */
const ruleWithReason: BotPlayer = (view, legal, rng) => ruleDecide(view as GameView, legal, rng);
/** The Demagogues are the person; every other Faction is a rule bot (secret placements and commits: 8.3, 9.31 B). */
const SEATS = { aristocrats: 'bot:normal', eurypontids: 'bot:normal', agiads: 'bot:normal' } as const;
const SCENARIO = 'training-aegean';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function folder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pericles-reasons-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A host over the saves folder `dir`; `dropAutosaves`: autosaves never reach the disk (the process dies first). */
function hostIn(dir: string, opts: { dropAutosaves?: () => boolean } = {}): { host: GameHost<GameState>; client: Client; logged: string[] } {
  const full = saveStorePersistence(openSaveStore(dir), { appVersion: 'test', rulesDataVersion: 'test' });
  const drop = opts.dropAutosaves;
  const persistence: Persistence = drop ? { ...full, autosave: async (r) => { if (!drop()) await full.autosave(r); } } : full;
  const logged: string[] = [];
  const host = new GameHost<GameState>({
    persistence, bots: { 'bot:normal': ruleWithReason },
    log: (...parts: unknown[]) => logged.push(parts.map((p) => (p instanceof Error ? `${p.message} ${p.stack}` : JSON.stringify(p))).join(' ')),
  });
  cleanups.push(() => host.dispose());
  return { host, client: connect(host), logged };
}

const secretOf = (reasons: readonly SavedBotReason[] | undefined) => (reasons ?? []).filter((r) => !PUBLIC_REASON_KINDS.has(r.kind));
const over = (c: Client) => !!c.lastView().view?.result;

/** The person answers as the rule bot would, until `stop()` or the game's end. */
async function play(host: GameHost<GameState>, client: Client, stop: () => boolean = () => false): Promise<void> {
  for (let i = 0; i < 200; i++) {
    await host.whenIdle();
    const v = client.lastView();
    if (v.view?.result || v.legalActions.length === 0 || stop()) return;
    const { action } = ruleDecide(v.view!, v.legalActions, seedRng(`person-${host.decisionList.length}`));
    await client.session.handleText(JSON.stringify({ type: 'act', seat: client.session.seat, action }));
  }
  throw new Error('the game did not end in 200 decisions');
}

/** No view before the end carried a secret reason; the end screen's list holds every one of `earlier`. */
function expectSecretUntilTheEnd(client: Client, earlier: readonly SavedBotReason[]): void {
  const running = client.raw.filter((m): m is ViewMessage => m.type === 'view' && !!m.view && !m.view.result);
  expect(running.length).toBeGreaterThan(0);
  for (const m of running) {
    expect(m.secretBotReasons).toBeUndefined();
    const json = JSON.stringify(m);
    for (const r of earlier) if (r.reason.args) expect(json.includes(JSON.stringify(r.reason)), `${r.kind} withheld`).toBe(false);
  }
  const end = client.lastView();
  expect(end.view?.result).toBeTruthy();
  const shown = new Map((end.secretBotReasons ?? []).map((r) => [r.decision, r]));
  for (const r of earlier) expect(shown.get(r.decision), `decision ${r.decision}`).toMatchObject({ seat: r.seat, kind: r.kind, turn: r.turn, reason: r.reason });
}

describe('#29 item 3: the bots\' reasons in saves', () => {
  it('every reason the bots write fits a save\'s bounds (none is dropped on saving)', () => {
    let checked = 0;
    for (const levels of ['rule', 'random'] as const) {
      playBotGame({
        scenario: 'archidamian-war', seed: `fit-${levels}`, levels, turns: 2,
        onDecision: (d) => {
          checked++;
          const r = botReasonSchema.safeParse({ decision: 0, seat: d.seat, turn: 1, kind: d.kind, logLength: 0, reason: d.reason });
          expect(r.success, JSON.stringify(d.reason)).toBe(true);
        },
      });
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('saved, loaded in a new session and played to the end: the end screen and the replay show the reasons from before the save', async () => {
    const dir = await folder();
    const first = hostIn(dir);
    first.host.newGame({ scenario: SCENARIO, seed: 'saved-reasons', seats: SEATS }, first.client.session);
    expect(first.client.session.seat).toBe('demagogues');
    await play(first.host, first.client, () => secretOf(first.host.record().botReasons).filter((r) => r.reason.args).length >= 3);
    expect(over(first.client)).toBe(false);
    const before = first.host.record().botReasons!;
    const earlier = secretOf(before);
    expect(earlier.length).toBeGreaterThanOrEqual(3);
    await first.host.save('Mid game');

    // The file keeps them (sealed with the rest); the saves list and the terminal never show them.
    const file = JSON.parse(await readFile(path.join(dir, 'Mid game.json'), 'utf8')) as { botReasons: unknown };
    expect(file.botReasons).toEqual(before);
    const listing = JSON.stringify(await first.host.listSaves());
    expect(listing).not.toContain('engine.bot');
    await first.host.dispose();

    const second = hostIn(dir);
    await second.host.load('Mid game', second.client.session);
    expect(second.host.record().botReasons).toEqual(before);
    await play(second.host, second.client);
    expectSecretUntilTheEnd(second.client, earlier);
    // The replay of the game shows an earlier secret decision's reason, now that it is over.
    const commit = earlier.find((r) => r.reason.args)!;
    const frame = (await second.client.session.request({ type: 'replayView', at: commit.decision + 1 }) as { value: ReplayFrame }).value;
    expect(frame.botReason).toEqual(commit.reason);
    // Replayed from the saves browser: the save of the running game withholds a secret reason; a
    // save of the finished game shows it, as the replay of the game just played does.
    const savedFrame = async (save: string) => (await second.client.session.request({ type: 'replayView', source: { save }, at: commit.decision + 1 }) as { value: ReplayFrame }).value;
    expect((await savedFrame('Mid game')).decision?.seat).toBe(commit.seat);
    expect((await savedFrame('Mid game')).botReason).toBeUndefined();
    await second.host.save('Finished');
    expect((await savedFrame('Finished')).botReason).toEqual(commit.reason);
    for (const line of [...first.logged, ...second.logged]) expect(line).not.toContain('engine.bot');
  });

  it('a crash after the last autosave, then Continue: the reasons journaled since come back with the decisions', async () => {
    const dir = await folder();
    let dropping = false;
    const first = hostIn(dir, { dropAutosaves: () => dropping });
    first.host.newGame({ scenario: SCENARIO, seed: 'crash-reasons', seats: SEATS }, first.client.session);
    await play(first.host, first.client, () => secretOf(first.host.record().botReasons).length >= 2);
    await first.host.flush();
    const autosaved = first.host.record().botReasons!.length;
    dropping = true; // from here on only the journal reaches the disk
    await play(first.host, first.client, () => first.host.record().botReasons!.length >= autosaved + 3);
    expect(over(first.client)).toBe(false);
    const before = first.host.record().botReasons!;
    await first.host.dispose();

    const second = hostIn(dir);
    const continued = await second.host.continueLatest(second.client.session);
    expect(continued?.notice).toMatch(/recovered from the game's journal/);
    expect(second.host.record().botReasons).toEqual(before);
    await play(second.host, second.client);
    expectSecretUntilTheEnd(second.client, secretOf(before));
  });

  it('a game rebuilt from its journal alone (no autosave reached the disk) keeps its reasons; an undo takes its decisions\' reasons back in the journal too', async () => {
    const dir = await folder();
    const first = hostIn(dir, { dropAutosaves: () => true });
    first.host.newGame({ scenario: SCENARIO, seed: 'journal-reasons', seats: SEATS }, first.client.session);
    await play(first.host, first.client, () => secretOf(first.host.record().botReasons).length >= 4);
    // Undo the person's last decision where it is allowed: the bots' decisions after it go too.
    let undone = false;
    for (let i = 0; i < 20 && !undone && !over(first.client); i++) {
      const reasons = first.host.record().botReasons!.length;
      await play(first.host, first.client, () => first.client.lastView().canUndo === true && first.host.record().botReasons!.length > reasons);
      if (first.client.lastView().canUndo) {
        const decisions = first.host.decisionList.length;
        first.host.undoLast('demagogues');
        await first.host.whenIdle();
        undone = first.host.decisionList.length < decisions;
      }
    }
    expect(undone).toBe(true);
    const before = first.host.record().botReasons!;
    expect(before.every((r) => r.decision < first.host.decisionList.length)).toBe(true);
    const journalName = (await readdir(dir)).find((f) => f.startsWith('journal-'))!;
    const journal = parseJournal(await readFile(path.join(dir, journalName), 'utf8'))!;
    expect(journal.botReasons).toEqual(before);
    await first.host.dispose();

    const second = hostIn(dir);
    const continued = await second.host.continueLatest(second.client.session);
    expect(continued?.notice).toMatch(/rebuilt from its journal/);
    expect(second.host.record().botReasons).toEqual(before);
  });

  it('a save made before #29 item 3 (no reasons) loads with none from before, and its game goes on', async () => {
    const dir = await folder();
    const { host, client } = hostIn(dir);
    await copyFile(path.join(REPO_ROOT, 'tests/fixtures/pre29-handicap/pre29-solo-handicap.json'), path.join(dir, 'Old.json'));
    const loaded = await host.load('Old', client.session);
    expect(loaded.replay).toBe('ok');
    const made = host.decisionList.length;
    expect(made).toBeGreaterThan(0);
    expect(host.record().botReasons).toBeUndefined();
    expect(client.lastView().botReasons).toEqual([]);
    await play(host, client, () => host.decisionList.length > made + 3);
    expect((host.record().botReasons ?? []).every((r) => r.decision >= made)).toBe(true);
  });

  it('a journal written before #29 item 3 (no reasons on its lines) still recovers its game, with none', async () => {
    const dir = await folder();
    const { host, client } = hostIn(dir);
    const text = await readFile(path.join(REPO_ROOT, 'tests/fixtures/pre29-handicap/pre29-solo-handicap.journal.jsonl'), 'utf8');
    const gameId = (JSON.parse(text.split('\n')[0]!) as { gameId: string }).gameId;
    await writeFile(path.join(dir, `journal-${gameId}.jsonl`), text);
    await writeFile(path.join(dir, 'current-game'), gameId);
    expect(await host.continueLatest(client.session)).toMatchObject({ replay: 'ok' });
    expect(host.decisionList.length).toBeGreaterThan(0);
    expect(host.record().botReasons).toBeUndefined();
  });

  it('"Play from here" in the running game keeps the reasons of the decisions it takes over', async () => {
    const dir = await folder();
    const { host, client } = hostIn(dir);
    host.newGame({ scenario: SCENARIO, seed: 'take-over', seats: SEATS }, client.session);
    await play(host, client, () => secretOf(host.record().botReasons).length >= 4);
    const all = host.record().botReasons!;
    const at = all[2]!.decision + 1;
    await host.takeOver('current', at, client.session);
    expect(host.record().botReasons).toEqual(all.filter((r) => r.decision < at));
  });

  it('a save whose reason names no decision kind is refused, and the open game is unchanged', async () => {
    const dir = await folder();
    const { host, client } = hostIn(dir);
    host.newGame({ scenario: SCENARIO, seed: 'bad-kind', seats: SEATS }, client.session);
    await play(host, client, () => (host.record().botReasons?.length ?? 0) >= 2);
    await host.save('Bad kind');
    const file = path.join(dir, 'Bad kind.json');
    const doc = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown> & { botReasons: SavedBotReason[] };
    doc.botReasons[0]!.kind = 'debate.cheat';
    doc.checksum = computeChecksum(doc);
    await writeFile(file, JSON.stringify(doc));
    host.newGame({ scenario: SCENARIO, seed: 'the-game-that-stays', seats: SEATS }, client.session);
    await host.whenIdle();
    const open = JSON.stringify(host.record());
    await expect(host.load('Bad kind', client.session)).rejects.toThrow(/a bot's reason in it does not fit its decisions \(one to a decision, by the seat that made it, of a kind of decision the rules know\)/);
    expect(JSON.stringify(host.record())).toBe(open);
  });
});
