import { z } from "zod";
import { MAX_ID } from "./ids";
import { toCents } from "../money";

const campaignId = z
  .number({ message: "campaignId must be a campaign id" })
  .int("campaignId must be a campaign id")
  .positive("campaignId must be a campaign id")
  .max(MAX_ID, "campaignId must be a campaign id");

/** A dollar amount as a decimal string or number with at most two decimals, e.g. "250.00"; parsed to cents. */
export const moneyAmount = z
  .union([z.string(), z.number()], { message: "amount must be an amount in dollars, e.g. 100.00" })
  .refine(
    (v) => /^\s*\d+(\.\d{1,2})?\s*$/.test(typeof v === "number" ? String(v) : v),
    "amount must be an amount in dollars with at most two decimals, e.g. 100.00",
  )
  .transform((v) => toCents(v) ?? 0)
  .refine((cents) => cents > 0, "amount must be greater than $0")
  .refine((cents) => cents <= 99_999_999_99, "amount is too large");

/** POST /api/create-payment-intent */
export const createPaymentIntentInput = z.object({ campaignId, amount: moneyAmount });

/** marketplace §3 Payment intent response (clientSecret, totalAmount, platformFee), plus what the dialog shows. */
export const paymentIntentResponse = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** amount + platform fee, decimal string */
  totalAmount: z.string(),
  platformFee: z.string(),
  amount: z.string(),
  /** the amount is held against the campaign until then */
  expiresAt: z.string(),
});
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponse>;

/** POST /api/investments, sent after the card payment is confirmed. */
export const investmentInput = z.object({
  campaignId,
  amount: moneyAmount,
  paymentIntentId: z.string({ message: "paymentIntentId is required" }).min(1, "paymentIntentId is required").max(255, "paymentIntentId is too long"),
});
export type InvestmentInput = z.input<typeof investmentInput>;

export const recordedInvestmentResponse = z.object({
  id: z.number(),
  campaignId: z.number(),
  playerName: z.string(),
  tournament: z.string(),
  amount: z.string(),
  platformFee: z.string(),
  /** share of winnings owned, amount / buyIn x 100, four decimals */
  percentage: z.string(),
  status: z.string(),
  paymentIntentId: z.string(),
  createdAt: z.string(),
});
export type RecordedInvestment = z.infer<typeof recordedInvestmentResponse>;

export const cardInput = z.object({
  number: z.string({ message: "card number is required" }).min(1, "card number is required").max(32, "card number is too long"),
  expMonth: z.coerce.number({ message: "expiry month is required" }).int("expiry month must be 1-12"),
  expYear: z.coerce.number({ message: "expiry year is required" }).int("expiry year must be a year"),
  cvc: z.string({ message: "CVC is required" }).max(8, "CVC is too long"),
});

/** POST /api/payments/sandbox/confirm (DESIGN.md). */
export const sandboxConfirmInput = z.object({
  clientSecret: z.string({ message: "clientSecret is required" }).min(1, "clientSecret is required").max(255, "clientSecret is too long"),
  card: cardInput,
});
export type SandboxConfirmInput = z.input<typeof sandboxConfirmInput>;

export const sandboxConfirmResponse = z.object({ status: z.literal("succeeded"), paymentIntentId: z.string() });

/** GET /api/payments/config: which card provider the dialog talks to. */
export const paymentsConfigResponse = z.object({ provider: z.enum(["sandbox", "stripe"]), publishableKey: z.string().nullable() });
export type PaymentsConfig = z.infer<typeof paymentsConfigResponse>;

/** POST /api/payments/release: the investor gave up on an unfinished payment; its held stake is freed at once. */
export const releasePaymentInput = z.object({
  paymentIntentId: z.string({ message: "paymentIntentId is required" }).min(1, "paymentIntentId is required").max(255, "paymentIntentId is too long"),
});
export const releasePaymentResponse = z.object({ released: z.boolean() });

/** POST /api/payments/card-step: the investor is sending the card to the provider; the hold is kept for 15 minutes. */
export const cardStepInput = releasePaymentInput;
export const cardStepResponse = z.object({ expiresAt: z.string() });
