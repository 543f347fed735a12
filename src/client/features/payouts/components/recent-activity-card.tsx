import type { Activity } from "@core/contracts/payouts";
import { formatAge } from "@core/format";
import { Ban, CheckCircle2, DollarSign, PlusCircle, RotateCcw, Trophy, type LucideIcon } from "lucide-react";
import { SkeletonList } from "@client/components/skeleton-list";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";

export interface ActivityLine {
  key: string | number;
  icon: LucideIcon;
  text: string;
  /** ISO time of the event */
  at: string;
}

const ICONS: Record<Activity["type"], LucideIcon> = {
  campaign_created: PlusCircle,
  campaign_closed: Trophy,
  investment_received: DollarSign,
  payout_sent: CheckCircle2,
  campaign_cancelled: Ban,
  investment_refunded: RotateCcw,
  investment_made: DollarSign,
};

/** The account's own activity lines (GET /api/activities) as the card shows them. */
export function activityLine(a: Activity): ActivityLine {
  return { key: a.id, icon: ICONS[a.type] ?? CheckCircle2, text: a.description, at: a.createdAt };
}

interface RecentActivityCardProps {
  description: string;
  loading: boolean;
  failed: boolean;
  lines: ActivityLine[];
  emptyText: string;
  /** the list's accessible name, where the card's title is not enough */
  label?: string;
}

/** A dashboard's Recent Activity card (every role has one, marketplace §2): its lines, newest first, each with its age. */
export function RecentActivityCard({ description, loading, failed, lines, emptyText, label }: RecentActivityCardProps) {
  const now = new Date();
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle>Recent Activity</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {loading ? (
          <SkeletonList count={4} itemClassName="h-10 w-full" />
        ) : failed ? (
          <p className="text-sm text-muted-foreground">Activity could not be loaded.</p>
        ) : lines.length === 0 ? (
          <p className="text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          <ul className="space-y-3" aria-label={label}>
            {lines.map(({ key, icon: Icon, text, at }) => (
              <li key={key} className="flex gap-3">
                <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <Icon className="h-4 w-4" aria-hidden />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm leading-snug wrap-anywhere">{text}</p>
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={at}>{formatAge(at, now)}</time>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
