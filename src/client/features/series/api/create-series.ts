import type { CreateSeriesInput, SeriesSummary } from "@core/contracts/series";
import { usePostOnce } from "@client/lib/use-post-once";

/** POST /api/series (sponsors). A series is read under "tournaments", so it refreshes as a tournament change does. */
export function useCreateSeries() {
  return usePostOnce<CreateSeriesInput, SeriesSummary>("/api/series", "tournament-updated");
}
