// no zod here: the prize texts every page shows import it (the bundle budget)
/** How a satellite pays the cash left after its seats (decision 232): steps to the next places, or shared by the seat winners. */
export const SATELLITE_RESTS = ["steps", "shared"] as const;
