import { FlaskConical } from "lucide-react";
import { usePaymentsConfig } from "@client/features/investing/api";

export const TEST_MODE_TEXT = "Test mode: payments are simulated, no real money moves";

/**
 * Every page says so while the sandbox gateway takes the cards, so nobody mistakes a simulated charge for a
 * real one. It sits in the page flow above everything (never over content); the spectator's full-screen
 * display covers it, which is the one place it may hide.
 */
export function TestModeBanner() {
  const { data } = usePaymentsConfig();
  if (data?.provider !== "sandbox") return null;
  return (
    <div role="note" aria-label="Test mode" className="border-b border-amber-500/40 bg-amber-500/15 px-2 py-1 text-center text-[11px] font-medium leading-4 text-amber-200 sm:text-xs sm:leading-5">
      <FlaskConical className="mr-1.5 hidden h-3.5 w-3.5 align-[-2px] sm:inline" aria-hidden />
      {TEST_MODE_TEXT}
    </div>
  );
}
