ALTER TABLE "campaigns" ADD COLUMN "special_tournament_id" integer;--> statement-breakpoint
ALTER TABLE "special_tournaments" ADD COLUMN "guaranteed_prize_pool" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "special_tournaments" ADD COLUMN "prize_basis_points" jsonb;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_special_tournament_id_special_tournaments_id_fk" FOREIGN KEY ("special_tournament_id") REFERENCES "public"."special_tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_special_tournament_idx" ON "campaigns" USING btree ("special_tournament_id") WHERE special_tournament_id is not null;