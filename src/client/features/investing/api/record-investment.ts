import type { InvestmentInput, RecordedInvestment } from "@core/contracts/investments";
import { apiRequest, queryClient } from "@client/lib/api";
import { refreshAfter } from "@client/lib/changes";

/** POST /api/investments after the card was paid; resolves once every screen showing the stake has read it again. */
export async function recordInvestment(body: InvestmentInput): Promise<RecordedInvestment> {
  const recorded = await apiRequest<RecordedInvestment>("POST", "/api/investments", body);
  await refreshAfter(queryClient, "invested");
  return recorded;
}
