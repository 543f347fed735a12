import { sql } from "drizzle-orm";
import { boolean, customType, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { requiredRef } from "./columns";

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["investor", "player", "sponsor"] }),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email"),
    // when the current e-mail was confirmed by its link; only the password reset is sent to an unverified one
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    // "e-mail me about" settings in Profile
    emailMoneyEvents: boolean("email_money_events").notNull().default(true),
    emailTournamentEvents: boolean("email_tournament_events").notNull().default(true),
    // public screens (displays, table displays, moves, results) show "Player N" in place of their public name
    // (decision 212); their phone, the console and their backers still see the name
    appearAsPlayerNumber: boolean("appear_as_player_number").notNull().default(false),
    phone: text("phone"),
    bio: text("bio"),
    location: text("location"),
    address: text("address"),
    profileImageUrl: text("profile_image_url"),
    paypalEmail: text("paypal_email"),
    bankAccount: text("bank_account"),
    routingNumber: text("routing_number"),
    // the last sign-in with a password (null: never signed in, only signed up): "Welcome" or "Welcome back"
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // trust (decision 200): operator rights are granted by `npm run operator`, beside the user's own role,
    // never chosen at sign-up or by the role switch
    operatorSince: timestamp("operator_since", { withTimezone: true }),
    // suspended by an operator: no sign-in, no sessions; nothing the account did is deleted
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    suspendedReason: text("suspended_reason"),
    // identity verification (Stripe Identity or the sandbox): the documents stay with the provider; the verified
    // legal name is shown to operators only
    identityStatus: text("identity_status", { enum: ["unverified", "pending", "verified", "requires_input"] })
      .notNull()
      .default("unverified"),
    identityVerifiedAt: timestamp("identity_verified_at", { withTimezone: true }),
    verifiedName: text("verified_name"),
    // a card dispute on one of their stakes: further stakes wait for an operator's review
    heldForReviewAt: timestamp("held_for_review_at", { withTimezone: true }),
    // the secret in the address of their private calendar feed; null until first asked for,
    // replaced when they reset it. Kept readable (not hashed) because the address is shown again in Profile.
    calendarToken: text("calendar_token"),
    // closed by its owner: personal fields erased, sessions ended, no sign-in; money records stay
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    // a verified address belongs to one account (its reset link, its mail); unverified claims may collide
    uniqueIndex("users_verified_email_idx")
      .on(sql`lower(${t.email})`)
      .where(sql`email_verified_at is not null`),
    uniqueIndex("users_calendar_token_idx").on(t.calendarToken),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    // sha256 of the random token in the cookie; the token itself is never stored
    idHash: text("id_hash").primaryKey(),
    userId: requiredRef("user_id", () => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // absolute end (30 days after sign-in)
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    // last use, for the 7-day idle limit; refreshed at most every few minutes, not on every request
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/** Uploaded avatars, re-encoded as WebP and kept in the database so that any instance can serve them. */
export const avatars = pgTable("avatars", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  contentType: text("content_type").notNull(),
  data: bytea("data").notNull(),
  // strong ETag: a hash of the bytes
  etag: text("etag").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * "Download my data": a ZIP built in the background by the data-export worker and kept for a
 * few days; any instance may claim a pending one (locked_until), so a killed instance's job is picked up again.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: requiredRef("user_id", () => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "ready", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    // the ZIP itself, in the database so that any instance can serve it
    data: bytea("data"),
    sizeBytes: integer("size_bytes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    index("data_exports_user_idx").on(t.userId),
    index("data_exports_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
  ],
);

export type DataExportRow = typeof dataExports.$inferSelect;
