import type { Campaign, CampaignListParams, CampaignStats, CreateCampaign, LinkedCampaign } from "@core/contracts/campaigns";
import { campaignPageUrl, HAS_MORE_HEADER } from "@core/contracts/campaign-paging";
import { useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest, queryClient, throwIfNotOk } from "@client/lib/api";
import { useSubmitOnce } from "@client/lib/use-submit-once";

export const campaignsKey = "/api/campaigns";

interface Page {
  items: Campaign[];
  hasMore: boolean;
  offset: number;
}

async function fetchPage(params: Omit<CampaignListParams, "limit" | "offset">, offset: number): Promise<Page> {
  const res = await fetch(campaignPageUrl(params, offset), { credentials: "include" });
  await throwIfNotOk(res);
  return { items: (await res.json()) as Campaign[], hasMore: res.headers.get(HAS_MORE_HEADER) === "true", offset };
}

/** The browse list, searched, sorted and filtered on the server, 20 at a time (Load More fetches the next page). */
export function useCampaignPages(params: Omit<CampaignListParams, "limit" | "offset">) {
  const query = useInfiniteQuery({
    queryKey: [campaignsKey, "pages", params],
    queryFn: ({ pageParam }) => fetchPage(params, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.offset + last.items.length : undefined),
  });
  const campaigns = query.data?.pages.flatMap((p) => p.items) ?? [];
  return { ...query, campaigns };
}

/** One page of campaigns (dashboard trending, public pages): the key's trailing object is the query string. */
export function useCampaignList(params: CampaignListParams) {
  return useQuery<Campaign[]>({ queryKey: [campaignsKey, params] });
}

export function useCampaign(id: number | null) {
  return useQuery<Campaign>({ queryKey: [campaignsKey, id], enabled: id !== null });
}

export function useMyCampaigns(enabled = true) {
  return useQuery<Campaign[]>({ queryKey: [`${campaignsKey}/my`], enabled });
}

export function useCampaignStats() {
  return useQuery<CampaignStats>({ queryKey: [`${campaignsKey}/stats`] });
}

/** Everything that shows campaigns or the player's activity is stale after a create. */
export function invalidateCampaigns() {
  return queryClient.invalidateQueries({
    predicate: (q) => {
      const k = String(q.queryKey[0]);
      return k.startsWith(campaignsKey) || k === "/api/dashboard" || k === "/api/activities";
    },
  });
}

type WithOptionalPercentage<T> = Omit<T, "playerOfferedPercentage"> & { playerOfferedPercentage?: number };
/** A typed tournament, or a sponsored one by id (its name, date and buy-in are not sent). */
export type CreateCampaignRequest = WithOptionalPercentage<CreateCampaign> | WithOptionalPercentage<LinkedCampaign>;

export function useCreateCampaign() {
  const once = useSubmitOnce();
  return once.guard(
    useMutation({
      mutationFn: (body: CreateCampaignRequest) => apiRequest<Campaign>("POST", campaignsKey, body, { idempotencyKey: once.key() }),
      onSuccess: () => invalidateCampaigns(),
    }),
  );
}
