import { PAGES, pathTo } from "@core/routes";
import { CalendarRange, Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { useMySeries } from "../api/get-my-series";
import { lazyDialog } from "@client/lib/lazy-dialog";
import { eventCountText, seriesDatesText } from "./series-dates";

// the dialog (Radix, its form and the schema) loads when first opened, so the pages that show this stay light
const CreateSeriesDialog = lazyDialog(() => import("./create-series-dialog").then((m) => m.CreateSeriesDialog));
/** A sponsor's series on My Tournaments (decision 231): each with its public page, and Create Series. */
export function MySeriesSection() {
  const mine = useMySeries();
  const [creating, setCreating] = useState(false);
  const list = mine.data ?? [];
  return (
    <Card data-testid="my-series">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0 pb-3">
        <CardTitle className="flex items-center gap-2 text-lg">
          <CalendarRange className="h-5 w-5 text-primary" aria-hidden /> My Series
        </CardTitle>
        <Button variant="outline" size="sm" onClick={() => setCreating(true)}>
          <Plus className="h-4 w-4" /> Create Series
        </Button>
      </CardHeader>
      <CardContent>
        {mine.isLoading ? null : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Group your tournaments into a festival with one public schedule: create a series, then choose it in each tournament.
          </p>
        ) : (
          <ul className="divide-y divide-border">
            {list.map((s) => (
              <li key={s.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                <Link href={pathTo(PAGES.series, s.id)} className="break-words font-medium text-primary hover:underline">
                  {s.name}
                </Link>
                <span className="text-xs text-muted-foreground">
                  {seriesDatesText(s)} · {eventCountText(s.eventCount)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CreateSeriesDialog open={creating} onOpenChange={setCreating} />
    </Card>
  );
}
