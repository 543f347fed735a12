import type { Activity } from "@core/contracts/payouts";
import { formatAge } from "@core/format";
import { Ban, CheckCircle2, DollarSign, PlusCircle, RotateCcw, Trophy, type LucideIcon } from "lucide-react";

const ICONS: Record<Activity["type"], LucideIcon> = {
  campaign_created: PlusCircle,
  campaign_closed: Trophy,
  investment_received: DollarSign,
  payout_sent: CheckCircle2,
  campaign_cancelled: Ban,
  investment_refunded: RotateCcw,
  investment_made: DollarSign,
};

export function ActivityList({ items, now = new Date() }: { items: Activity[]; now?: Date }) {
  return (
    <ul className="space-y-3">
      {items.map((a) => {
        const Icon = ICONS[a.type] ?? CheckCircle2;
        return (
          <li key={a.id} className="flex gap-3">
            <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Icon className="h-4 w-4" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm leading-snug wrap-anywhere">{a.description}</p>
              <p className="text-xs text-muted-foreground">
                <time dateTime={a.createdAt}>{formatAge(a.createdAt, now)}</time>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
