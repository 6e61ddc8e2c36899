// Segment data, typed by segment (#15 item 2). `flow.data` is the open segment's public scratch
// data (plain JSON, shown to every seat; secrets stay in the pending decision). Each segment that
// keeps data declares its shape in its phase module and adds it to the map below there
// (`declare module '../engine/flowData.js'`), so this file needs no phase and the phases' use of
// it makes no import circle (#32). The two accessors are the only places the untyped store is
// read or written as a shape.
import type { GameState } from '../model/state.js';

/** Each segment's data, by segment id: filled in by the phase modules. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into by each phase module
export interface FlowDataBySegment {}

export type SegmentWithData = keyof FlowDataBySegment;

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
