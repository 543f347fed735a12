import type { PublicUser } from "@core/contracts/auth";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@client/lib/use-toast";
import { apiRequest, errorMessage, queryClient } from "@client/lib/api";
import { setCurrentUser } from "@client/lib/auth/current-user";

/** POST /api/profile/avatar (multipart, field "avatar"). */
export function useUploadAvatar() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("avatar", file);
      return apiRequest<PublicUser>("POST", "/api/profile/avatar", form);
    },
    onSuccess: (user) => {
      setCurrentUser(queryClient, user);
      toast({ title: "Avatar Updated", description: "Your new profile picture is live." });
    },
    onError: (err) => {
      // the spec's words first, then the server's reason (a non-image, too many pixels) so the user can act on it
      toast({ title: "Upload Failed", description: `Failed to upload avatar: ${errorMessage(err, "please try again.")}`, variant: "destructive" });
    },
  });
}
