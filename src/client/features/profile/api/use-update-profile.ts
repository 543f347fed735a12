import type { PublicUser } from "@core/contracts/auth";
import type { UpdateProfileInput } from "@core/contracts/profile";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@client/components/ui/use-toast";
import { apiRequest, errorMessage, queryClient } from "@client/lib/api";
import { currentUserKey } from "@client/features/auth/use-auth";

/** PATCH /api/profile; the returned user replaces the cached one, so the user menu updates at once. */
export function useUpdateProfile(onSaved?: (user: PublicUser) => void) {
  return useMutation({
    mutationFn: (body: UpdateProfileInput) => apiRequest<PublicUser>("PATCH", "/api/profile", body),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserKey, user);
      toast({ title: "Profile Updated", description: "Your changes have been saved." });
      onSaved?.(user);
    },
    onError: (err) => {
      toast({ title: "Update Failed", description: errorMessage(err), variant: "destructive" });
    },
  });
}
