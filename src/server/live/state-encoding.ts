import type { LiveState } from "@core/live/schema/contracts";
import { PATCH_ALWAYS } from "@core/live/views/state-patch";

/**
 * One state's JSON kept field by field: the whole event and the patch against the version before are both put
 * together from these strings, so each action's state is serialized once for every display (decision 180).
 */
export interface EncodedState {
  version: number;
  /**
   * whether the clock had started: before, a display that connects reads the registrants of that moment without a
   * new version (service.ts readLive), so two displays of one version may hold different fields: no patches then
   */
  started: boolean;
  /** each field's JSON, in the state's own key order (fields whose value is undefined left out, as JSON.stringify does) */
  parts: Map<string, string>;
}

export function encodeState(state: LiveState): EncodedState {
  const parts = new Map<string, string>();
  for (const [key, value] of Object.entries(state)) {
    const json = JSON.stringify(value) as string | undefined;
    if (json !== undefined) parts.set(key, json);
  }
  return { version: state.version, started: state.startedAt !== null, parts };
}

function objectOf(parts: Iterable<[string, string]>): string {
  let out = "";
  for (const [key, json] of parts) out += `${out ? "," : ""}${JSON.stringify(key)}:${json}`;
  return `{${out}}`;
}

/** The whole state's event: the same bytes as JSON.stringify({ state, serverTime }) gives. */
export function fullStateEvent(encoded: EncodedState, serverTime: number): string {
  return `id: ${encoded.version}\nevent: state\ndata: {"state":${objectOf(encoded.parts)},"serverTime":${serverTime}}\n\n`;
}

/** The fields of `next` whose JSON differs from `prev`'s (see LiveStatePatch in core/live/state-patch.ts). */
export function patchEvent(prev: EncodedState, next: EncodedState, serverTime: number): string {
  const changed: Array<[string, string]> = [];
  for (const entry of next.parts) if (PATCH_ALWAYS.has(entry[0]) || prev.parts.get(entry[0]) !== entry[1]) changed.push(entry);
  const removed = [...prev.parts.keys()].filter((key) => !next.parts.has(key));
  return `id: ${next.version}\nevent: patch\ndata: {"base":${prev.version},"state":${objectOf(changed)},"removed":${JSON.stringify(removed)},"serverTime":${serverTime}}\n\n`;
}
