import type { Campaign, CreateCampaign, LinkedCampaign } from "@core/contracts/campaigns";
import { usePostOnce } from "@client/lib/use-post-once";

type WithOptionalPercentage<T> = Omit<T, "playerOfferedPercentage"> & { playerOfferedPercentage?: number };
/** A typed tournament, or a sponsored one by id (its name, date and buy-in are not sent). */
export type CreateCampaignRequest = WithOptionalPercentage<CreateCampaign> | WithOptionalPercentage<LinkedCampaign>;

/** POST /api/campaigns (players). */
export function useCreateCampaign() {
  return usePostOnce<CreateCampaignRequest, Campaign>("/api/campaigns", "campaign-created");
}
