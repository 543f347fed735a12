import { useMutation } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { toast } from "@client/lib/use-toast";
import { apiRequest, queryClient } from "@client/lib/api";
import { refreshAfter } from "@client/lib/changes";
import { setCurrentUser } from "@client/lib/auth/current-user";

/** POST /api/logout. */
export function useLogout() {
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/logout"),
    onSuccess: () => {
      // the mounted user query must see null; everything else belonged to the signed-out user
      setCurrentUser(queryClient, null);
      void refreshAfter(queryClient, "signed-out");
      navigate("/");
    },
    onError: () => {
      toast({ title: "Error", description: "Failed to logout. Please try again.", variant: "destructive" });
    },
  });
}
