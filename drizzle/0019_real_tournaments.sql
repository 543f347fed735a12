ALTER TABLE "campaigns" ADD COLUMN "bullets" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "special_tournaments" ADD COLUMN "structure" jsonb;--> statement-breakpoint
ALTER TABLE "special_tournaments" ADD COLUMN "chip_set" jsonb;--> statement-breakpoint
ALTER TABLE "special_tournaments" ADD COLUMN "rebuys" jsonb;--> statement-breakpoint
ALTER TABLE "special_tournaments" ADD COLUMN "add_on" jsonb;--> statement-breakpoint
ALTER TABLE "special_tournaments" ADD COLUMN "bounty_cents" integer;--> statement-breakpoint
ALTER TABLE "special_tournaments" ADD COLUMN "payout_plan" jsonb;