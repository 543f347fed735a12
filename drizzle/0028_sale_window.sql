-- Issue 41 item 5: a campaign's sale window (minimum fill and deadline).
ALTER TABLE "campaigns" ADD COLUMN "min_fill_percent" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "sale_closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "campaigns_sale_due_idx" ON "campaigns" USING btree ("sale_ends_at") WHERE sale_ends_at is not null and sale_closed_at is null;