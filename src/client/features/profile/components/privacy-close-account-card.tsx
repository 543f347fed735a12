import type { ClosingBlocker } from "@core/contracts/privacy";
import { Link } from "wouter";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { Button } from "@client/components/ui/button";
import { useAccountCloseState } from "../api/get-account-close-state";
import { PrivacyCloseAccountForm } from "./privacy-close-account-form";

/** "Close my account": what is left to settle first, or the password and the confirmation. */
export function PrivacyCloseAccountCard() {
  const { data } = useAccountCloseState();
  const blockers = data?.blockers ?? [];
  return (
    <Card data-testid="close-account">
      <CardHeader>
        <CardTitle className="text-lg">Close my account</CardTitle>
        <CardDescription>
          Closing signs you out everywhere and erases your name, e-mail, phone, address, payout details and picture; your player page then reads "Closed
          account". Stakes, payouts and statements stay: the people you dealt with and the law need them.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {!data ? null : blockers.length > 0 ? <WhatIsLeft blockers={blockers} /> : <PrivacyCloseAccountForm />}
      </CardContent>
    </Card>
  );
}

/** The money still owed either way (and what it hangs on), each with the page where it is settled. */
function WhatIsLeft({ blockers }: { blockers: ClosingBlocker[] }) {
  return (
    <>
      <p className="font-medium" data-testid="close-blocked">
        Settle what is left before you close your account:
      </p>
      <ul className="space-y-1">
        {blockers.map((b) => (
          <li key={b.kind}>
            <Link href={b.link} className="text-primary underline-offset-4 hover:underline">
              {b.text}
            </Link>
          </li>
        ))}
      </ul>
      <Button type="button" variant="destructive" disabled>
        Close my account
      </Button>
    </>
  );
}
