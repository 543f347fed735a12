import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { cn } from "@client/lib/utils";

export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
  loading,
  tone,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: LucideIcon;
  loading?: boolean;
  tone?: "up" | "down";
}) {
  return (
    <Card role="group" aria-label={label}>
      <CardContent className="p-5">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <Icon className="h-4 w-4 text-primary" aria-hidden />
        </div>
        {loading ? (
          <Skeleton className="mt-2 h-8 w-24" />
        ) : (
          <p className={cn("mt-2 text-2xl font-bold tabular-nums", tone === "up" && "text-emerald-400", tone === "down" && "text-red-400")}>{value}</p>
        )}
        {hint && !loading && <p className="mt-1 text-xs text-muted-foreground">{hint}</p>}
      </CardContent>
    </Card>
  );
}
