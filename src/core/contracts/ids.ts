/** The largest PostgreSQL `integer` (serial ids): a larger id can name no row, and would make the query fail. */
export const MAX_ID = 2_147_483_647;
