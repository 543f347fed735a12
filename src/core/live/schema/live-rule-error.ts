/** A rule of the live clock was broken (e.g. Previous Level at level 1); the message is for the user. */
export class LiveRuleError extends Error {}
