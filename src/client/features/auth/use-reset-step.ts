import { useState } from "react";
import { errorMessage } from "@client/lib/api";

/** A password-reset step's one request: pending while it runs, its refusal as the form's message, done once it succeeds. */
export function useResetStep(initialError: string | null = null) {
  const [error, setError] = useState<string | null>(initialError);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  async function run(request: () => Promise<unknown>) {
    setPending(true);
    setError(null);
    try {
      await request();
      setDone(true);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setPending(false);
    }
  }
  return { error, setError, done, pending, run };
}
