CREATE TABLE "player_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"investor_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_reviews_rating_check" CHECK ("player_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
DROP INDEX "campaigns_player_history_idx";--> statement-breakpoint
ALTER TABLE "player_reviews" ADD CONSTRAINT "player_reviews_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_reviews" ADD CONSTRAINT "player_reviews_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_reviews" ADD CONSTRAINT "player_reviews_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_reviews_campaign_investor_idx" ON "player_reviews" USING btree ("campaign_id","investor_id");--> statement-breakpoint
CREATE INDEX "player_reviews_player_idx" ON "player_reviews" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "campaigns_player_history_idx" ON "campaigns" USING btree ("player_id","final_position","total_winnings","buy_in","special_tournament_id") WHERE status = 'completed';