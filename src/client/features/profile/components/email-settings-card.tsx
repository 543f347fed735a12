import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Checkbox } from "@client/components/ui/checkbox";
import { useEmailSettings } from "../api/get-email-settings";
import { useResendVerification } from "../api/resend-verification";
import { useUpdateEmailSettings } from "../api/update-email-settings";

/** The address's verification state ("Unverified - resend") and the "E-mail me about" switches. */
export function EmailSettingsCard() {
  const { data } = useEmailSettings();
  const save = useUpdateEmailSettings();
  const resend = useResendVerification();
  if (!data) return null;
  return (
    <Card data-testid="email-settings">
      <CardHeader>
        <CardTitle className="text-lg">E-mail</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {data.email ? (
          <p>
            {data.email} ·{" "}
            {data.verified ? (
              <span className="text-primary">Verified</span>
            ) : (
              <>
                <span className="text-destructive">Unverified</span> -{" "}
                <Button type="button" variant="link" className="h-auto p-0" disabled={resend.isPending} onClick={() => resend.mutate()}>
                  resend
                </Button>
              </>
            )}
          </p>
        ) : (
          <p className="text-muted-foreground">Add an e-mail address in Personal Info to get e-mails.</p>
        )}
        <fieldset className="space-y-2">
          <legend className="font-medium">E-mail me about:</legend>
          <label className="flex items-center gap-2">
            <Checkbox checked={data.moneyEvents} onCheckedChange={(v) => save.mutate({ moneyEvents: v === true })} /> money events
          </label>
          <label className="flex items-center gap-2">
            <Checkbox checked={data.tournamentEvents} onCheckedChange={(v) => save.mutate({ tournamentEvents: v === true })} /> tournaments
          </label>
        </fieldset>
      </CardContent>
    </Card>
  );
}
