/**
 * npm run operator -- add <username> | remove <username>: grants or removes operator rights (issue 39 item 3,
 * decision 202). Rights are a flag beside the account's own role (users.operator_since), never chosen at sign-up or
 * by the role switch: this command is the only way to them. It works on the database the app would use
 * (DATABASE_URL, e.g. while the server runs; else the embedded one in DATA_DIR, default ./data, while it is stopped)
 * and writes an operator.granted / operator.removed trail row (actor null: the command, not a user) in the same
 * transaction. Exit 0: done (or nothing to change); 1: an unknown user or a wrong command; 2: the database could not
 * be opened.
 */
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "../src/server/db/client";
import { users } from "../src/server/db/schema/index";
import { recordTrail } from "../src/server/trust/trail";

const USAGE = "usage: npm run operator -- add <username> | remove <username>";
const [command, username, ...extra] = process.argv.slice(2);

if ((command !== "add" && command !== "remove") || !username || extra.length > 0) {
  console.error(USAGE);
  process.exit(1);
}

async function main(database: Awaited<ReturnType<typeof openDatabase>>, name: string, grant: boolean): Promise<number> {
  return database.db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(eq(sql`lower(${users.username})`, name.toLowerCase()))
      .for("update");
    if (!user) {
      console.error(`No user named "${name}": check the username (operator rights go to an existing account).`);
      return 1;
    }
    if (grant === (user.operatorSince !== null)) {
      console.log(
        grant
          ? `${user.username} is already an operator (since ${user.operatorSince!.toISOString()}).`
          : `${user.username} is not an operator: nothing to remove.`,
      );
      return 0;
    }
    const now = new Date();
    const [after] = await tx
      .update(users)
      .set({ operatorSince: grant ? now : null, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning({ operatorSince: users.operatorSince });
    await recordTrail(tx, {
      actorId: null,
      action: grant ? "operator.granted" : "operator.removed",
      subjectType: "user",
      subjectId: user.id,
      before: { operatorSince: user.operatorSince ? user.operatorSince.toISOString() : null },
      after: { operatorSince: after.operatorSince ? after.operatorSince.toISOString() : null },
    });
    console.log(
      grant ? `${user.username} is now an operator: the Operator console is at /operator once they sign in.` : `${user.username} is no longer an operator.`,
    );
    return 0;
  });
}

try {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? "./data" });
  try {
    process.exitCode = await main(database, username, command === "add");
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(`operator: could not open the database: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 2;
}
