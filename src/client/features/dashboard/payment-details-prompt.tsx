import type { PublicUser } from "@core/contracts/auth";
import { centsToDecimal, formatMoney2, toCents } from "@core/money";
import { Wallet } from "lucide-react";
import { Link } from "wouter";
import { paths } from "@client/app/paths";
import { Button } from "@client/components/ui/button";
import { useMyInvestments } from "@client/features/payouts/api/queries";

/** An investor who is owed a payout but saved no PayPal or bank account: the player has nowhere to send it. */
export function PaymentDetailsPrompt({ user }: { user: PublicUser }) {
  const hasDetails = !!user.paypalEmail || !!user.bankAccount;
  const investments = useMyInvestments(user.role === "investor" && !hasDetails);
  if (user.role !== "investor" || hasDetails) return null;
  const owedCents = (investments.data ?? [])
    .filter((i) => i.payoutStatus === "pending")
    .reduce((sum, i) => sum + (toCents(i.payout ?? "0") ?? 0), 0);
  if (owedCents <= 0) return null;
  return (
    <section
      role="status"
      aria-label="Add payment details"
      className="flex flex-col gap-3 rounded-lg border border-amber-500/50 bg-amber-500/10 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-3 text-sm">
        <Wallet className="mt-0.5 h-5 w-5 shrink-0 text-amber-400" aria-hidden />
        <span>
          You are owed {formatMoney2(centsToDecimal(owedCents))} in payouts, but you have not added payment details. Add a PayPal email or a bank account so
          the player can pay you.
        </span>
      </p>
      <Button asChild variant="outline" className="shrink-0">
        <Link href={paths.profile}>Add Payment Details</Link>
      </Button>
    </section>
  );
}
