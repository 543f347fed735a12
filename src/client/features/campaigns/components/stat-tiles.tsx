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
      <CardContent className="flex items-center gap-4 pt-5">
        <div className="rounded-md bg-primary/10 p-2.5 text-primary [&_svg]:h-5 [&_svg]:w-5">{icon}</div>
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="truncate text-xl font-bold tabular-nums">{value}</p>
        </div>
      </CardContent>
    </Card>
  );
}

/** The marketplace figures over open campaigns (GET /api/campaigns/stats). */
export function CampaignStatTiles({ stats, isLoading }: { stats: CampaignStats | undefined; isLoading: boolean }) {
  const v = (f: (s: CampaignStats) => string) => (isLoading || !stats ? <Skeleton className="mt-1 h-6 w-20" /> : f(stats));
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Tile icon={<Target />} label="Open Campaigns" value={v((s) => formatInteger(s.openCampaigns))} />
      <Tile icon={<DollarSign />} label="Available to Invest" value={v((s) => formatMoney(s.totalRemaining))} />
      <Tile icon={<TrendingUp />} label="Raised So Far" value={v((s) => formatMoney(s.totalRaised))} />
      <Tile icon={<Users />} label="Players Raising" value={v((s) => formatInteger(s.players))} />
    </div>
  );
}
