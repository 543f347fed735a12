import { PAGES, pathTo } from "@core/routes";
import { CalendarRange } from "lucide-react";
import { Link } from "wouter";

/** "Part of <series>": an event's link to its series' page (decision 231); nothing for an event in no series. */
export function SeriesLink({ series, className }: { series: { id: number; name: string } | null | undefined; className?: string }) {
  if (!series) return null;
  return (
    <p className={className ?? "text-xs text-muted-foreground"} data-testid="event-series">
      <CalendarRange className="mr-1 inline h-3.5 w-3.5 align-[-2px]" aria-hidden />
      Part of{" "}
      <Link href={pathTo(PAGES.series, series.id)} className="font-medium text-primary hover:underline">
        {series.name}
      </Link>
    </p>
  );
}
