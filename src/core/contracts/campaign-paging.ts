// No zod here, so a page that needs only these does not download the schemas (decision 110).

export const CAMPAIGN_PAGE_SIZE = 20;

/** Whether another page follows, sent as a header so the body stays the spec's "list of campaigns". */
export const HAS_MORE_HEADER = "x-has-more";
