import type { PublicUser } from "@core/contracts/auth";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@client/lib/use-toast";
import { apiRequest, errorMessage, queryClient } from "@client/lib/api";
import { setCurrentUser } from "@client/lib/auth/current-user";

/** DELETE /api/profile/avatar; the returned user replaces the cached one, so the menu shows initials at once. */
export function useRemoveAvatar() {
  return useMutation({
    mutationFn: () => apiRequest<PublicUser>("DELETE", "/api/profile/avatar"),
    onSuccess: (user) => {
      setCurrentUser(queryClient, user);
      toast({ title: "Photo Removed", description: "Your initials show in place of the photo." });
    },
    onError: (err) => {
      toast({ title: "Remove Failed", description: errorMessage(err), variant: "destructive" });
    },
  });
}
