import type { InputHTMLAttributes, ReactNode } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { fieldAria, FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";

type FormInputProps<T extends FieldValues> = Omit<InputHTMLAttributes<HTMLInputElement>, "form" | "name"> & {
  form: UseFormReturn<T>;
  /** the form's field, also the control's id */
  name: Path<T>;
  label: string;
  hint?: ReactNode;
  counter?: { value: string | undefined; max: number };
};

/** An Input in its FormField, registered with react-hook-form under `name` and showing that field's message. */
export function FormInput<T extends FieldValues>({ form, name, label, hint, counter, ...inputProps }: FormInputProps<T>) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <FormField id={name} label={label} error={error} hint={hint} counter={counter}>
      <Input {...fieldAria(name, error, hint !== undefined)} {...inputProps} {...form.register(name)} />
    </FormField>
  );
}
