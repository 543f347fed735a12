-- The floor (decisions 236-238): alternates, fees and the cashier's closing, payout slips; satellites awarding seats (decision 240).
CREATE TABLE "payout_slips" (
	"tournament_id" integer NOT NULL,
	"player_id" text NOT NULL,
	"handed_out_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handed_out_by" integer NOT NULL,
	CONSTRAINT "payout_slips_tournament_id_player_id_pk" PRIMARY KEY("tournament_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "satellite_seats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "satellite_seats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"satellite_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"player_id" text NOT NULL,
	"user_id" integer,
	"place" integer NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "special_tournaments" ADD COLUMN "fee" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "special_tournaments" ADD COLUMN "cashier_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "special_tournaments" ADD COLUMN "satellite" jsonb;--> statement-breakpoint
ALTER TABLE "tournament_registrations" ADD COLUMN "alternate" integer;--> statement-breakpoint
ALTER TABLE "payout_slips" ADD CONSTRAINT "payout_slips_tournament_id_special_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."special_tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_slips" ADD CONSTRAINT "payout_slips_handed_out_by_users_id_fk" FOREIGN KEY ("handed_out_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satellite_seats" ADD CONSTRAINT "satellite_seats_satellite_id_special_tournaments_id_fk" FOREIGN KEY ("satellite_id") REFERENCES "public"."special_tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satellite_seats" ADD CONSTRAINT "satellite_seats_target_id_special_tournaments_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."special_tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satellite_seats" ADD CONSTRAINT "satellite_seats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "satellite_seats_player_idx" ON "satellite_seats" USING btree ("satellite_id","player_id");--> statement-breakpoint
CREATE INDEX "satellite_seats_target_idx" ON "satellite_seats" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_registrations_alternate_idx" ON "tournament_registrations" USING btree ("tournament_id","alternate") WHERE alternate is not null;