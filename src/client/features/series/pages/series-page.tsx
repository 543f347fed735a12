import { seriesCalendarPath } from "@core/calendar-paths";
import type { Series } from "@core/contracts/series";
import { ArrowLeft, CalendarDays, MapPin, Medal } from "lucide-react";
import { Link, useParams } from "wouter";
import { AddToCalendar } from "@client/components/add-to-calendar";
import { NotFoundMessage } from "@client/components/not-found-message";
import { SiteFrame } from "@client/components/layout/site-frame";
import { Skeleton } from "@client/components/ui/skeleton";
import { errorMessage, isApiError } from "@client/lib/api";
import { paths } from "@client/lib/routes";
import { useSeries } from "../api/get-series";
import { SeriesSchedule } from "../components/series-schedule";
import { eventCountText, seriesDatesText } from "../components/series-dates";

function SeriesHeader({ s }: { s: Series }) {
  return (
    <header className="space-y-3">
      <p className="text-xs font-semibold uppercase tracking-wide text-primary">Tournament series</p>
      <h1 className="break-words text-2xl font-extrabold tracking-tight sm:text-4xl">{s.name}</h1>
      <dl className="flex flex-col gap-1.5 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-6">
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">Venue</dt>
          <MapPin className="h-4 w-4 shrink-0" aria-hidden />
          <dd className="break-words text-foreground">{s.venue}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">Dates</dt>
          <CalendarDays className="h-4 w-4 shrink-0" aria-hidden />
          <dd className="text-foreground" data-testid="series-dates">
            {seriesDatesText(s)}
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">Sponsor</dt>
          <Medal className="h-4 w-4 shrink-0" aria-hidden />
          <dd>
            Hosted by <span className="text-foreground">{s.sponsor.name}</span> · {eventCountText(s.eventCount)}
          </dd>
        </div>
      </dl>
      {/* the series' calendar feed (decision 228): a file to add, or a subscription that follows new events and changes */}
      <div className="flex flex-wrap gap-2 empty:hidden" data-testid="series-actions">
        <AddToCalendar feedPath={seriesCalendarPath(s.id)} subscribe />
      </div>
    </header>
  );
}

/** The public series page (decision 231): the festival's schedule by day, each event with its clock. */
export default function SeriesPage() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const series = useSeries(id, valid);
  const body =
    !valid || isApiError(series.error, 404) || isApiError(series.error, 400) ? (
      <NotFoundMessage title="Series Not Found" text="No tournament series has this address." />
    ) : series.isLoading ? (
      <Skeleton className="h-64 w-full" aria-busy="true" />
    ) : series.error ? (
      <div className="py-20 text-center text-muted-foreground">{errorMessage(series.error)}</div>
    ) : (
      series.data && (
        <div className="space-y-8">
          <SeriesHeader s={series.data} />
          <SeriesSchedule events={series.data.events} />
        </div>
      )
    );
  return (
    <SiteFrame>
      <div className="mx-auto max-w-5xl space-y-6 py-2">
        <Link href={paths.seriesList} className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft className="h-4 w-4" /> All series
        </Link>
        {body}
      </div>
    </SiteFrame>
  );
}
