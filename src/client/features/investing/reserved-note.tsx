import type { Campaign } from "@core/contracts/campaigns";
import { formatMoney, toCents } from "@core/money";

/** "$X reserved in open checkouts": room others are paying for right now, so Max is not a surprise. */
export function ReservedNote({ campaign, className }: { campaign: Pick<Campaign, "reservedAmount">; className?: string }) {
  const cents = toCents(campaign.reservedAmount ?? "0") ?? 0;
  if (cents <= 0) return null;
  return (
    <p className={className ?? "text-xs text-muted-foreground"} data-testid="reserved-note">
      {formatMoney(cents / 100)} reserved in open checkouts
    </p>
  );
}
