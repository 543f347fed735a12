import { campaignFundedBuyInCents } from "@core/bullets";
import type { Campaign } from "@core/contracts/campaigns";
import { markupHundredthsOf } from "@core/markup";
import { toCents } from "@core/money";
import { decideSale, shortPercent, timeLeftText } from "@core/sale-window";
import { useQueryClient } from "@tanstack/react-query";
import { Clock } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "@client/lib/utils";
import { getCampaignQueryOptions } from "../api/get-campaign";
import { isSaleEnded } from "./campaign-display";

type SaleWindow = Pick<Campaign, "id" | "status" | "currentAmount" | "buyIn" | "bullets" | "rebuyPrice" | "markup"> &
  Partial<Pick<Campaign, "minFillPercent" | "saleEndsAt" | "saleClosedAt">>;

/** The clock, read again every `everyMs` while `on` (a countdown; an Invest button that closes at the deadline). */
export function useNow(everyMs: number, on = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, on]);
  return now;
}

/** Whether the sale has ended, turning true by itself at the deadline (decision 233). */
export function useSaleEnded(c: Partial<Pick<Campaign, "saleEndsAt" | "saleClosedAt">>): boolean {
  const [, tick] = useState(0);
  const endsAt = c.saleEndsAt ? new Date(c.saleEndsAt).getTime() : null;
  useEffect(() => {
    if (endsAt === null || c.saleClosedAt) return;
    const left = endsAt - Date.now();
    if (left <= 0) return;
    // a deadline months away needs no timer (setTimeout's limit is about 24 days)
    if (left > 2 ** 31 - 1) return;
    const timer = setTimeout(() => tick((n) => n + 1), left + 50);
    return () => clearTimeout(timer);
  }, [endsAt, c.saleClosedAt]);
  return isSaleEnded(c);
}

/** What the sale window says now: the countdown, the minimum against what sold, or how the sale closed. */
export function saleWindowLines(c: SaleWindow, now: number): { main: string | null; minimum: string | null; tone: "muted" | "closed" | "cancelled" } {
  const { soldPercent, keptPercent } = decideSale({
    soldCents: toCents(c.currentAmount) ?? 0,
    fundedBuyInCents: campaignFundedBuyInCents(c),
    markupHundredths: markupHundredthsOf(c.markup),
    minFillPercent: c.minFillPercent ?? null,
  });
  const sold = shortPercent(soldPercent);
  const minimum = c.minFillPercent ? `Minimum ${c.minFillPercent}% — ${sold}% sold` : null;
  if (c.saleClosedAt) {
    if (c.status === "cancelled") return { main: "Cancelled: the minimum was not reached", minimum, tone: "cancelled" };
    return { main: `Sale closed: ${sold}% sold, the player keeps ${shortPercent(keptPercent)}%`, minimum: null, tone: "closed" };
  }
  if (c.status !== "active" && c.status !== "funded") return { main: null, minimum: null, tone: "muted" };
  if (!c.saleEndsAt) return { main: null, minimum, tone: "muted" };
  const left = new Date(c.saleEndsAt).getTime() - now;
  return { main: left > 0 ? `Sale ends in ${timeLeftText(left)}` : "Sale closed: deciding…", minimum, tone: left > 0 ? "muted" : "closed" };
}

/**
 * The sale window on a card or the campaign page: "Sale ends in 2h 10m", "Minimum 20% — 15% sold", then "Sale closed"
 * or "Cancelled: the minimum was not reached". Past the deadline and not yet decided, it reads the campaign again
 * every 2 s until the job's decision shows.
 */
export function SaleWindowNote({ campaign: c, className }: { campaign: SaleWindow; className?: string }) {
  const waiting = !!c.saleEndsAt && !c.saleClosedAt && (c.status === "active" || c.status === "funded");
  const now = useNow(1000, waiting);
  const ended = waiting && new Date(c.saleEndsAt!).getTime() <= now;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!ended) return;
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: getCampaignQueryOptions(c.id).queryKey }), 2000);
    return () => clearInterval(timer);
  }, [ended, c.id, queryClient]);
  const { main, minimum, tone } = saleWindowLines(c, now);
  if (!main && !minimum) return null;
  return (
    <div data-testid="sale-window" className={cn("space-y-0.5 text-sm", className)}>
      {main && (
        <p
          className={cn(
            "flex items-center gap-1.5 font-medium",
            tone === "cancelled" ? "text-destructive" : tone === "closed" ? "text-sky-300" : "text-muted-foreground",
          )}
        >
          <Clock className="h-4 w-4 shrink-0" aria-hidden />
          {main}
        </p>
      )}
      {minimum && <p className="text-muted-foreground tabular-nums">{minimum}</p>}
    </div>
  );
}
