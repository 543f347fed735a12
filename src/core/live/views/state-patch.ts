import type { LiveState } from "../schema/contracts";

/**
 * What a display's event stream sends after an action when the display asked for patches (`?patch=1`) and holds
 * the version before it (decision 180): the fields of the state whose JSON changed, instead of the whole
 * state. A 500-entrant field's state is about 200 kB, of which a clock action changes a few hundred bytes; the
 * display merges the patch into the state it holds and shows exactly what the whole state would have shown.
 */
export interface LiveStatePatch {
  /** the version this patch applies to: the display's own, or it reconnects for the whole state */
  base: number;
  /** every field whose value is not the same as in `base` (always version, currentLevel, timeRemaining) */
  state: Partial<LiveState>;
  /** fields the new state no longer has */
  removed: string[];
  serverTime: number;
}

/** Fields worked out from the time of sending as well as from the version: always in a patch. */
export const PATCH_ALWAYS: ReadonlySet<string> = new Set(["version", "currentLevel", "timeRemaining"]);

export type PatchResult =
  /** the state this display now shows */
  | { kind: "applied"; state: LiveState }
  /** it holds this version or a newer one already (its own action's answer came first): nothing to do */
  | { kind: "stale" }
  /** it holds another version than the patch's base: it must read the whole state again */
  | { kind: "gap" };

export function applyStatePatch(held: LiveState | undefined, patch: LiveStatePatch): PatchResult {
  const version = patch.state.version;
  if (version === undefined) return { kind: "gap" };
  if (held && held.version >= version) return { kind: "stale" };
  if (!held || held.version !== patch.base) return { kind: "gap" };
  const state: Record<string, unknown> = { ...held, ...patch.state };
  for (const key of patch.removed) delete state[key];
  return { kind: "applied", state: state as LiveState };
}
