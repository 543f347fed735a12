import { lazyDialog } from "@client/lib/lazy-dialog";

/** The offer form, loaded when it first opens (decision 110). */
export const OfferSwapDialog = lazyDialog(() => import("./offer-swap-dialog").then((m) => m.OfferSwapDialog));
