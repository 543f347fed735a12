import { DATA_EXPORT_MESSAGES, type DataExport, type LatestDataExport } from "@core/contracts/privacy";
import { and, desc, eq, getTableColumns, gt, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { dataExports, type DataExportRow, type UserRow } from "../db/schema/index";
import { notFound } from "../errors";
import { lockUser } from "../db/row-locks";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const dataExportDownloadPath = (id: number) => `/api/profile/data-export/${id}/download`;

type ExportFacts = Omit<DataExportRow, "data">;

function toDataExport(row: ExportFacts): DataExport {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    readyAt: iso(row.readyAt),
    expiresAt: iso(row.expiresAt),
    sizeBytes: row.sizeBytes,
    downloadUrl: row.status === "ready" ? dataExportDownloadPath(row.id) : null,
  };
}

// every column but the ZIP itself
const { data: _zip, ...facts } = getTableColumns(dataExports);

/** Not past its expiry: a ready ZIP the worker has not deleted yet is gone all the same. */
const notExpired = or(sql`${dataExports.expiresAt} is null`, gt(dataExports.expiresAt, sql`now()`));

/** GET /api/profile/data-export: the newest export still there, or none. */
export async function latestDataExport(db: Db, userId: number): Promise<LatestDataExport> {
  const [row] = await db
    .select(facts)
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), notExpired))
    .orderBy(desc(dataExports.id))
    .limit(1);
  return { export: row ? toDataExport(row) : null };
}

/**
 * POST /api/profile/data-export: a new export, built in the background; while one is still being built that one is
 * answered instead (asking twice builds once). Under the user's row lock, so two requests at once make one job.
 */
export async function requestDataExport(db: Db, user: UserRow): Promise<DataExport> {
  return db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    const [pending] = await tx
      .select(facts)
      .from(dataExports)
      .where(and(eq(dataExports.userId, user.id), eq(dataExports.status, "pending")))
      .orderBy(desc(dataExports.id))
      .limit(1);
    if (pending) return toDataExport(pending);
    const [created] = await tx.insert(dataExports).values({ userId: user.id }).returning(facts);
    return toDataExport(created);
  });
}

/** The ZIP of one of the caller's own ready exports; 404 for anyone else's, one not ready, or one past its expiry. */
export async function dataExportZip(db: Db, userId: number, id: number): Promise<{ data: Buffer; createdAt: Date }> {
  const [row] = await db
    .select({ data: dataExports.data, createdAt: dataExports.createdAt })
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId), eq(dataExports.status, "ready"), isNotNull(dataExports.data), notExpired));
  if (!row?.data) throw notFound(DATA_EXPORT_MESSAGES.notFound);
  return { data: row.data, createdAt: row.createdAt };
}
