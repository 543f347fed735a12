import type { SeriesEvent } from "@core/contracts/series";
import { formatInteger, formatLongDate } from "@core/format";
import { formatMoney } from "@core/money";
import { PAGES, pathTo } from "@core/routes";
import { groupByDay } from "@core/series-rules";
import { formatTime, tournamentBadgeLabel, tournamentBadgeTone } from "@core/tournament-rules";
import { Timer } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "@client/components/ui/badge";
import { Card, CardContent } from "@client/components/ui/card";

/** One event of the schedule: time, name, status, buy-in, field and pool, and its clock. Stacks on a phone. */
function EventRow({ e }: { e: SeriesEvent }) {
  return (
    <li
      className="flex flex-col gap-3 border-t border-border py-3 first:border-t-0 sm:flex-row sm:items-center sm:gap-4"
      aria-label={e.name}
      data-testid="series-event"
    >
      <p className="hidden w-24 shrink-0 whitespace-nowrap font-semibold tabular-nums text-primary sm:block">{formatTime(e.time)}</p>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold tabular-nums text-primary sm:hidden">{formatTime(e.time)}</span>
          <span className="break-words font-semibold">{e.name}</span>
          <Badge variant={tournamentBadgeTone(e.status)}>{tournamentBadgeLabel(e.status)}</Badge>
        </p>
        <p className="break-words text-xs text-muted-foreground">
          {e.format} · {e.location}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-3 text-sm sm:w-80 sm:shrink-0">
        <div>
          <dt className="text-xs text-muted-foreground">Buy-in</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(e.buyIn)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Entrants</dt>
          <dd className="font-semibold tabular-nums" data-testid="series-event-entrants">
            {formatInteger(e.entrants)} / {formatInteger(e.maxSeats)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Prize pool</dt>
          <dd className="font-semibold tabular-nums text-primary" data-testid="series-event-pool">
            {formatMoney(e.prizePool)}
          </dd>
        </div>
      </dl>
      <Link
        href={pathTo(PAGES.tournamentView, e.id)}
        className="inline-flex shrink-0 items-center gap-1.5 self-start rounded-md border border-border px-3 py-1.5 text-sm font-medium hover:bg-muted sm:self-center"
        aria-label={`Clock of ${e.name}`}
      >
        <Timer className="h-4 w-4" /> Clock
      </Link>
    </li>
  );
}

/** A series' schedule, a heading per day (decision 231). */
export function SeriesSchedule({ events }: { events: SeriesEvent[] }) {
  if (events.length === 0) {
    return (
      <Card>
        <CardContent className="p-8 text-center text-muted-foreground">No tournaments are scheduled in this series yet.</CardContent>
      </Card>
    );
  }
  return (
    <div className="space-y-6">
      {groupByDay(events).map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`} data-testid="series-day">
          <h2 id={`day-${day.date}`} className="mb-2 text-lg font-bold">
            {formatLongDate(day.date)}
          </h2>
          <Card>
            <CardContent className="py-1">
              <ul>
                {day.events.map((e) => (
                  <EventRow key={e.id} e={e} />
                ))}
              </ul>
            </CardContent>
          </Card>
        </section>
      ))}
    </div>
  );
}
