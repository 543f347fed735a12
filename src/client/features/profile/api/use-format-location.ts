import { useMutation } from "@tanstack/react-query";
import { LOCATION_FORMAT_FAILED } from "@core/contracts/profile";
import { toast } from "@client/components/ui/use-toast";
import { apiRequest } from "@client/lib/api";

/** Only text longer than this is sent for formatting when the location field loses focus (spec §5). */
export const LOCATION_FORMAT_MIN_LENGTH = 10;
export const shouldFormatLocation = (value: string) => value.trim().length > LOCATION_FORMAT_MIN_LENGTH;

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
