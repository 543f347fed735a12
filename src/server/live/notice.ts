import type { LiveStoredState } from "@core/live/schema/contracts";

export const LIVE_CHANNEL = "live_state";
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; larger states are read back from the table. */
const MAX_PAYLOAD = 7800;

export interface Notice {
  id: string;
  version: number;
  updatedAt: string | null;
  state?: LiveStoredState;
}

/** What travels on the channel for one change: the state itself when it fits, else where to read it. */
export function noticePayload(id: string, record: { stored: LiveStoredState; version: number; updatedAt: string | null }): string {
  const full = JSON.stringify({ id, version: record.version, updatedAt: record.updatedAt, state: record.stored } satisfies Notice);
  if (Buffer.byteLength(full) <= MAX_PAYLOAD) return full;
  return JSON.stringify({ id, version: record.version, updatedAt: record.updatedAt } satisfies Notice);
}
