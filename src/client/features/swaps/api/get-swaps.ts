import type { SwapItem } from "@core/contracts/swaps";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/** GET /api/swaps: the player's swaps, made and received, newest first. */
export const getSwapsQueryOptions = () => queryOptions({ queryKey: dataKey("swaps"), queryFn: () => apiGet<SwapItem[]>("/api/swaps") });

export function useSwaps(enabled = true) {
  return useQuery({ ...getSwapsQueryOptions(), enabled });
}
