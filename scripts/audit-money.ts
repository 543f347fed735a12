/**
 * npm run audit:money: checks every money invariant (src/server/audit/money-audit.ts) on the database the app would
 * use (DATABASE_URL, else the embedded one in DATA_DIR, default ./data) and prints the report. Exit 0: every
 * invariant holds; 1: the rows that break one are named above; 2: the database could not be read.
 * Options: --grace <seconds> (charges younger than this are still in flight; default 60), --json.
 */
import { auditMoney, formatMoneyAudit } from "../src/server/audit/money-audit";
import { openDatabase } from "../src/server/db/client";

const args = process.argv.slice(2);
const graceAt = args.indexOf("--grace");
const graceSeconds = graceAt >= 0 ? Number(args[graceAt + 1]) : undefined;
if (graceSeconds !== undefined && !(Number.isFinite(graceSeconds) && graceSeconds >= 0)) {
  console.error("--grace takes a number of seconds");
  process.exit(2);
}

try {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? "./data" });
  try {
    const audit = await auditMoney(database.db, { graceSeconds });
    console.log(args.includes("--json") ? JSON.stringify(audit, null, 2) : formatMoneyAudit(audit));
    process.exitCode = audit.violations === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(`money audit could not read the database: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 2;
}
