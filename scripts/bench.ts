// `npm run bench`: prints one line per figure, `bench: NAME=VALUE UNIT`.
import { playRandomGame } from '../src-shared/games/pericles/engine/simulate.js';

function line(name: string, value: number, unit: string): void {
  console.log(`bench: ${name}=${Number.isInteger(value) ? value : value.toFixed(2)} ${unit}`);
}

/** Engine throughput during random play: decisions applied per second, one-turn games per second. */
function benchEngine(): void {
  const budgetMs = 5000;
  let decisions = 0;
  let games = 0;
  const start = performance.now();
  while (performance.now() - start < budgetMs) {
    const r = playRandomGame({ scenario: 'development', seed: `bench-${games}`, turns: 1 });
    if (r.outcome !== 'finished') throw new Error(`bench game ${games}: ${r.outcome} ${r.message}`);
    decisions += r.decisions.length;
    games++;
  }
  const seconds = (performance.now() - start) / 1000;
  line('engine_decisions_per_s', Math.round(decisions / seconds), 'decisions/s');
  line('turn_playouts_per_s', games / seconds, 'games/s');
}

const only = process.argv[2];
const benches: Record<string, () => void | Promise<void>> = {
  engine: benchEngine,
  saves: async () => {
    const { runSavesBench } = await import('./bench-saves-game.js');
    await runSavesBench(line);
  },
  bots: async () => {
    const { benchBots } = await import('./bench-bots.js');
    const r = benchBots();
    line('bot_rule_p95_ms', Math.round(r.bot_rule_p95_ms * 100) / 100, 'ms');
    line('bot_search_p95_ms', Math.round(r.bot_search_p95_ms), 'ms');
    for (const l of r.levels) {
      line(`bot_${l.level}_p95_ms`, Math.round(l.p95_ms * 100) / 100, 'ms');
      line(`bot_${l.level}_max_ms`, Math.round(l.max_ms * 100) / 100, 'ms');
    }
  },
  // #33: Martin Wallace's Perikles: engine decisions per second and its bot levels' times.

  ui: async () => {
    const { benchUi } = await import('./bench-ui.js');
    const r = await benchUi();
    line('ui_decision_p95_ms', r.decisionP95Ms, 'ms');
    line('ui_decision_median_ms', r.decisionMedianMs, 'ms');
    line('ui_view_kb', Math.round(r.viewBytes / 1024), 'kB');
    line('ui_deciding_frame_kb', Math.round(r.decidingFrameBytes / 102.4) / 10, 'kB');
  },
  perikles: async () => {
    // #33: the Perikles engine's decisions/s and its bot levels' times (bench-perikles.ts), then its board's frames (bench-perikles-board.ts) and its page's decisions (bench-perikles-ui.ts).
    const { benchPerikles } = await import('./bench-perikles.js');
    benchPerikles(line);
    const { benchPeriklesBoard } = await import('./bench-perikles-board.js');
    const r = await benchPeriklesBoard();
    line('perikles_board_frame_p95_ms', r.frameP95Ms, 'ms');
    line('perikles_board_frame_median_ms', r.frameMedianMs, 'ms');
    line('perikles_board_update_p95_ms', r.updateP95Ms, 'ms');
    // Its page's decision time, through the real host and page (bench-perikles-ui.ts).
    const { benchPeriklesUi } = await import('./bench-perikles-ui.js');
    const ui = await benchPeriklesUi();
    line('perikles_ui_decision_p95_ms', ui.decisionP95Ms, 'ms');
    line('perikles_ui_decision_median_ms', ui.decisionMedianMs, 'ms');
    line('perikles_ui_round_trip_p95_ms', ui.roundTripP95Ms, 'ms');
  },
  host: async () => {
    // #32: the host answers its clients while Perikles' Hard bots think (in their worker; on its own thread for comparison).
    const { benchHost } = await import('./bench-host.js');
    await benchHost(line);
  },
  board: async () => {
    const { benchBoard } = await import('./bench-board.js');
    const r = await benchBoard();
    line('board_frame_p95_ms', r.frameP95Ms, 'ms');
    line('board_frame_interval_p95_ms', r.frameIntervalP95Ms, 'ms');
    line('board_frames_dropped', r.framesDropped, 'frames');
    line('board_first_frame_ms', r.firstFrameMs, 'ms');
    line('board_first_frame_shown_ms', r.firstShownMs, 'ms');
  },
};
for (const [name, run] of Object.entries(benches)) {
  if (only && only !== name) continue;
  try {
    await run();
  } catch (e) {
    console.log(`bench: ${name} failed: ${(e as Error).message}`);
    process.exitCode = 1;
  }
}
