import type { Campaign } from "@core/contracts/campaigns";
import { useState } from "react";
import { Link } from "wouter";
import { paths } from "@client/lib/routes";
import { Button, type ButtonProps } from "@client/components/ui/button";
import { useAuth } from "@client/lib/auth/use-auth";
import { InvestDialog } from "@client/features/investing";
import { isOpenForInvestment, isSaleEnded, isStakingClosedByStart, SALE_CLOSED_LABEL, STAKING_CLOSED_LABEL } from "./campaign-display";
import { useSaleEnded } from "./sale-window-note";

// the dialog (checkout, Radix Dialog) loads on the first click: every campaign list shows this button

interface InvestButtonProps extends Pick<ButtonProps, "className" | "size" | "variant"> {
  campaign: Campaign;
  label?: string;
  /** /demo: a visitor invests as a demo investor, nothing is charged */
  demo?: boolean;
}

/**
 * Invest on a campaign: a signed-out visitor goes to the public campaign page (/invest/{id}); a signed-in user
 * (or anyone on /demo) gets the invest dialog, which itself explains when the role is not investor.
 */
export function InvestButton({ campaign, label = "Invest", demo, className, size, variant }: InvestButtonProps) {
  const { user, isLoading } = useAuth();
  const [open, setOpen] = useState(false);
  // re-renders at the sale's deadline, so the button closes then (decision 233)
  useSaleEnded(campaign);
  if (!isOpenForInvestment(campaign)) {
    return (
      <Button className={className} size={size} variant="secondary" disabled>
        {isStakingClosedByStart(campaign) ? STAKING_CLOSED_LABEL : isSaleEnded(campaign) ? SALE_CLOSED_LABEL : "Fully Funded"}
      </Button>
    );
  }
  // until the sign-in check answers, a signed-in user's click would wrongly go to the visitor's page
  if (isLoading && !demo) {
    return (
      <Button className={className} size={size} variant={variant} disabled aria-busy="true">
        {label}
      </Button>
    );
  }
  // the server takes stakes only from investors, and never on one's own campaign: offer the campaign page instead
  if (user && !demo && (user.role !== "investor" || user.id === campaign.playerId)) {
    return (
      <Button asChild className={className} size={size} variant="outline">
        <Link href={paths.invest(campaign.id)}>{user.id === campaign.playerId ? "Your Campaign" : "View Campaign"}</Link>
      </Button>
    );
  }
  if (!user && !demo) {
    return (
      <Button asChild className={className} size={size} variant={variant}>
        <Link href={paths.invest(campaign.id)}>{label}</Link>
      </Button>
    );
  }
  return (
    <>
      <Button className={className} size={size} variant={variant} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <InvestDialog campaign={campaign} open={open} onOpenChange={setOpen} demo={demo} />
    </>
  );
}
