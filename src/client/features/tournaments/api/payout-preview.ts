import type { PayoutsToolInput, PayoutsToolResponse } from "@core/contracts/payout-plan";
import { ordinal, type PrizeRow } from "@core/live/prizes/prize-table";
import { toCents } from "@core/money";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api";

/** The tool's answer as the preview's rows. */
function toolRows(res: PayoutsToolResponse): PrizeRow[] {
  const pool = toCents(res.pool) ?? 0;
  return res.places.map((p) => {
    const amountCents = toCents(p.amount) ?? 0;
    return { place: p.place, label: ordinal(p.place), percentage: pool > 0 ? Math.round((amountCents * 10_000) / pool) / 100 : 0, amountCents };
  });
}

/**
 * A generated table's preview: the public calculator's call (POST /api/tools/payouts), the same rule the clock
 * pays by. Asked only once the settings are valid; the last table stays shown while the next loads.
 */
export function useGeneratedPreview(body: PayoutsToolInput | null) {
  return useQuery({
    queryKey: ["payout-preview", body],
    queryFn: () => apiRequest<PayoutsToolResponse>("POST", "/api/tools/payouts", body),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    select: toolRows,
  });
}
