import { lazy, Suspense } from "react";
import { usePaymentsConfig } from "@client/features/investing/api/get-payments-config";

// The banner waits for the payments config in any case, so its markup loads with it rather than with the landing
// page's first script (the bundle budget): a few hundred bytes every visitor of a live site would fetch for nothing.
const TestModeNotice = lazy(() => import("./test-mode-notice"));

/**
 * Every page says so while the sandbox gateway takes the cards, so nobody mistakes a simulated charge for a
 * real one. It sits in the page flow above everything (never over content); the spectator's full-screen
 * display covers it, which is the one place it may hide.
 */
export function TestModeBanner() {
  const { data } = usePaymentsConfig();
  if (data?.provider !== "sandbox") return null;
  return (
    <Suspense fallback={null}>
      <TestModeNotice />
    </Suspense>
  );
}
