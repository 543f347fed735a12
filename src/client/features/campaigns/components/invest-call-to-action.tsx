import type { PublicUser } from "@core/contracts/auth";
import type { Campaign } from "@core/contracts/campaigns";
import { formatMoney } from "@core/money";
import { Link } from "wouter";
import { authLink, paths } from "@client/lib/routes";
import { Button } from "@client/components/ui/button";
import { Card, CardContent } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { cn } from "@client/lib/utils";
import { fundingPercent, isOpenForInvestment, isSaleEnded, isStakingClosedByStart } from "./campaign-display";
import { InvestButton } from "./invest-button";

/**
 * Whether the page's call to action can buy a stake right now: an open campaign, seen by a visitor (Sign Up to
 * Invest) or an investor (Invest Now). Only then does it stay in reach at the bottom of a phone's screen.
 */
export function investsFromHere(c: Campaign, user: PublicUser | null, authLoading: boolean): boolean {
  return !authLoading && isOpenForInvestment(c) && (!user || user.role === "investor");
}

/**
 * Ready to Invest? (tournaments §2 "Campaign detail"). On a wide screen a card beside the funding; on a narrow one,
 * while it can buy a stake, the same element is a bar fixed to the bottom of the screen, so a shared link opened on a
 * phone has its Invest button in reach instead of far below the terms (one element, so one button for everyone).
 */
export function InvestCallToAction({ campaign: c, user, authLoading }: { campaign: Campaign; user: PublicUser | null; authLoading: boolean }) {
  const sticky = investsFromHere(c, user, authLoading);
  if (!sticky) {
    return (
      <Card className="border-primary/40">
        <CardContent className="space-y-4 pt-6 text-center">
          <h2 className="text-xl font-bold">Ready to Invest?</h2>
          {authLoading ? (
            // the sign-in check decides between Invest Now and Sign Up to Invest: show neither until it answers
            <Skeleton className="h-24 w-full" aria-busy="true" />
          ) : user && user.role !== "investor" ? (
            // the server takes stakes from investors only: say so before anyone types an amount
            <p className="text-sm text-muted-foreground" data-testid="investors-only">
              Only investors can back players. You are signed in as a {user.role ?? "user without a role"}.
            </p>
          ) : user ? (
            <>
              <p className="text-sm text-muted-foreground">
                {isStakingClosedByStart(c)
                  ? "Play has begun, so this campaign sells no more stakes."
                  : isSaleEnded(c)
                    ? "This campaign's sale has closed."
                    : "Choose your stake and pay by card."}
              </p>
              <InvestButton campaign={c} label="Invest Now" className="w-full" size="lg" />
            </>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">Create a free investor account to back players like this one.</p>
              <SignUpLinks campaign={c} />
            </>
          )}
        </CardContent>
      </Card>
    );
  }
  return (
    <section
      aria-labelledby="invest-cta-title"
      data-testid="invest-cta"
      className={cn(
        "rounded-lg border border-primary/40 bg-card text-card-foreground shadow-sm shadow-black/20",
        // a phone: pinned to the bottom of the screen, above the page (the page leaves room for it)
        "max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-30 max-lg:rounded-none max-lg:border-x-0 max-lg:border-b-0 max-lg:shadow-[0_-8px_24px_rgba(0,0,0,0.45)]",
      )}
    >
      <div className="space-y-4 p-6 pt-6 text-center max-lg:space-y-1.5 max-lg:px-4 max-lg:py-3 max-lg:pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <div className="lg:space-y-4 max-lg:flex max-lg:items-center max-lg:gap-3 max-lg:text-left">
          <div className="min-w-0 lg:space-y-4 max-lg:flex-1">
            <h2 id="invest-cta-title" className="text-xl font-bold max-lg:text-sm">
              Ready to Invest?
            </h2>
            <p className="text-sm text-muted-foreground max-lg:hidden">
              {user ? "Choose your stake and pay by card." : "Create a free investor account to back this player."}
            </p>
            <p className="text-xs text-muted-foreground lg:hidden">
              From {formatMoney(c.minStake)} · {fundingPercent(c)}% funded
            </p>
          </div>
          {user ? (
            <InvestButton campaign={c} label="Invest Now" className={PHONE_BUTTON} size="lg" />
          ) : (
            <Button asChild size="lg" className={PHONE_BUTTON}>
              <Link href={authLink("investor", undefined, paths.invest(c.id))}>Sign Up to Invest</Link>
            </Button>
          )}
        </div>
        {!user && <SignInLink campaign={c} className="text-sm text-muted-foreground max-lg:text-xs" />}
      </div>
    </section>
  );
}

// full width in the card; on a phone a compact button beside the title
const PHONE_BUTTON = "w-full max-lg:h-11 max-lg:w-auto max-lg:shrink-0 max-lg:px-4 max-lg:text-sm";

function SignUpLinks({ campaign: c }: { campaign: Campaign }) {
  return (
    <>
      <Button asChild size="lg" className="w-full">
        <Link href={authLink("investor", undefined, paths.invest(c.id))}>Sign Up to Invest</Link>
      </Button>
      <SignInLink campaign={c} className="text-sm text-muted-foreground" />
    </>
  );
}

function SignInLink({ campaign: c, className }: { campaign: Campaign; className: string }) {
  return (
    <p className={className}>
      Already have an account?{" "}
      <Link href={authLink("investor", "login", paths.invest(c.id))} className="font-medium text-primary hover:underline">
        Sign in
      </Link>
    </p>
  );
}
