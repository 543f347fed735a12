import { integer, type AnyPgColumn, type ReferenceConfig } from "drizzle-orm/pg-core";

/** A row's required link to another table's row: its integer id, not null, a foreign key. */
export function requiredRef(name: string, target: () => AnyPgColumn, actions?: ReferenceConfig["actions"]) {
  return integer(name).notNull().references(target, actions);
}
