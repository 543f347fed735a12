import { z } from "zod";

/** The largest PostgreSQL `integer` (serial ids): a larger id can name no row, and would make the query fail. */
export const MAX_ID = 2_147_483_647;

/** A row's id as a path or body gives it (a number, or digits): a whole number from 1 to MAX_ID, each rule's message naming it. */
export function idField(label: string) {
  return z.coerce
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`)
    .max(MAX_ID, `${label} is too large`);
}
