import type { Campaign, CreateCampaign, LinkedCampaign } from "@core/contracts/campaigns";
import { useMutation } from "@tanstack/react-query";
import { apiRequest, queryClient } from "@client/lib/api";
import { refreshAfter } from "@client/lib/changes";
import { useSubmitOnce } from "@client/lib/use-submit-once";

type WithOptionalPercentage<T> = Omit<T, "playerOfferedPercentage"> & { playerOfferedPercentage?: number };
/** A typed tournament, or a sponsored one by id (its name, date and buy-in are not sent). */
export type CreateCampaignRequest = WithOptionalPercentage<CreateCampaign> | WithOptionalPercentage<LinkedCampaign>;

/** POST /api/campaigns (players). */
export function useCreateCampaign() {
  const once = useSubmitOnce();
  return once.guard(
    useMutation({
      mutationFn: (body: CreateCampaignRequest) => apiRequest<Campaign>("POST", "/api/campaigns", body, { idempotencyKey: once.key() }),
      onSuccess: () => refreshAfter(queryClient, "campaign-created"),
    }),
  );
}
