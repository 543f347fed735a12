import type { LivePlayer, LiveStoredState } from "../schema/contracts";
import { LiveRuleError } from "../schema/live-rule-error";

/*
 * Seat-link versions (decisions 164 and 196). A phone link names a live player id and a view
 * version; revoke-view raises the player's version, so every link signed before stops matching. A player id can
 * leave the field and come back under the same id: before the start the field is rebuilt from the registrations, and
 * a player who unregisters and registers again keeps their registration row, so their id (`r<registration id>`)
 * returns, as it does when the console enters them late under that registration. Their version must not start again
 * at 0 then, or a revoked link would open again. So the state keeps, per player id, the highest version ever
 * revoked (`revokedViews`), which outlives the player's seat, and no link at or below it is ever good again.
 */

type Revoked = LiveStoredState["revokedViews"];

/** The version a player id's links are signed with from now on: `version`, raised above every version revoked for that id. */
export function unrevokedVersion(revoked: Revoked, playerId: string, version: number): number {
  const highest = revoked[playerId];
  return highest === undefined ? version : Math.max(version, highest + 1);
}

/** Whether a link of this version for this player id was revoked (it never opens again, whoever holds the id now). */
export function isRevokedVersion(revoked: Revoked, playerId: string, version: number): boolean {
  const highest = revoked[playerId];
  return highest !== undefined && version <= highest;
}

/** revoke-view: the player's links so far stop working, for good; their next link has a version never used before. */
export function revokeSeatView(state: LiveStoredState, playerId: string): LiveStoredState {
  const player = state.players.find((p) => p.id === playerId);
  if (!player) throw new LiveRuleError("That player is not in this tournament.");
  const revokedViews = { ...state.revokedViews, [playerId]: Math.max(player.viewVersion, state.revokedViews[playerId] ?? 0) };
  const next = unrevokedVersion(revokedViews, playerId, player.viewVersion);
  return { ...state, revokedViews, players: state.players.map((p) => (p.id === playerId ? { ...p, viewVersion: next } : p)) };
}

/** Players whose version is one that was revoked for their id (they came back under it) get the next unused one. */
export function withUnrevokedViews(state: LiveStoredState): LiveStoredState {
  let changed = false;
  const players = state.players.map((p): LivePlayer => {
    const viewVersion = unrevokedVersion(state.revokedViews, p.id, p.viewVersion);
    if (viewVersion === p.viewVersion) return p;
    changed = true;
    return { ...p, viewVersion };
  });
  return changed ? { ...state, players } : state;
}

/** What a link (player id, version) opens in a state: that player, or why not. */
export function seatLinkHolder(stored: LiveStoredState, playerId: string, version: number): LivePlayer | "not-in-field" | "revoked" {
  const player = stored.players.find((p) => p.id === playerId);
  if (!player) return "not-in-field";
  if (player.viewVersion !== version || isRevokedVersion(stored.revokedViews, playerId, version)) return "revoked";
  return player;
}
