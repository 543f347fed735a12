import { CalendarRange } from "lucide-react";
import { Link } from "wouter";
import { paths } from "@client/lib/routes";
import { useSeriesList } from "../api/get-series-list";
import { SeriesListCard } from "./series-list-card";

/**
 * The tournaments pages' Series section (decision 231): the series running now or next, with the link to all of them.
 * Shows nothing while loading, on an error or when no series exists: the page's own events come first.
 */
export function SeriesSection({ limit = 3 }: { limit?: number }) {
  const list = useSeriesList();
  const shown = (list.data?.pages[0]?.series ?? []).slice(0, limit);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="series-heading" className="space-y-4" data-testid="series-section">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="series-heading" className="flex items-center gap-2 text-2xl font-bold">
            <CalendarRange className="h-6 w-6 text-primary" aria-hidden /> Series
          </h2>
          <p className="text-sm text-muted-foreground">Festivals of sponsored events, with each day&apos;s schedule.</p>
        </div>
        <Link href={paths.seriesList} className="text-sm font-medium text-primary hover:underline">
          All series
        </Link>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {shown.map((s) => (
          <SeriesListCard key={s.id} s={s} />
        ))}
      </div>
    </section>
  );
}
