import type { PayoutsToolInput, PayoutsToolResponse } from "@core/contracts/payout-plan";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api";

/** POST /api/tools/payouts: a payout table fitted to a field (the sponsor's form previews with the same call). */
export function usePayoutsTool() {
  return useMutation({ mutationFn: (body: PayoutsToolInput) => apiRequest<PayoutsToolResponse>("POST", "/api/tools/payouts", body) });
}
