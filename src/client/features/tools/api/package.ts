import type { PackageToolInput, PackageToolResponse } from "@core/contracts/package-tool";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api";

/** POST /api/tools/package: a package share's price, payout and refund for skipped events (decision 232). */
export function usePackageTool() {
  return useMutation({ mutationFn: (body: PackageToolInput) => apiRequest<PackageToolResponse>("POST", "/api/tools/package", body) });
}
