import { lazy } from "react";
import { useLocation } from "wouter";

const PAGES: Record<string, ReturnType<typeof lazy>> = {
  chop: lazy(() => import("./chop-page")),
  payouts: lazy(() => import("./payouts-page")),
  structure: lazy(() => import("./structure-page")),
  satellite: lazy(() => import("./satellite-page")),
  package: lazy(() => import("./package-page")),
  flights: lazy(() => import("./flights-page")),
};

/** The router sends only the /tools/* paths here (chop, payouts, structure, satellite, package, flights): each calculator's own page (the router's Suspense shows the wait). */
export default function ToolsPage() {
  const [location] = useLocation();
  const Page = PAGES[location.replace(/^\/tools\//, "")];
  return Page ? <Page /> : null;
}
