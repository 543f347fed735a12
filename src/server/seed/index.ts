import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema/index";
import { seedAccounts } from "./accounts";
import { seedCampaigns } from "./campaigns";
import { seedHistory } from "./history";
import { seedTournaments } from "./tournaments";
import { seedSeries } from "./series";
import { seedServices } from "./through-services";
import { seedVerifiedCampaign } from "./verified";

/**
 * On an empty database: the demo accounts, then each feature's demo data, made by the services in one transaction
 * (theirs nest in it), so a failed start leaves no half-seeded database that the next start would skip.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  await db.transaction(async (tx) => {
    const s = seedServices(tx);
    const accounts = await seedAccounts(tx);
    await seedCampaigns(s, accounts);
    await seedHistory(s, accounts);
    await seedTournaments(tx, accounts);
    await seedSeries(tx, accounts);
    await seedVerifiedCampaign(s, accounts);
  });
  return true;
}
