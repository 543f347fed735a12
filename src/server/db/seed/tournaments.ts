import type { Tx } from "../client";
import type { DemoAccounts } from "./accounts";

/** The demo sponsor's tournaments with registrations (the tournaments feature fills this in). */
export async function seedTournaments(_tx: Tx, _accounts: DemoAccounts): Promise<void> {}
