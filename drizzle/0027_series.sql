-- Issue 41 item 1: a sponsor's series (festival) and the events in it.
CREATE TABLE "series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sponsor_id" integer NOT NULL,
	"name" text NOT NULL,
	"venue" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_dates_check" CHECK ("series"."start_date" <= "series"."end_date")
);
--> statement-breakpoint
ALTER TABLE "special_tournaments" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_sponsor_id_users_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "series_sponsor_idx" ON "series" USING btree ("sponsor_id");--> statement-breakpoint
ALTER TABLE "special_tournaments" ADD CONSTRAINT "special_tournaments_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "special_tournaments_series_idx" ON "special_tournaments" USING btree ("series_id") WHERE series_id is not null;