import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { users } from "../schema/index";
import { seedAccounts } from "./accounts";
import { seedCampaigns } from "./campaigns";
import { seedHistory } from "./history";
import { seedTournaments } from "./tournaments";

/** On an empty database: the demo accounts, then each feature's demo data, in one transaction. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  await db.transaction(async (tx) => {
    const accounts = await seedAccounts(tx);
    await seedCampaigns(tx, accounts);
    await seedHistory(tx, accounts);
    await seedTournaments(tx, accounts);
  });
  return true;
}
