import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/utils";
import type { useCampaignPages } from "../api/get-campaigns";
import { CampaignGrid, ErrorState, type CampaignGridProps } from "./campaign-grid";

type CampaignPages = ReturnType<typeof useCampaignPages>;

/** Load More under a paged campaign list: fetches the next page; absent when there is none (or still loading). */
function LoadMore({ list, className }: { list: CampaignPages; className?: string }) {
  if (!list.hasNextPage || list.isLoading) return null;
  return (
    <div className={cn("flex justify-center", className)}>
      <Button variant="outline" size="lg" onClick={() => list.fetchNextPage()} disabled={list.isFetchingNextPage}>
        {list.isFetchingNextPage ? "Loading..." : "Load More"}
      </Button>
    </div>
  );
}

interface PagedCampaignGridProps extends Omit<CampaignGridProps, "campaigns" | "isLoading"> {
  list: CampaignPages;
  loadMoreClassName?: string;
}

/** A paged campaign list: its cards (or why they could not be read), with Load More under them. */
export function PagedCampaignGrid({ list, loadMoreClassName, ...grid }: PagedCampaignGridProps) {
  return (
    <>
      {list.error && !list.isLoading ? <ErrorState error={list.error} /> : <CampaignGrid campaigns={list.campaigns} isLoading={list.isLoading} {...grid} />}
      <LoadMore list={list} className={loadMoreClassName} />
    </>
  );
}
