import type { Tx } from "../client";
import type { DemoAccounts } from "./accounts";

/** Active campaigns from several players (the campaigns feature fills this in). */
export async function seedCampaigns(_tx: Tx, _accounts: DemoAccounts): Promise<void> {}
