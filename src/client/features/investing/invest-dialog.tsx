import type { Campaign } from "@core/contracts/campaigns";

export interface InvestDialogProps {
  campaign: Campaign;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** /demo: a visitor acts as an investor and nothing is charged */
  demo?: boolean;
}

/** Invest in Campaign, then Complete Payment (the investing feature fills this in). */
export function InvestDialog(_props: InvestDialogProps) {
  return null;
}
