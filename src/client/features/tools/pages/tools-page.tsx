import { lazy } from "react";
import { useLocation } from "wouter";

const PAGES: Record<string, ReturnType<typeof lazy>> = {
  chop: lazy(() => import("./chop-page")),
  payouts: lazy(() => import("./payouts-page")),
  structure: lazy(() => import("./structure-page")),
};

/** The router sends only these three paths here. /tools/chop, /tools/payouts, /tools/structure: each calculator's own page (the router's Suspense shows the wait). */
export default function ToolsPage() {
  const [location] = useLocation();
  const Page = PAGES[location.replace(/^\/tools\//, "")];
  return Page ? <Page /> : null;
}
