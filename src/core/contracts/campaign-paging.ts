// No zod here, so a page that needs only these does not download the schemas (decision 110); campaigns.ts builds
// the query's schema on them.
export const CAMPAIGN_PAGE_SIZE = 20;

export const CAMPAIGN_SORTS = ["newest", "buyin", "funded", "rating"] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];

/** What the browser puts in the query string (all optional; the server fills the defaults). */
export interface CampaignListParams {
  search?: string;
  sort?: CampaignSort;
  limit?: number;
  offset?: number;
  minBuyIn?: string;
  maxBuyIn?: string;
  dateFrom?: string;
  dateTo?: string;
  open?: "true";
  verified?: "true";
}

/** Whether another page follows, sent as a header so the body stays the spec's "list of campaigns". */
export const HAS_MORE_HEADER = "x-has-more";

/**
 * The URL of one page of the browse list. One function for the page's fetch and for the signed-in Browse
 * document, which starts the first page's read beside its scripts (page-documents.ts): a preloaded answer is
 * used only when the URL is the same to the character.
 */
export function campaignPageUrl(params: Omit<CampaignListParams, "limit" | "offset">, offset: number): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...params, offset, limit: CAMPAIGN_PAGE_SIZE })) if (v !== undefined && v !== "") q.set(k, String(v));
  return `/api/campaigns?${q.toString()}`;
}
