import type { PublicUser } from "@core/contracts/auth";
import type { PersonalInfoInput } from "@core/contracts/profile";
import { PROFILE_LIMITS } from "@core/contracts/profile-limits";
import { shouldFormatLocation } from "@core/location";
import { useRef } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { SubmitButton } from "@client/components/submit-button";
import { Input } from "@client/components/ui/input";
import { FormInput } from "@client/components/form-input";
import { ProfileFormCard } from "./profile-form-card";
import { Spinner } from "@client/components/ui/spinner";
import { Textarea } from "@client/components/ui/textarea";
import { useFormatLocation } from "../api/format-location";
import { useUpdateProfile } from "../api/update-profile";
import { fieldAria, FormField } from "@client/components/ui/form-field";
import { serverFieldError } from "@client/lib/server-field-error";
import { personalInfoResolver } from "./profile-resolvers";

// the words the server's messages about each field begin with (the contracts' labels)
const PERSONAL_FIELD_WORDS = {
  firstName: ["First name"],
  lastName: ["Last name"],
  email: ["Email"],
  phone: ["Phone"],
  bio: ["Bio"],
  location: ["Location"],
  address: ["Address"],
} as const;

function personalValues(user: PublicUser): PersonalInfoInput {
  return {
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    email: user.email ?? "",
    phone: user.phone ?? "",
    bio: user.bio ?? "",
    location: user.location ?? "",
    address: user.address ?? "",
  };
}

/**
 * Saving the form, and tidying the location up when its field is left (the server formats it); a save waits for a
 * formatting still under way.
 */
function usePersonalInfoSave(form: UseFormReturn<PersonalInfoInput>, user: PublicUser) {
  const { setValue, getValues, reset } = form;
  // the last text the server formatted (or saved); blurring without editing does not ask again
  const lastFormatted = useRef(user.location ?? "");

  const update = useUpdateProfile(
    (saved) => {
      lastFormatted.current = saved.location ?? "";
      reset(personalValues(saved));
    },
    (err) => {
      const shown = serverFieldError(err, PERSONAL_FIELD_WORDS);
      if (shown) form.setError(shown.field, { message: shown.message }, { shouldFocus: true });
      return !!shown;
    },
  );
  const formatLocation = useFormatLocation((formatted) => {
    lastFormatted.current = formatted;
    setValue("location", formatted, { shouldDirty: true, shouldValidate: true });
  });

  // clicking Save straight from the location field blurs it first; the save waits for the formatted text
  const pendingFormat = useRef<Promise<unknown> | null>(null);
  const onLocationBlur = () => {
    const value = getValues("location").trim();
    if (!shouldFormatLocation(value) || value === lastFormatted.current || pendingFormat.current) return;
    lastFormatted.current = value;
    pendingFormat.current = formatLocation
      .mutateAsync(value)
      .catch(() => undefined)
      .finally(() => {
        pendingFormat.current = null;
      });
  };

  const onSubmit = async (values: PersonalInfoInput) => {
    if (pendingFormat.current) {
      await pendingFormat.current;
      values = { ...values, location: getValues("location").trim() };
    }
    update.mutate(values);
  };
  return { update, formatLocation, onLocationBlur, onSubmit };
}

export function PersonalInfoForm({ user }: { user: PublicUser }) {
  const form = useForm({ resolver: personalInfoResolver, defaultValues: personalValues(user) });
  const { register, handleSubmit, formState, watch } = form;
  const errors = formState.errors;
  const { update, formatLocation, onLocationBlur, onSubmit } = usePersonalInfoSave(form, user);

  const values = watch();
  const counter = (field: "firstName" | "lastName" | "location" | "address" | "bio") => ({ value: values[field], max: PROFILE_LIMITS[field] });

  return (
    <ProfileFormCard
      title="Personal Information"
      description="How you appear to investors and players. Leave a field empty to remove it."
      onSubmit={handleSubmit(onSubmit)}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormInput form={form} name="firstName" label="First Name" counter={counter("firstName")} autoComplete="given-name" />
        <FormInput form={form} name="lastName" label="Last Name" counter={counter("lastName")} autoComplete="family-name" />
        <FormInput form={form} name="email" label="Email" type="email" autoComplete="email" placeholder="e.g. you@example.com" />
        <FormInput form={form} name="phone" label="Phone" type="tel" autoComplete="tel" placeholder="e.g. +1 (702) 555-0100" />
        <FormField
          id="location"
          label="Location"
          error={errors.location?.message}
          counter={counter("location")}
          hint={formatLocation.isPending ? "Formatting…" : "City, state and ZIP, e.g. Las Vegas, NV 89109. Tidied up when you leave the field."}
        >
          <div className="relative">
            <Input
              {...fieldAria("location", errors.location?.message, true)}
              autoComplete="address-level2"
              placeholder="e.g. Las Vegas, NV"

              {...register("location", { onBlur: onLocationBlur })}
            />
            {formatLocation.isPending && <Spinner className="absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2" label="Formatting location" />}
          </div>
        </FormField>
        <FormInput form={form} name="address" label="Address" counter={counter("address")} autoComplete="street-address" />
      </div>
      <FormField id="bio" label="Bio" error={errors.bio?.message} counter={counter("bio")}>
        <Textarea
          {...fieldAria("bio", errors.bio?.message)}
          rows={4}
          placeholder="Your poker background, results and the events you play."

          {...register("bio")}
        />
      </FormField>
      <div className="flex justify-end">
        <SubmitButton pending={update.isPending} label="Save Changes" pendingLabel="Saving…" />
      </div>
    </ProfileFormCard>
  );
}
