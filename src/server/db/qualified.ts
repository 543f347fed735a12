import { getTableName, sql, type Column, type SQL } from "drizzle-orm";

/**
 * A column written with its table's name, for the outer row in a correlated subquery. A select from one table
 * renders its columns without the table's name, so `${campaigns.id}` inside `(select ... from investments where
 * ...)` became `"id"` and PostgreSQL read the subquery's own `investments.id`: the player page's sums and field
 * size and the review form's "did you back it" matched the wrong rows, right only while the ids happened to agree.
 */
export function outer(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
