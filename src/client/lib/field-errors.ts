import type { z } from "zod";

/** Every field's first message at once, so a form shows all of its problems on one submit rather than one per round. */
export function fieldErrors<T extends z.ZodType>(schema: T, values: unknown): Partial<Record<string, string>> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** "12/50": a counter for a field the server limits; over the limit the form refuses it instead of cutting it. */
export function counterText(value: string | undefined, max: number): string {
  return `${(value ?? "").length}/${max}`;
}

export const isOverLimit = (value: string | undefined, max: number) => (value ?? "").length > max;
