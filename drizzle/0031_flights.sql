-- Multi-flight events (decision 242): Day 1 flights are events of their own that feed one event's Day 2 clock.
ALTER TABLE "special_tournaments" ADD COLUMN "flight_of" integer;--> statement-breakpoint
ALTER TABLE "special_tournaments" ADD COLUMN "flight_name" text;--> statement-breakpoint
ALTER TABLE "special_tournaments" ADD COLUMN "flight_rule" text;--> statement-breakpoint
ALTER TABLE "special_tournaments" ADD CONSTRAINT "special_tournaments_flight_of_special_tournaments_id_fk" FOREIGN KEY ("flight_of") REFERENCES "public"."special_tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "special_tournaments_flight_of_idx" ON "special_tournaments" USING btree ("flight_of") WHERE flight_of is not null;