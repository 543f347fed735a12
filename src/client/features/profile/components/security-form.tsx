import { useForm } from "react-hook-form";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { Input } from "@client/components/ui/input";
import { useChangePassword } from "../api/change-password";
import { fieldAria, FormField } from "@client/components/ui/form-field";
import { serverFieldError } from "@client/lib/server-field-error";
import { changePasswordResolver } from "./profile-resolvers";

const empty = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function SecurityForm() {
  const form = useForm({ resolver: changePasswordResolver, defaultValues: empty });
  const { register, handleSubmit, formState, reset } = form;
  const errors = formState.errors;
  const change = useChangePassword(
    () => reset(empty),
    (err) => {
      const shown = serverFieldError(err, { currentPassword: ["Current password"], newPassword: ["New password"] });
      if (shown) form.setError(shown.field, { message: shown.message }, { shouldFocus: true });
      return !!shown;
    },
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>After the change you stay signed in here; every other device is signed out.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="max-w-md space-y-5"
          onSubmit={handleSubmit(({ currentPassword, newPassword }) => change.mutate({ currentPassword, newPassword }))}
        >
          <FormField id="currentPassword" label="Current Password" error={errors.currentPassword?.message}>
            <Input
              {...fieldAria("currentPassword", errors.currentPassword?.message)}
              type="password"
              autoComplete="current-password"
              {...register("currentPassword")}
            />
          </FormField>
          <FormField id="newPassword" label="New Password" error={errors.newPassword?.message} hint="At least 6 characters.">
            <Input {...fieldAria("newPassword", errors.newPassword?.message, true)} type="password" autoComplete="new-password" {...register("newPassword")} />
          </FormField>
          <FormField id="confirmPassword" label="Confirm New Password" error={errors.confirmPassword?.message}>
            <Input
              {...fieldAria("confirmPassword", errors.confirmPassword?.message)}
              type="password"
              autoComplete="new-password"
              {...register("confirmPassword")}
            />
          </FormField>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? "Updating…" : "Update Password"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
