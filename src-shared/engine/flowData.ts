// Segment data, typed by segment (#15 item 2). `flow.data` is the open segment's public scratch
// data (plain JSON, shown to every seat; secrets stay in the pending decision). Each segment that
// keeps data declares its shape in its phase module; this map names them all, and the two
// accessors are the only places the untyped store is read or written as a shape.
import type { GameState } from '../model/state.js';
import type { AristophanesData } from '../phases/aristophanes.js';
import type { DebateData } from '../phases/assembly.js';
import type { BoulePickData, HostageData } from '../phases/boule.js';
import type { RedeployData, UpkeepData } from '../phases/end.js';
import type { ResolveData } from '../phases/issueFlow.js';
import type { AwardData, CouncilData, IssuesData } from '../phases/political.js';
import type { PlaceData } from '../phases/theaterPlacement.js';

export interface FlowDataBySegment {
  'aristophanes.card': AristophanesData;
  'boule.hostages': HostageData;
  'boule.issues': BoulePickData;
  'assembly.debates': DebateData;
  'political.council': CouncilData;
  'political.issues': IssuesData;
  'political.award': AwardData;
  'theater.place': PlaceData;
  'theater.resolve': ResolveData;
  'end.upkeep': UpkeepData;
  'end.redeploy': RedeployData;
}

export type SegmentWithData = keyof FlowDataBySegment;

/** Any segment's data: what a view's `flowData` holds while that segment is open. */
export type FlowData = FlowDataBySegment[SegmentWithData];

/** The open segment's data. Reading another segment's data is a bug in the rules: it throws. */
export function segmentData<S extends SegmentWithData>(g: GameState, segment: S): FlowDataBySegment[S] {
  if (g.flow.segment !== segment) throw new Error(`The data of ${segment} was read while ${g.flow.segment} is open`);
  return g.flow.data as unknown as FlowDataBySegment[S];
}

/** Sets the open segment's data at its start. */
export function startSegmentData<S extends SegmentWithData>(g: GameState, segment: S, data: FlowDataBySegment[S]): FlowDataBySegment[S] {
  if (g.flow.segment !== segment) throw new Error(`The data of ${segment} was set while ${g.flow.segment} is open`);
  g.flow.data = data as unknown as Record<string, unknown>;
  return data;
}
