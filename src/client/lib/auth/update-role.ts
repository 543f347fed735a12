import type { PublicUser } from "@core/contracts/auth";
import type { Role } from "@core/roles";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@client/lib/use-toast";
import { apiRequest, queryClient } from "@client/lib/api";
import { refreshAfter } from "@client/lib/changes";
import { setCurrentUser } from "@client/lib/auth/current-user";

/**
 * PATCH /api/auth/user/role. `onUpdated` runs before the new user reaches the cache: a switch from the user menu
 * goes to the dashboard first, so the page being left never renders for a role it is not for (Browse as a sponsor
 * would say Access Denied on the way out).
 */
export function useUpdateRole({ onUpdated }: { onUpdated?: (user: PublicUser) => void } = {}) {
  return useMutation({
    mutationFn: (role: Role) => apiRequest<PublicUser>("PATCH", "/api/auth/user/role", { role }),
    onSuccess: (user) => {
      onUpdated?.(user);
      // the updated user replaces the cached one; everything else was fetched for the old role
      void refreshAfter(queryClient, "role-changed");
      setCurrentUser(queryClient, user);
      toast({ title: "Role Updated", description: "Your role has been updated successfully." });
    },
    onError: () => {
      toast({ title: "Error", description: "Failed to update role. Please try again.", variant: "destructive" });
    },
  });
}
