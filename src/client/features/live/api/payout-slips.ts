import type { PayoutSlipsView, PayoutSlipView } from "@core/contracts/payout-slips";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiGet, apiRequest, queryClient } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

const slipsKey = (id: string) => dataKey("live", "payout-slips", id);

/** GET /api/special-tournaments/{id}/slips: the event's payout slips, for its sponsor (decision 238). */
export function usePayoutSlips(id: string) {
  return useQuery({ queryKey: slipsKey(id), queryFn: () => apiGet<PayoutSlipsView>(`/api/special-tournaments/${encodeURIComponent(id)}/slips`), retry: false });
}

/** POST .../slips/{playerId}/handed-out: the cashier paid the player; the slip keeps the first date it was marked. */
export function useHandOutSlip(id: string) {
  return useMutation({
    mutationFn: (playerId: string) =>
      apiRequest<PayoutSlipView>("POST", `/api/special-tournaments/${encodeURIComponent(id)}/slips/${encodeURIComponent(playerId)}/handed-out`),
    onSuccess: (slip) =>
      queryClient.setQueryData<PayoutSlipsView>(slipsKey(id), (old) =>
        old ? { ...old, slips: old.slips.map((s) => (s.playerId === slip.playerId ? slip : s)) } : old,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: slipsKey(id) }),
  });
}
