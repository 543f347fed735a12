import { useEffect } from "react";
import { useLocation } from "wouter";
import { paths } from "@client/lib/routes";
import { toast } from "@client/lib/use-toast";

/**
 * A page that is for some accounts only: anyone else is told why (`deniedText`, an "Access Denied" toast) and sent
 * home, replacing the page in history so Back does not return to it. The page renders nothing while `allowed` is false.
 */
export function usePageAccess(allowed: boolean, deniedText: string) {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (allowed) return;
    toast({ title: "Access Denied", description: deniedText, variant: "destructive" });
    navigate(paths.home, { replace: true });
  }, [allowed, deniedText, navigate]);
}
