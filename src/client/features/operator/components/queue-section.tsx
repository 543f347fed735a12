import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { errorMessage } from "@client/lib/api";

/**
 * One of the console's queues (payout disputes, card disputes): its heading with the count once loaded, then a
 * placeholder, the error, a card saying it is empty and what waits there, or its items.
 */
export function QueueSection<T extends { id: number }>({
  id,
  icon,
  title,
  query,
  skeletonClassName,
  emptyTitle,
  emptyText,
  renderItem,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  query: { data?: T[]; isLoading: boolean; error: unknown };
  skeletonClassName: string;
  emptyTitle: string;
  emptyText: string;
  renderItem: (item: T) => ReactNode;
}) {
  const list = query.data ?? [];
  return (
    <section className="space-y-4" aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-2 text-xl font-semibold">
        {icon}
        {` ${title}`}
        {query.data && <span className="text-base font-normal text-muted-foreground">({list.length})</span>}
      </h2>
      {query.isLoading ? (
        <Skeleton className={skeletonClassName} />
      ) : query.error ? (
        <p className="text-sm text-destructive">{errorMessage(query.error)}</p>
      ) : list.length === 0 ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{emptyTitle}</CardTitle>
            <CardDescription>{emptyText}</CardDescription>
          </CardHeader>
          <CardContent />
        </Card>
      ) : (
        list.map(renderItem)
      )}
    </section>
  );
}
