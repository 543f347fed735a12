import type { Tx } from "../client";
import type { DemoAccounts } from "./accounts";

/** Completed campaigns with investments and payouts (the payouts feature fills this in). */
export async function seedHistory(_tx: Tx, _accounts: DemoAccounts): Promise<void> {}
