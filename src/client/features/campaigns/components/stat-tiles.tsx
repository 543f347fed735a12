import type { CampaignStats } from "@core/contracts/campaigns";
import { formatInteger } from "@core/format";
import { formatMoney } from "@core/money";
import { DollarSign, Target, TrendingUp, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";

function Tile({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex items-center gap-3 p-4 sm:gap-4 sm:p-5">
        <div className="hidden rounded-md bg-primary/10 p-2.5 text-primary sm:block [&_svg]:h-5 [&_svg]:w-5">{icon}</div>
        <div className="min-w-0">
          <p className="text-xs text-muted-foreground sm:text-sm">{label}</p>
          <p className="truncate text-lg font-bold tabular-nums sm:text-xl">{value}</p>
        </div>
      </CardContent>
    </Card>
  );
}

/** The marketplace figures over open campaigns (GET /api/campaigns/stats). */
export function CampaignStatTiles({ stats, isLoading }: { stats: CampaignStats | undefined; isLoading: boolean }) {
  const v = (f: (s: CampaignStats) => string) => (isLoading || !stats ? <Skeleton className="mt-1 h-6 w-20" /> : f(stats));
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <Tile icon={<Target />} label="Open Campaigns" value={v((s) => formatInteger(s.openCampaigns))} />
      <Tile icon={<DollarSign />} label="Available to Invest" value={v((s) => formatMoney(s.totalRemaining))} />
      <Tile icon={<TrendingUp />} label="Raised So Far" value={v((s) => formatMoney(s.totalRaised))} />
      <Tile icon={<Users />} label="Players Raising" value={v((s) => formatInteger(s.players))} />
    </div>
  );
}
