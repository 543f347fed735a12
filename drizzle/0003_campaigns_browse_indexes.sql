CREATE INDEX "campaigns_live_newest_idx" ON "campaigns" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status in ('active', 'funded');--> statement-breakpoint
CREATE INDEX "campaigns_live_buyin_idx" ON "campaigns" USING btree ("buy_in" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status in ('active', 'funded');--> statement-breakpoint
CREATE INDEX "campaigns_live_funded_idx" ON "campaigns" USING btree (("current_amount" / "target_amount") desc,"id" DESC NULLS LAST) WHERE status in ('active', 'funded');--> statement-breakpoint
CREATE INDEX "campaigns_live_date_idx" ON "campaigns" USING btree ("tournament_date") WHERE status in ('active', 'funded');--> statement-breakpoint
CREATE INDEX "campaigns_tournament_trgm_idx" ON "campaigns" USING gin ("tournament" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "campaigns_player_name_trgm_idx" ON "campaigns" USING gin ("player_name" gin_trgm_ops);