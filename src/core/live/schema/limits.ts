// No zod here, so a page that needs only these does not download the schemas (decision 110).

/** What a blank chip count is told: a forgotten field must not silently wipe a stack to 0. */
export const BLANK_CHIPS_MESSAGE = "Enter a chip count for every player (0 if they have no chips).";

/** A break of at most this many minutes after the current level. */
export const MAX_BREAK_MINUTES = 120;

export const MAX_ENTRANT_NAME = 60;
/** Sign-in accepts usernames up to this length, so no longer one can name an account. */
export const MAX_LATE_USERNAME = 64;
