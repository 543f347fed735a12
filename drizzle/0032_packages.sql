-- Packages (decision 241): one campaign over several events; a payment is refunded once in full, or once per skipped event.
CREATE TABLE "package_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "package_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"event_date" timestamp with time zone NOT NULL,
	"buy_in" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"cash" numeric(12, 2),
	"special_tournament_id" integer,
	"entered_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "refunds_payment_intent_idx";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "package_event_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "package_events" ADD CONSTRAINT "package_events_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_events" ADD CONSTRAINT "package_events_special_tournament_id_special_tournaments_id_fk" FOREIGN KEY ("special_tournament_id") REFERENCES "public"."special_tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "package_events_position_idx" ON "package_events" USING btree ("campaign_id","position");--> statement-breakpoint
CREATE INDEX "package_events_special_tournament_idx" ON "package_events" USING btree ("special_tournament_id") WHERE special_tournament_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_intent_idx" ON "refunds" USING btree ("payment_intent_id","package_event_id");