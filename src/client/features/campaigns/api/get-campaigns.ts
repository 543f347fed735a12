import type { Campaign, CampaignListParams } from "@core/contracts/campaigns";
import { campaignPageUrl, HAS_MORE_HEADER } from "@core/contracts/campaign-paging";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiGet, throwIfNotOk } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

type PageParams = Omit<CampaignListParams, "limit" | "offset">;

interface Page {
  items: Campaign[];
  hasMore: boolean;
  offset: number;
}

/** One page of the browse list; the URL is campaignPageUrl's, so a page document's preloaded read is used. */
async function getCampaignPage(params: PageParams, offset: number): Promise<Page> {
  const res = await fetch(campaignPageUrl(params, offset), { credentials: "include" });
  await throwIfNotOk(res);
  return { items: (await res.json()) as Campaign[], hasMore: res.headers.get(HAS_MORE_HEADER) === "true", offset };
}

export const getCampaignPagesQueryOptions = (params: PageParams) =>
  infiniteQueryOptions({
    queryKey: dataKey("campaigns", "pages", params),
    queryFn: ({ pageParam }) => getCampaignPage(params, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: Page) => (last.hasMore ? last.offset + last.items.length : undefined),
  });

/** The browse list, searched, sorted and filtered on the server, 20 at a time (Load More fetches the next page). */
export function useCampaignPages(params: PageParams) {
  const query = useInfiniteQuery(getCampaignPagesQueryOptions(params));
  const campaigns = query.data?.pages.flatMap((p) => p.items) ?? [];
  return { ...query, campaigns };
}

/** GET /api/campaigns?...: one page of campaigns (dashboard trending, public pages). */
export const getCampaignsQueryOptions = (params: CampaignListParams) =>
  queryOptions({ queryKey: dataKey("campaigns", "list", params), queryFn: () => apiGet<Campaign[]>("/api/campaigns", { ...params }) });

export function useCampaigns(params: CampaignListParams) {
  return useQuery(getCampaignsQueryOptions(params));
}
