import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/utils";
import type { useCampaignPages } from "../api/get-campaigns";

/** Load More under a paged campaign list: fetches the next page; absent when there is none (or still loading). */
export function LoadMore({ list, className }: { list: ReturnType<typeof useCampaignPages>; className?: string }) {
  if (!list.hasNextPage || list.isLoading) return null;
  return (
    <div className={cn("flex justify-center", className)}>
      <Button variant="outline" size="lg" onClick={() => list.fetchNextPage()} disabled={list.isFetchingNextPage}>
        {list.isFetchingNextPage ? "Loading..." : "Load More"}
      </Button>
    </div>
  );
}
