CREATE TABLE "live_tournaments" (
	"id" text PRIMARY KEY NOT NULL,
	"special_tournament_id" integer,
	"state" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_tournaments" ADD CONSTRAINT "live_tournaments_special_tournament_id_special_tournaments_id_fk" FOREIGN KEY ("special_tournament_id") REFERENCES "public"."special_tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_tournaments_special_idx" ON "live_tournaments" USING btree ("special_tournament_id");