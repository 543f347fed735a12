import { hashPassword } from "../auth/password";
import type { Tx } from "../db/client";
import { users, type UserRow } from "../db/schema/index";

export interface DemoAccounts {
  investor: UserRow;
  pro: UserRow;
  sponsor: UserRow;
}

/**
 * A demo seller as the sandbox's verification would leave them (decision 204): the seed's players raise more than
 * $2,000 in open campaigns, which needs a verified identity.
 */
export const verifiedSeller = (p: { firstName: string; lastName: string }) => ({
  identityStatus: "verified" as const,
  identityVerifiedAt: new Date(),
  verifiedName: `${p.firstName} ${p.lastName}`,
});

/** The advertised test accounts: each password is the username. */
export async function seedAccounts(tx: Tx): Promise<DemoAccounts> {
  const rows = [
    { username: "investor", role: "investor" as const, firstName: "Ivy", lastName: "Chen", email: "investor@example.com", location: "New York, NY" },
    {
      username: "pro",
      role: "player" as const,
      firstName: "Marcus",
      lastName: "Reed",
      email: "pro@example.com",
      location: "Las Vegas, NV",
      bio: "Tournament regular on the high-stakes circuit since 2014.",
      ...verifiedSeller({ firstName: "Marcus", lastName: "Reed" }),
    },
    { username: "sponsor", role: "sponsor" as const, firstName: "Sofia", lastName: "Alvarez", email: "sponsor@example.com", location: "Atlantic City, NJ" },
  ];
  // hashed side by side (the hash runs off the main thread): it is most of a fresh start's seeding time
  const hashes = await Promise.all(rows.map((r) => hashPassword(r.username)));
  const inserted: UserRow[] = [];
  for (const [i, r] of rows.entries()) {
    const [u] = await tx
      .insert(users)
      .values({ ...r, passwordHash: hashes[i] })
      .returning();
    inserted.push(u);
  }
  return { investor: inserted[0], pro: inserted[1], sponsor: inserted[2] };
}
