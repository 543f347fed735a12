import { integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";
import { requiredRef } from "./columns";

/**
 * The first answer to a create, by the Idempotency-Key the client sent with it, so a double submit or a retry
 * within 24 hours gets that answer again instead of a second row. Keys are per user: one user cannot replay
 * another's.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: requiredRef("user_id", () => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    // "POST /api/campaigns": the same key on another route is a different request
    route: text("route").notNull(),
    statusCode: integer("status_code"),
    response: jsonb("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
