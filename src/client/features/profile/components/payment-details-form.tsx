import type { PublicUser } from "@core/contracts/auth";
import type { PaymentDetailsInput, UpdateProfileInput } from "@core/contracts/profile";
import { Landmark, Lock } from "lucide-react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { ConfirmDialog } from "@client/components/confirm-dialog";
import { AlertDialogAction, AlertDialogTrigger } from "@client/components/ui/alert-dialog";
import { Button, buttonVariants } from "@client/components/ui/button";
import { SubmitButton } from "@client/components/submit-button";
import { FormInput } from "@client/components/form-input";
import { ProfileFormCard } from "./profile-form-card";
import { useUpdateProfile } from "../api/update-profile";
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
  const { handleSubmit } = form;
  const { update, removeAccount, onSubmit } = usePaymentDetailsSave(form);

  return (
    <ProfileFormCard title="Payment Details" description="Where players send your tournament payouts." onSubmit={handleSubmit(onSubmit)}>
      <FormInput form={form} name="paypalEmail" label="PayPal Email" type="email" autoComplete="email" placeholder="e.g. payouts@example.com" />
      <div className="rounded-lg border bg-background/40 p-4">
        <div className="mb-4 flex items-center gap-2 text-sm font-semibold">
          <Landmark className="h-4 w-4 text-primary" /> Bank Transfer (US)
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormInput
            form={form}
            name="bankAccount"
            label="Bank Account Number"
            hint={user.bankAccount ? `On file: ${user.bankAccount}. Enter a new number to replace it.` : "4 to 17 digits."}
            inputMode="numeric"
            autoComplete="off"
            placeholder={user.bankAccount ?? "000123456789"}
          />
          <FormInput
            form={form}
            name="routingNumber"
            label="Routing Number"
            hint="The 9-digit ABA number of your bank."
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 021000021"
          />
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
        <SubmitButton pending={update.isPending} label="Save Payment Details" pendingLabel="Saving…" />
      </div>
    </ProfileFormCard>
  );
}
