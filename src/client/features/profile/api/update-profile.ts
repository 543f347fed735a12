import type { PublicUser } from "@core/contracts/auth";
import type { UpdateProfileInput } from "@core/contracts/profile";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@client/lib/use-toast";
import { apiRequest, errorMessage, queryClient } from "@client/lib/api";
import { setCurrentUser } from "@client/lib/auth/current-user";
import { refreshAfter } from "@client/lib/changes";

/**
 * PATCH /api/profile; the returned user replaces the cached one, so the user menu updates at once. A save that sent
 * the e-mail address refreshes the E-mail card too: a changed address is unverified until its new link is used.
 */
export function useUpdateProfile(onSaved?: (user: PublicUser) => void, onFieldError?: (err: unknown) => boolean) {
  return useMutation({
    mutationFn: (body: UpdateProfileInput) => apiRequest<PublicUser>("PATCH", "/api/profile", body),
    onSuccess: (user, body) => {
      setCurrentUser(queryClient, user);
      if (body.email !== undefined) void refreshAfter(queryClient, "email-changed");
      toast({ title: "Profile Updated", description: "Your changes have been saved." });
      onSaved?.(user);
    },
    onError: (err) => {
      // a 400 about a field the form shows goes under that field; the toast then does not repeat it
      if (onFieldError?.(err)) return toast({ title: "Update Failed", variant: "destructive" });
      toast({ title: "Update Failed", description: errorMessage(err), variant: "destructive" });
    },
  });
}
