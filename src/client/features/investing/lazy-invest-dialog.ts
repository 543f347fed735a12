import { lazyDialog } from "@client/lib/lazy-dialog";

// In a file of its own, not in index.ts: a barrel with code of its own would bring every module it re-exports
// into each page that imports any one of them.

/** The invest dialog, loaded when it first opens: a page with an Invest button does not download checkout (decision 110). */
export const InvestDialog = lazyDialog(() => import("./invest-dialog").then((m) => m.InvestDialog));
