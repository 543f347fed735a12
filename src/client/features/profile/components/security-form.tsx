import { useForm } from "react-hook-form";
import { SubmitButton } from "@client/components/submit-button";
import { FormInput } from "@client/components/form-input";
import { ProfileFormCard } from "./profile-form-card";
import { useChangePassword } from "../api/change-password";
import { serverFieldError } from "@client/lib/server-field-error";
import { changePasswordResolver } from "./profile-resolvers";

const empty = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function SecurityForm() {
  const form = useForm({ resolver: changePasswordResolver, defaultValues: empty });
  const { handleSubmit, reset } = form;
  const change = useChangePassword(
    () => reset(empty),
    (err) => {
      const shown = serverFieldError(err, { currentPassword: ["Current password"], newPassword: ["New password"] });
      if (shown) form.setError(shown.field, { message: shown.message }, { shouldFocus: true });
      return !!shown;
    },
  );

  return (
    <ProfileFormCard
      title="Change Password"
      description="After the change you stay signed in here; every other device is signed out."
      formClassName="max-w-md space-y-5"
      onSubmit={handleSubmit(({ currentPassword, newPassword }) => change.mutate({ currentPassword, newPassword }))}
    >
      <FormInput form={form} name="currentPassword" label="Current Password" type="password" autoComplete="current-password" />
      <FormInput form={form} name="newPassword" label="New Password" hint="At least 6 characters." type="password" autoComplete="new-password" />
      <FormInput form={form} name="confirmPassword" label="Confirm New Password" type="password" autoComplete="new-password" />
      <SubmitButton pending={change.isPending} label="Update Password" pendingLabel="Updating…" />
    </ProfileFormCard>
  );
}
