import type { SeriesSummary } from "@core/contracts/series";
import { PAGES, pathTo } from "@core/routes";
import { CalendarDays, MapPin } from "lucide-react";
import { Link } from "wouter";
import { Card, CardContent } from "@client/components/ui/card";
import { eventCountText, seriesDatesText } from "./series-dates";

/** A series in a list: its name (the link to its page), dates, venue, host and how many events. */
export function SeriesListCard({ s }: { s: SeriesSummary }) {
  return (
    <Card role="article" aria-label={s.name} className="transition-colors hover:border-primary/50">
      <CardContent className="space-y-2 p-4">
        <Link href={pathTo(PAGES.series, s.id)} className="block break-words text-lg font-bold text-primary hover:underline">
          {s.name}
        </Link>
        <p className="flex items-center gap-1.5 text-sm">
          <CalendarDays className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden /> {seriesDatesText(s)}
        </p>
        <p className="flex items-center gap-1.5 break-words text-sm text-muted-foreground">
          <MapPin className="h-4 w-4 shrink-0" aria-hidden /> {s.venue}
        </p>
        <p className="text-xs text-muted-foreground">
          Hosted by {s.sponsor.name} · {eventCountText(s.eventCount)}
        </p>
      </CardContent>
    </Card>
  );
}
