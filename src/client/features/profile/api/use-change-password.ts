import type { ChangePasswordInput } from "@core/contracts/profile";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@client/components/ui/use-toast";
import { apiRequest, errorMessage } from "@client/lib/api";

/** PATCH /api/profile/password; the server signs out every other session of the user. */
export function useChangePassword(onChanged?: () => void) {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => apiRequest<{ message: string }>("PATCH", "/api/profile/password", body),
    onSuccess: () => {
      toast({ title: "Password Updated", description: "You have been signed out on your other devices." });
      onChanged?.();
    },
    onError: (err) => {
      toast({ title: "Password Update Failed", description: errorMessage(err), variant: "destructive" });
    },
  });
}
