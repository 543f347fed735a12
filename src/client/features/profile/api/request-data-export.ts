import type { DataExport } from "@core/contracts/privacy";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@client/lib/use-toast";
import { apiRequest, errorMessage, queryClient } from "@client/lib/api";
import { getDataExportQueryOptions } from "./get-data-export";

/** POST /api/profile/data-export: the export asked for (or the one still being built) becomes the one shown. */
export function useRequestDataExport() {
  return useMutation({
    mutationFn: () => apiRequest<DataExport>("POST", "/api/profile/data-export"),
    onSuccess: (job) => queryClient.setQueryData(getDataExportQueryOptions().queryKey, { export: job }),
    onError: (err) => toast({ title: "Could not ask for your data", description: errorMessage(err), variant: "destructive" }),
  });
}
