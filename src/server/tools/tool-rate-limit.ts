/**
 * The festival calculators' limit per address (decision 232): generous for a person at a form, a wall for a script
 * looping over them. Pure arithmetic, but a flights body can carry 100,000 bags.
 */
export const FESTIVAL_TOOL_RATE_LIMIT_MAX = 120;

export const festivalToolRateLimit = {
  max: FESTIVAL_TOOL_RATE_LIMIT_MAX,
  timeWindow: "1 minute",
  errorResponseBuilder: (_req: unknown, ctx: { after: string }) => ({
    statusCode: 429,
    message: `Too many calculations. Please try again in ${ctx.after}.`,
  }),
};
