/**
 * Every public calculator's limit per address (decision 232, then the older tools too): generous for a person at a
 * form, a wall for a script looping over them. Pure arithmetic, but a flights body carries 100,000 bags and a
 * balance or payouts body thousands of rows, and each call is CPU the live clock shares.
 */
export const TOOL_RATE_LIMIT_MAX = 120;

export const toolRateLimit = {
  max: TOOL_RATE_LIMIT_MAX,
  timeWindow: "1 minute",
  errorResponseBuilder: (_req: unknown, ctx: { after: string }) => ({
    statusCode: 429,
    message: `Too many calculations. Please try again in ${ctx.after}.`,
  }),
};
