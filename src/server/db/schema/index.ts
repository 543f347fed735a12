// Every table, one file per area. Each feature adds its tables in its own file and re-exports it here.
export * from "./users";
export * from "./marketplace";
export * from "./tournaments";
export * from "./payments";
export * from "./live";
export * from "./idempotency";
export * from "./notifications";
export * from "./reviews";
export * from "./trust";
