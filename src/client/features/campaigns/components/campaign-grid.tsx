import type { Campaign } from "@core/contracts/campaigns";
import type { ReactNode } from "react";
import { useDeferredData, useFirstScreenFirst } from "@client/lib/use-deferred-data";
import { errorMessage } from "@client/lib/api";
import { Card, CardContent } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { CampaignCard, type CampaignCardProps } from "./campaign-card";

export const LOADING_CARDS = 6;
/** cards rendered before the rest of a page: two rows on a wide screen, more than a phone shows */
const FIRST_SCREEN_CARDS = 6;

export function CampaignCardSkeleton() {
  return (
    <Card data-testid="campaign-card-skeleton" aria-hidden>
      <CardContent className="space-y-4 pt-5">
        <div className="flex items-center gap-3">
          <Skeleton className="h-10 w-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-3/4" />
          </div>
        </div>
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-2 w-full" />
        <div className="grid grid-cols-2 gap-3">
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
        </div>
        <Skeleton className="h-10 w-full" />
      </CardContent>
    </Card>
  );
}

export function EmptyState({ icon, title, description, action }: { icon?: ReactNode; title: string; description?: ReactNode; action?: ReactNode }) {
  return (
    <Card className="border-dashed">
      <CardContent className="flex flex-col items-center gap-3 py-14 text-center">
        {icon && <div className="text-muted-foreground [&_svg]:h-10 [&_svg]:w-10">{icon}</div>}
        <h3 className="text-lg font-semibold">{title}</h3>
        {description && <p className="max-w-md text-sm text-muted-foreground">{description}</p>}
        {action}
      </CardContent>
    </Card>
  );
}

export interface CampaignGridProps extends Omit<CampaignCardProps, "campaign" | "action"> {
  campaigns: Campaign[];
  isLoading: boolean;
  empty: ReactNode;
  loadingCount?: number;
  action?: (c: Campaign) => ReactNode;
}

/** Cards in a responsive grid; placeholder cards while loading; `empty` when there is nothing to show. */
export function CampaignGrid({ campaigns, isLoading, empty, loadingCount = LOADING_CARDS, action, ...card }: CampaignGridProps) {
  // the cards render in slices once the page has arrived (a page of them was one 45 ms task on a phone)
  const shown = useFirstScreenFirst(useDeferredData(campaigns, !isLoading), FIRST_SCREEN_CARDS);
  if (shown === null) {
    return (
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Loading campaigns">
        {Array.from({ length: loadingCount }, (_, i) => (
          <CampaignCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (shown.length === 0) return <>{empty}</>;
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {shown.map((c) => (
        <CampaignCard key={c.id} campaign={c} action={action?.(c)} {...card} />
      ))}
    </div>
  );
}

export function ErrorState({ error }: { error: unknown }) {
  return <EmptyState title="Could not load campaigns" description={errorMessage(error, "Please try again.")} />;
}
