import { lazyDialog } from "@client/lib/lazy-dialog";

/** The "I was not paid" form, loaded when it first opens (decision 110): the portfolio paints without it. */
export const DisputeDialog = lazyDialog(() => import("./dispute-dialog").then((m) => m.DisputeDialog));
