// 8.4 Theater Issue Resolution Segment and 8.6 Political Capital. The issue flows live in
// diplomacy.ts (8.51), leagueOracle.ts (8.52, 8.53, 12.1, 13.1) and expedition.ts (9.0–9.8).
import { FACTIONS, type Faction } from '../model/ids.js';
import type { Segment } from '../engine/types.js';
import { decided } from '../engine/decisions.js';
import type { DecisionKind } from '../decisions/registry.js';
import { changeHonor } from '../rules/honor.js';
import { log } from '../rules/log.js';
import { spendStrategos } from '../rules/strategos.js';
import { DIPLOMACY_STEPS, startDiplomatic } from './diplomacy.js';
import { EXPEDITION_STEPS, startMilitary } from './expedition.js';
import {
  currentIssue, finishIssue, openNextReveal, resolveData, revealablePlaces, type IssueCtx, type StepHandler, type StepTable,
} from './issueFlow.js';
import { LEAGUE_ORACLE_STEPS, startLeague, startOracle } from './leagueOracle.js';
import { HONOR } from '../data/amounts.js';
import { startSegmentData } from '../engine/flowData.js';

const STEPS: Partial<StepTable<DecisionKind>> = { ...DIPLOMACY_STEPS, ...LEAGUE_ORACLE_STEPS, ...EXPEDITION_STEPS };

/** The step of an issue's decision of `kind`, if it is one. */
function stepOf(kind: DecisionKind | undefined): StepHandler | undefined {
  return kind ? STEPS[kind] : undefined;
}

/** 8.41: reveal the top marker of `place`; its Owning Faction resolves it. */
function reveal(g: Parameters<Segment['begin']>[0], seat: Faction, place: string): void {
  const q = g.queues[place];
  const m = q?.pop();
  if (!m) throw new Error(`Nothing to reveal in ${place}`);
  const data = resolveData(g);
  data.actor = g.honorOrder.indexOf(seat) + 1; // the next Faction in Honor Order acts after this issue
  const issue: IssueCtx = {
    place, theater: place === 'persia' ? null : Number(place), owner: m.owner, kind: m.kind, revealedBy: seat,
  };
  data.issue = issue;
  log(g, '8.41', 'marker.revealed', { faction: seat, place, owner: m.owner, kind: m.kind, placedBy: m.placedBy });
  switch (m.kind) {
    case 'rumor': return finishIssue(g, 'rumor', '8.41');
    case 'diplomatic':
      if (issue.theater === null) return finishIssue(g, 'noEffect', '13.1');
      return startDiplomatic(g, issue);
    case 'league': return startLeague(g, issue);
    case 'oracle': return startOracle(g, issue);
    case 'military': return startMilitary(g, issue);
  }
}

/**
 * 8.4 Theater Issue Resolution. Decisions:
 * - 'theater.reveal' (the acting Faction, in Honor Order): `{type:'reveal', place}` for any queue
 *   whose top marker is of its Side (8.41); Factions with none pass automatically (8.42).
 * - then the issue's own decisions, all for its Owning Faction unless noted (see STEPS).
 */
const resolve: Segment = {
  phase: 'theaterResolution',
  id: 'theater.resolve',
  rule: '8.4',
  begin(g) {
    if (g.result) return;
    startSegmentData(g, 'theater.resolve', { actor: 0, issue: null });
    openNextReveal(g);
  },
  legal(g, seat) {
    const kind = g.flow.pending?.kind;
    if (kind === 'theater.reveal') return revealablePlaces(g, seat).map((place) => ({ type: 'reveal', place }));
    const step = stepOf(kind);
    if (!step) return [];
    return step.legal(g, seat, currentIssue(g));
  },
  act(g, seat, action) {
    const d = decided(g, action);
    if (d.kind === 'theater.reveal') {
      g.flow.pending = null;
      return reveal(g, seat, d.action.place);
    }
    const step = stepOf(d.kind);
    if (!step) throw new Error(`No step for ${d.kind}`);
    // Every step ends by opening its next decision (ask), finishing the issue, or, for a secret
    // choice, waiting for the other seats (collectSecret).
    step.act(g, seat, d.action, currentIssue(g));
  },
};

/** 8.6 Political Capital: every Faction returns all its Strategos to the stock, +1 Honor per 4. */
const politicalCapital: Segment = {
  phase: 'theaterResolution',
  id: 'theater.politicalCapital',
  rule: '8.6',
  begin(g) {
    if (g.result) return;
    for (const f of FACTIONS) {
      const n = spendStrategos(g, f, g.factions[f].strategos);
      log(g, '8.6', 'politicalCapital', { faction: f, returned: n });
      const honor = Math.floor(n / HONOR.politicalCapitalPer.value);
      if (honor > 0) changeHonor(g, f, honor, '8.6', 'politicalCapital');
    }
  },
};

export const THEATER_RESOLUTION_SEGMENTS: Segment[] = [resolve, politicalCapital];
