import { documentTitleFor } from "@core/page-titles";
import { useEffect } from "react";
import { useLocation } from "wouter";

/**
 * Keeps document.title on the current route's title (src/core/page-titles.ts, one table for every route). Used once,
 * by the router; `signedIn` decides what "/" is (the dashboard or the landing page).
 */
export function useDocumentTitle(signedIn: boolean): void {
  const [location] = useLocation();
  useEffect(() => {
    document.title = documentTitleFor(location, signedIn);
  }, [location, signedIn]);
}
