import { ApiError } from "./api-error";

/**
 * The shown field a server's 400 is about, read from how its message begins: the field's key ("email: ...",
 * "targetAmount cannot ...") or the words the form's own messages use for it ("Current password is incorrect").
 * A form puts that message under the field instead of in a toast, so it is said once, next to what to fix, and
 * nothing covers the form. Anything else (another status, a field the form does not show) gives null: toast it.
 */
export function serverFieldError<F extends string>(error: unknown, fields: Record<F, readonly string[]>): { field: F; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const text = error.serverMessage.trim();
  for (const field of Object.keys(fields) as F[]) {
    for (const start of [field, ...fields[field]]) {
      if (text.startsWith(`${start}:`)) {
        const rest = text.slice(start.length + 1).trim();
        return rest ? { field, message: rest.charAt(0).toUpperCase() + rest.slice(1) } : null;
      }
      if (text.startsWith(`${start} `)) return { field, message: text.charAt(0).toUpperCase() + text.slice(1) };
    }
  }
  return null;
}
