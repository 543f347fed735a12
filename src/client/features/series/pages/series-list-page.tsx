import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { SiteFrame } from "@client/components/layout/site-frame";
import { SkeletonList } from "@client/components/skeleton-list";
import { Button } from "@client/components/ui/button";
import { Card, CardContent } from "@client/components/ui/card";
import { errorMessage } from "@client/lib/api";
import { paths } from "@client/lib/routes";
import { useSeriesList } from "../api/get-series-list";
import { SeriesListCard } from "../components/series-list-card";

/** The public list of series (decision 231): the ones running or coming first, then past ones, a page at a time. */
export default function SeriesListPage() {
  const list = useSeriesList();
  const all = list.data?.pages.flatMap((p) => p.series) ?? [];
  return (
    <SiteFrame>
      <div className="mx-auto max-w-5xl space-y-6 py-2">
        <Link href={paths.tournamentsMain} className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft className="h-4 w-4" /> Poker Tournaments
        </Link>
        <header>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-4xl">Poker Series</h1>
          <p className="mt-2 text-muted-foreground">
            Festivals of sponsored tournaments over one or two weeks: each series' schedule by day, with every event's clock.
          </p>
        </header>
        {list.isLoading ? (
          <SkeletonList count={4} className="grid gap-4 md:grid-cols-2" itemClassName="h-36" />
        ) : list.error ? (
          <p className="py-20 text-center text-muted-foreground">{errorMessage(list.error)}</p>
        ) : all.length === 0 ? (
          <Card>
            <CardContent className="p-10 text-center text-muted-foreground">No series are scheduled yet. Check back soon.</CardContent>
          </Card>
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {all.map((s) => (
              <SeriesListCard key={s.id} s={s} />
            ))}
          </div>
        )}
        {list.hasNextPage && (
          <div className="text-center">
            <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {list.isFetchingNextPage ? "Loading..." : "More Series"}
            </Button>
          </div>
        )}
      </div>
    </SiteFrame>
  );
}
