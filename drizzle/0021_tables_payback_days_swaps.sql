CREATE TABLE "player_swaps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_swaps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"offered_by" integer NOT NULL,
	"offered_to" integer NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"net_payer_id" integer,
	"net_amount" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "player_swaps_percent_check" CHECK ("player_swaps"."percent" > 0 and "player_swaps"."percent" <= 20),
	CONSTRAINT "player_swaps_two_players_check" CHECK ("player_swaps"."offered_by" <> "player_swaps"."offered_to")
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "day" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "bag_chips" integer;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "reminded_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "special_tournaments" ADD COLUMN "seats_per_table" integer DEFAULT 9 NOT NULL;--> statement-breakpoint
ALTER TABLE "special_tournaments" ADD COLUMN "table_threshold" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "special_tournaments" ADD COLUMN "days" jsonb;--> statement-breakpoint
ALTER TABLE "player_swaps" ADD CONSTRAINT "player_swaps_tournament_id_special_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."special_tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_swaps" ADD CONSTRAINT "player_swaps_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_swaps" ADD CONSTRAINT "player_swaps_offered_to_users_id_fk" FOREIGN KEY ("offered_to") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_swaps" ADD CONSTRAINT "player_swaps_net_payer_id_users_id_fk" FOREIGN KEY ("net_payer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_swaps_tournament_idx" ON "player_swaps" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "player_swaps_offered_by_idx" ON "player_swaps" USING btree ("offered_by");--> statement-breakpoint
CREATE INDEX "player_swaps_offered_to_idx" ON "player_swaps" USING btree ("offered_to");--> statement-breakpoint
CREATE INDEX "payouts_due_idx" ON "payouts" USING btree ("due_at") WHERE status <> 'paid';--> statement-breakpoint
ALTER TABLE "special_tournaments" ADD CONSTRAINT "special_tournaments_seats_per_table_check" CHECK ("special_tournaments"."seats_per_table" between 6 and 10);--> statement-breakpoint
ALTER TABLE "special_tournaments" ADD CONSTRAINT "special_tournaments_table_threshold_check" CHECK ("special_tournaments"."table_threshold" in (2, 3));--> statement-breakpoint
UPDATE "payouts" SET "due_at" = "created_at" + interval '7 days' WHERE "due_at" IS NULL;
