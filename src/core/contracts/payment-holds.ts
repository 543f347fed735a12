import { z } from "zod";
import { paymentIntentResponse } from "./investments";

/**
 * GET /api/campaigns/:id/my-hold (decision 210): the caller's own unfinished checkout on a campaign, still
 * holding its amount, with the same client secret, so the dialog offers "Payment in progress" with Resume and Cancel
 * instead of a cap the hold itself used up. null: none.
 */
export const myHoldResponse = z.object({
  hold: paymentIntentResponse.extend({ /** the card form was reached: the hold lasts 15 minutes from then */ cardStep: z.boolean() }).nullable(),
});
export type MyHoldResponse = z.infer<typeof myHoldResponse>;
export type MyHold = NonNullable<MyHoldResponse["hold"]>;

/** DELETE /api/payment-holds/:id: the hold's provider payment id. */
export const paymentHoldParams = z.object({
  id: z.string({ message: "id is required" }).trim().min(1, "id is required").max(255, "id is too long"),
});

/** released: false when the hold had already ended (lapsed, replaced or canceled before): nothing left to free. */
export const cancelHoldResponse = z.object({ released: z.boolean() });
