CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_intent_id" text NOT NULL,
	"investment_id" integer,
	"campaign_id" integer NOT NULL,
	"investor_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"investor_line" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"gateway_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_intent_idx" ON "refunds" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "refunds_campaign_idx" ON "refunds" USING btree ("campaign_id");--> statement-breakpoint
-- an address verified by several accounts stays verified only for the one that verified it first
UPDATE "users" u SET "email_verified_at" = NULL
WHERE u."email_verified_at" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "users" o
  WHERE o."email_verified_at" IS NOT NULL AND lower(o."email") = lower(u."email")
    AND (o."email_verified_at", o."id") < (u."email_verified_at", u."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_email_idx" ON "users" USING btree (lower("email")) WHERE email_verified_at is not null;--> statement-breakpoint
-- refunds decided before this table existed become obligations too: the worker asks the gateway, which confirms
-- those already refunded in full and refunds any a crash left unpaid (no new notice: the investor was told)
INSERT INTO "refunds" ("payment_intent_id", "investment_id", "campaign_id", "investor_id", "amount_cents", "reason")
SELECT i."payment_intent_id", i."id", i."campaign_id", i."investor_id", round((i."amount" + i."platform_fee") * 100)::int, 'campaign_cancelled'
FROM "investments" i WHERE i."status" = 'refunded'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "refunds" ("payment_intent_id", "campaign_id", "investor_id", "amount_cents", "reason")
SELECT p."id", p."campaign_id", p."investor_id", round(p."total_amount" * 100)::int, 'no_room'
FROM "payment_intents" p
WHERE p."status" = 'refunded' AND NOT EXISTS (SELECT 1 FROM "investments" i WHERE i."payment_intent_id" = p."id")
ON CONFLICT DO NOTHING;
