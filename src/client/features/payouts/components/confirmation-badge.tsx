import { CONFIRMATION_LABELS, type ConfirmationState } from "@core/payout-confirmation";
import { Badge, type BadgeProps } from "@client/components/ui/badge";

const VARIANT: Record<ConfirmationState, BadgeProps["variant"]> = {
  awaiting: "warning",
  confirmed: "success",
  auto_confirmed: "info",
  disputed: "destructive",
};

/** A payout's confirmation by its backer, as both sides see it (decision 200); nothing before it is marked paid. */
export function ConfirmationBadge({ confirmation, ruling }: { confirmation: ConfirmationState | null; ruling: "paid" | "unpaid" | null }) {
  if (ruling === "paid") return <Badge variant="success">Ruled paid</Badge>;
  if (!confirmation) return null;
  return (
    <Badge variant={VARIANT[confirmation]} data-testid="confirmation-badge">
      {CONFIRMATION_LABELS[confirmation]}
    </Badge>
  );
}
