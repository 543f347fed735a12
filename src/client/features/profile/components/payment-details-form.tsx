import type { PublicUser } from "@core/contracts/auth";
import type { PaymentDetailsInput, UpdateProfileInput } from "@core/contracts/profile";
import { Landmark, Lock } from "lucide-react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { ConfirmDialog } from "@client/components/confirm-dialog";
import { AlertDialogAction, AlertDialogTrigger } from "@client/components/ui/alert-dialog";
import { Button, buttonVariants } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { Input } from "@client/components/ui/input";
import { useUpdateProfile } from "../api/update-profile";
import { fieldAria, FormField } from "@client/components/ui/form-field";
import { serverFieldError } from "@client/lib/server-field-error";
import { paymentDetailsResolver } from "./profile-resolvers";

// the bank account is never sent to the browser whole, so its field starts empty: blank keeps the one on file
const paymentValues = (user: PublicUser): PaymentDetailsInput => ({
  paypalEmail: user.paypalEmail ?? "",
  bankAccount: "",
  routingNumber: user.routingNumber ?? "",
});

/** Saving the details (a blank bank account keeps the one on file) and removing the bank account. */
function usePaymentDetailsSave(form: UseFormReturn<PaymentDetailsInput>) {
  const update = useUpdateProfile(
    (saved) => form.reset(paymentValues(saved)),
    (err) => {
      const shown = serverFieldError(err, { paypalEmail: ["PayPal email"], bankAccount: ["Bank account"], routingNumber: ["Routing number"] });
      if (shown) form.setError(shown.field, { message: shown.message }, { shouldFocus: true });
      return !!shown;
    },
  );
  const removeAccount = useUpdateProfile((saved) => form.reset({ ...form.getValues(), bankAccount: "", routingNumber: saved.routingNumber ?? "" }));

  const onSubmit = (values: PaymentDetailsInput) => {
    const body: UpdateProfileInput = { paypalEmail: values.paypalEmail, routingNumber: values.routingNumber };
    if (values.bankAccount) body.bankAccount = values.bankAccount;
    update.mutate(body);
  };
  return { update, removeAccount, onSubmit };
}

/** The bank account on file: only its last digits shown, and removing it after a confirmation. */
function RemoveBankAccount({ bankAccount, pending, onRemove }: { bankAccount: string; pending: boolean; onRemove: () => void }) {
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
      <span className="flex items-center gap-1.5">
        <Lock className="h-3.5 w-3.5" /> Only the last 4 digits are ever shown.
      </span>
      <ConfirmDialog
        trigger={
          <AlertDialogTrigger asChild>
            <Button type="button" variant="ghost" size="sm" disabled={pending}>
              Remove bank account
            </Button>
          </AlertDialogTrigger>
        }
        title="Remove bank account?"
        description={
          <>
            The account ending in {bankAccount.slice(-4)} and its routing number will be deleted. Players will no longer be able to pay you by bank transfer
            until you add an account again.
          </>
        }
        cancelLabel="Keep it"
        action={
          <AlertDialogAction className={buttonVariants({ variant: "destructive" })} onClick={onRemove}>
            Remove
          </AlertDialogAction>
        }
      />
    </div>
  );
}

export function PaymentDetailsForm({ user }: { user: PublicUser }) {
  const form = useForm({ resolver: paymentDetailsResolver, defaultValues: paymentValues(user) });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const { update, removeAccount, onSubmit } = usePaymentDetailsSave(form);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment Details</CardTitle>
        <CardDescription>Where players send your tournament payouts.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="space-y-5" onSubmit={handleSubmit(onSubmit)}>
          <FormField id="paypalEmail" label="PayPal Email" error={errors.paypalEmail?.message}>
            <Input
              {...fieldAria("paypalEmail", errors.paypalEmail?.message)}
              type="email"
              autoComplete="email"
              placeholder="e.g. payouts@example.com"
              {...register("paypalEmail")}
            />
          </FormField>
          <div className="rounded-lg border bg-background/40 p-4">
            <div className="mb-4 flex items-center gap-2 text-sm font-semibold">
              <Landmark className="h-4 w-4 text-primary" /> Bank Transfer (US)
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField
                id="bankAccount"
                label="Bank Account Number"
                error={errors.bankAccount?.message}
                hint={user.bankAccount ? `On file: ${user.bankAccount}. Enter a new number to replace it.` : "4 to 17 digits."}
              >
                <Input
                  {...fieldAria("bankAccount", errors.bankAccount?.message, true)}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={user.bankAccount ?? "000123456789"}
                  {...register("bankAccount")}
                />
              </FormField>
              <FormField id="routingNumber" label="Routing Number" error={errors.routingNumber?.message} hint="The 9-digit ABA number of your bank.">
                <Input
                  {...fieldAria("routingNumber", errors.routingNumber?.message, true)}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="e.g. 021000021"
                  {...register("routingNumber")}
                />
              </FormField>
            </div>
            {user.bankAccount && (
              <RemoveBankAccount
                bankAccount={user.bankAccount}
                pending={removeAccount.isPending}
                onRemove={() => removeAccount.mutate({ bankAccount: "", routingNumber: "" })}
              />
            )}
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? "Saving…" : "Save Payment Details"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
