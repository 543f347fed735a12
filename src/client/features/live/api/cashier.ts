import type { CashierReportResponse } from "@core/contracts/cashier-report";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiGet, apiRequest, queryClient } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

const cashierKey = (id: string) => dataKey("live", "cashier", id);

/** GET /api/special-tournaments/{id}/cashier: the event's cashier's report (decision 237), its sponsor only. */
export function useCashierReport(id: string) {
  return useQuery({
    queryKey: cashierKey(id),
    queryFn: () => apiGet<CashierReportResponse>(`/api/special-tournaments/${encodeURIComponent(id)}/cashier`),
    retry: false,
  });
}

/** Where the report downloads as CSV (the server names the file). */
export const cashierCsvPath = (id: string) => `/api/special-tournaments/${encodeURIComponent(id)}/cashier.csv`;

/**
 * POST .../cashier/close: marks the event closed once the report balances. Read again whatever the answer: a 409 from
 * a second tab (already closed) or a change since (does not balance) shows on the page as the report now stands.
 */
export function useCloseCashier(id: string) {
  return useMutation({
    mutationFn: () => apiRequest<CashierReportResponse>("POST", `/api/special-tournaments/${encodeURIComponent(id)}/cashier/close`),
    onSuccess: (report) => queryClient.setQueryData(cashierKey(id), report),
    onError: () => queryClient.invalidateQueries({ queryKey: cashierKey(id) }),
  });
}
