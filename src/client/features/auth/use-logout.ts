import { useMutation } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { toast } from "@client/components/ui/use-toast";
import { apiRequest, queryClient } from "@client/lib/api";
import { currentUserKey } from "./use-auth";

export function useLogout() {
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/logout"),
    onSuccess: () => {
      // the mounted user query must see null; everything else belonged to the signed-out user
      queryClient.setQueryData(currentUserKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== currentUserKey[0] });
      navigate("/");
    },
    onError: () => {
      toast({ title: "Error", description: "Failed to logout. Please try again.", variant: "destructive" });
    },
  });
}
