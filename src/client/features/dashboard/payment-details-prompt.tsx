import type { PublicUser } from "@core/contracts/auth";
import { centsToDecimal, formatMoney2, toCents } from "@core/money";
import { Mail, Wallet, X } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { paths } from "@client/lib/routes";
import { Button } from "@client/components/ui/button";
import { useMyInvestments } from "@client/features/payouts";

/** Profile opened on its Payment Details tab. */
export const PAYMENT_DETAILS_PATH = `${paths.profile}?tab=payment`;

/**
 * The dashboard's asks about the account, above its sections: an investor owed a payout without a payout method
 * (the player has nowhere to send it), and anyone without an e-mail address (no password reset, no mail about
 * payouts). The dashboard renders this one component, so each ask stays here.
 */
export function PaymentDetailsPrompt({ user }: { user: PublicUser }) {
  // one block, closer together than the dashboard's sections; nothing at all (no gap) when neither asks
  return (
    <div className="space-y-3 empty:hidden">
      <PayoutMethodPrompt user={user} />
      <AddEmailReminder user={user} />
    </div>
  );
}

/** An investor who is owed a payout but saved no PayPal or bank account: the player has nowhere to send it. */
function PayoutMethodPrompt({ user }: { user: PublicUser }) {
  const hasDetails = !!user.paypalEmail || !!user.bankAccount;
  const investments = useMyInvestments(user.role === "investor" && !hasDetails);
  if (user.role !== "investor" || hasDetails) return null;
  const owedCents = (investments.data ?? []).filter((i) => i.payoutStatus === "pending").reduce((sum, i) => sum + (toCents(i.payout ?? "0") ?? 0), 0);
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
          You are owed {formatMoney2(centsToDecimal(owedCents))} in payouts, but you have not added payment details. Add a PayPal email or a bank account so the
          player can pay you.
        </span>
      </p>
      <Button asChild variant="outline" className="shrink-0">
        <Link href={PAYMENT_DETAILS_PATH}>Add Payment Details</Link>
      </Button>
    </section>
  );
}

/** Remembered per account in this browser: a dismissed reminder does not come back (no server state, no migration). */
export const emailReminderKey = (userId: number) => `email-reminder-dismissed:${userId}`;

function wasDismissed(userId: number): boolean {
  try {
    return localStorage.getItem(emailReminderKey(userId)) === "1";
  } catch {
    // storage blocked (a private window): show it; Dismiss still hides it for this visit
    return false;
  }
}

/** A signed-in user without an e-mail address, until they add one or dismiss this. */
function AddEmailReminder({ user }: { user: PublicUser }) {
  const [dismissed, setDismissed] = useState(() => wasDismissed(user.id));
  if (user.email || dismissed) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(emailReminderKey(user.id), "1");
    } catch {
      // nothing to remember it in: hidden until the next visit
    }
    setDismissed(true);
  };
  return (
    <section role="status" aria-label="Add an e-mail address" className="flex items-start gap-3 rounded-lg border border-sky-500/40 bg-sky-500/10 p-4">
      <Mail className="mt-0.5 h-5 w-5 shrink-0 text-sky-400" aria-hidden />
      <div className="min-w-0 flex-1 space-y-3 sm:flex sm:items-center sm:justify-between sm:gap-4 sm:space-y-0">
        <p className="text-sm">Your account has no e-mail address. Add one to be able to reset your password and to hear about payouts.</p>
        <Button asChild variant="outline" size="sm" className="shrink-0">
          <Link href={paths.profile}>Add E-mail</Link>
        </Button>
      </div>
      <Button type="button" variant="ghost" size="icon" className="-m-1 h-8 w-8 shrink-0" aria-label="Dismiss" onClick={dismiss}>
        <X />
      </Button>
    </section>
  );
}
