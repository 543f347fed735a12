// No zod here: the tournaments pages need only these (decision 110).

/** The public list's live and upcoming tournaments: at most this many, live first, then the soonest. */
export const OPEN_LIST_LIMIT = 200;
/** Finished tournaments per page of the public list, newest first; `?before=<id>` pages further back. */
export const FINISHED_PAGE_SIZE = 20;
/** Tournaments one account may create in any 24 hours. */
export const TOURNAMENTS_PER_DAY = 10;

/** The URL of the finished tournaments older than tournament `before` (the last one shown). */
export const olderTournamentsUrl = (before: number) => `/api/special-tournaments?before=${before}`;
