-- Rate-limit counters shared by every app instance (decision 130). UNLOGGED: no WAL for a row that
-- changes on every sign-in attempt; after a crash PostgreSQL empties the table, which only resets the windows.
CREATE UNLOGGED TABLE IF NOT EXISTS "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rate_limit_counters_reset_at_idx" ON "rate_limit_counters" ("reset_at");
