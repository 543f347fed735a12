CREATE TABLE "card_disputes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_disputes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_dispute_id" text NOT NULL,
	"payment_intent_id" text NOT NULL,
	"investment_id" integer,
	"investor_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_disputes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_disputes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payout_id" integer NOT NULL,
	"investor_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"note" text,
	"ruled_by" integer,
	"ruled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trust_trail" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trust_trail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "operator_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "identity_status" text DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "identity_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "held_for_review_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "confirmation" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "paid_method" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "paid_reference" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "ruling" text;--> statement-breakpoint
ALTER TABLE "card_disputes" ADD CONSTRAINT "card_disputes_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_disputes" ADD CONSTRAINT "card_disputes_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_sessions" ADD CONSTRAINT "identity_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_disputes" ADD CONSTRAINT "payout_disputes_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_disputes" ADD CONSTRAINT "payout_disputes_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_disputes" ADD CONSTRAINT "payout_disputes_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_disputes" ADD CONSTRAINT "payout_disputes_ruled_by_users_id_fk" FOREIGN KEY ("ruled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_trail" ADD CONSTRAINT "trust_trail_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_disputes_provider_idx" ON "card_disputes" USING btree ("provider_dispute_id");--> statement-breakpoint
CREATE INDEX "card_disputes_open_idx" ON "card_disputes" USING btree ("created_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "identity_sessions_user_idx" ON "identity_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_disputes_payout_idx" ON "payout_disputes" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "payout_disputes_open_idx" ON "payout_disputes" USING btree ("created_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "trust_trail_subject_idx" ON "trust_trail" USING btree ("subject_type","subject_id","id");--> statement-breakpoint
CREATE INDEX "payouts_awaiting_idx" ON "payouts" USING btree ("paid_at") WHERE confirmation = 'awaiting';--> statement-breakpoint
-- payouts marked paid before the backers could answer wait for their answer now; the auto-confirmation job confirms
-- those marked more than 14 days ago on its first run (decision 200)
UPDATE "payouts" SET "confirmation" = 'awaiting' WHERE "status" = 'paid';--> statement-breakpoint
-- the trail is append-only: what an operator or a party did is never rewritten or removed
CREATE FUNCTION trust_trail_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'trust_trail is append-only: % refused', TG_OP;
END
$$;--> statement-breakpoint
CREATE TRIGGER trust_trail_append_only BEFORE UPDATE OR DELETE ON "trust_trail" FOR EACH ROW EXECUTE FUNCTION trust_trail_append_only();
