import type { PaymentsConfig } from "@core/contracts/investments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/** GET /api/payments/config: which card provider the server uses (sandbox or Stripe) and Stripe's publishable key. */
export const getPaymentsConfigQueryOptions = () =>
  queryOptions({ queryKey: dataKey("payments-config"), queryFn: () => apiGet<PaymentsConfig>("/api/payments/config") });

export function usePaymentsConfig(enabled = true) {
  return useQuery({ ...getPaymentsConfigQueryOptions(), enabled });
}
