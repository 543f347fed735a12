import { useMutation } from "@tanstack/react-query";
import { LOCATION_FORMAT_FAILED } from "@core/contracts/profile-limits";
import { toast } from "@client/lib/use-toast";
import { apiRequest } from "@client/lib/api";

/** POST /api/format-location: tidies the typed location; the caller puts the result in the field. */
export function useFormatLocation(onFormatted: (formattedAddress: string) => void) {
  return useMutation({
    mutationFn: (location: string) => apiRequest<{ formattedAddress: string }>("POST", "/api/format-location", { location }),
    onSuccess: ({ formattedAddress }) => {
      onFormatted(formattedAddress);
      toast({ title: "Location Updated", description: formattedAddress });
    },
    onError: () => {
      toast({ title: "Location Formatting Failed", description: LOCATION_FORMAT_FAILED, variant: "destructive" });
    },
  });
}
