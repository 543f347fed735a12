import type { ChangePasswordInput } from "@core/contracts/profile";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@client/lib/use-toast";
import { apiRequest, errorMessage } from "@client/lib/api";

/**
 * PATCH /api/profile/password; the server signs out every other session of the user. `onFieldError` takes a
 * failure the form shows under a field (true: shown there): the spec's toast then gives only its title, so it does
 * not repeat the message under the field.
 */
export function useChangePassword(onChanged?: () => void, onFieldError?: (err: unknown) => boolean) {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => apiRequest<{ message: string }>("PATCH", "/api/profile/password", body),
    onSuccess: () => {
      toast({ title: "Password Updated", description: "You have been signed out on your other devices." });
      onChanged?.();
    },
    onError: (err) => {
      if (onFieldError?.(err)) return toast({ title: "Password Update Failed", variant: "destructive" });
      toast({ title: "Password Update Failed", description: errorMessage(err), variant: "destructive" });
    },
  });
}
