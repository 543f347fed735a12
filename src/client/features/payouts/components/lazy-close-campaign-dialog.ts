import { lazyDialog } from "@client/lib/lazy-dialog";

// In a file of its own, not in index.ts: a barrel with code of its own would bring every module it re-exports
// into each page that imports any one of them.

/** The close-campaign form, loaded when it first opens (decision 110). */
export const CloseCampaignDialog = lazyDialog(() => import("./close-campaign-dialog").then((m) => m.CloseCampaignDialog));
