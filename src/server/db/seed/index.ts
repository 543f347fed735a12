import { sql } from "drizzle-orm";
import type { Db, Tx } from "../client";
import { toCents } from "@core/money";
import { recordSucceededSandboxPayment } from "../../payments/sandbox/gateway";
import { investments, users } from "../schema/index";
import { seedAccounts } from "./accounts";
import { seedCampaigns } from "./campaigns";
import { seedHistory } from "./history";
import { seedTournaments } from "./tournaments";
import { seedVerifiedCampaign } from "./verified";

/** On an empty database: the demo accounts, then each feature's demo data, in one transaction. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  await db.transaction(async (tx) => {
    const accounts = await seedAccounts(tx);
    await seedCampaigns(tx, accounts);
    await seedHistory(tx, accounts);
    await seedTournaments(tx, accounts);
    await seedVerifiedCampaign(tx, accounts);
    await bookSeededPayments(tx);
  });
  return true;
}

/** The offline gateway must know every seeded payment, so a demo campaign can be cancelled and refunded. */
async function bookSeededPayments(tx: Tx): Promise<void> {
  const rows = await tx.select().from(investments);
  for (const row of rows) {
    const amountCents = (toCents(row.amount) ?? 0) + (toCents(row.platformFee) ?? 0);
    await recordSucceededSandboxPayment(tx, { id: row.paymentIntentId, amountCents, metadata: { campaignId: String(row.campaignId), investorId: String(row.investorId) } });
  }
}
