import type { EmailSettings } from "@core/contracts/mail";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Checkbox } from "@client/components/ui/checkbox";
import { toast } from "@client/components/ui/use-toast";
import { apiRequest, errorMessage } from "@client/lib/api";
import { emailSettingsKey as KEY } from "../api/email-settings-key";

/** The address's verification state ("Unverified - resend") and the "E-mail me about" switches. */
export function EmailSettingsCard() {
  const client = useQueryClient();
  const { data } = useQuery<EmailSettings>({ queryKey: KEY, queryFn: () => apiRequest<EmailSettings>("GET", KEY[0]!) });
  const save = useMutation({
    mutationFn: (body: Partial<Pick<EmailSettings, "moneyEvents" | "tournamentEvents">>) => apiRequest<EmailSettings>("PATCH", KEY[0]!, body),
    onSuccess: (next) => client.setQueryData(KEY, next),
    onError: (err) => toast({ title: "Not saved", description: errorMessage(err), variant: "destructive" }),
  });
  const resend = useMutation({
    mutationFn: () => apiRequest<{ message: string }>("POST", "/api/email-verification/resend"),
    onSuccess: (r) => toast({ title: "Verification sent", description: r.message }),
    onError: (err) => toast({ title: "Not sent", description: errorMessage(err), variant: "destructive" }),
  });
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
