import type { PublicNameSettings } from "@core/contracts/public-name";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@client/lib/use-toast";
import { apiRequest, errorMessage, queryClient } from "@client/lib/api";
import { getPublicNameQueryOptions } from "./get-public-name";

/** PATCH /api/profile/public-name; the answer replaces the cached setting. */
export function useUpdatePublicName() {
  return useMutation({
    mutationFn: (appearAsPlayerNumber: boolean) => apiRequest<PublicNameSettings>("PATCH", "/api/profile/public-name", { appearAsPlayerNumber }),
    onSuccess: (next) => queryClient.setQueryData(getPublicNameQueryOptions().queryKey, next),
    onError: (err) => toast({ title: "Not saved", description: errorMessage(err), variant: "destructive" }),
  });
}
