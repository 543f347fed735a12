import type { MutateOptions, UseMutationResult } from "@tanstack/react-query";
import { useMemo, useRef } from "react";

/** crypto.randomUUID exists only in secure contexts; a site served over plain http still needs keys. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface SubmitOnce {
  /** The Idempotency-Key of the submission now running (for the mutation function's request). */
  key: () => string;
  /** The mutation with a mutate() that ignores calls while one runs. */
  guard: <TData, TError, TVariables, TContext>(
    mutation: UseMutationResult<TData, TError, TVariables, TContext>,
  ) => UseMutationResult<TData, TError, TVariables, TContext>;
}

/**
 * One click, one action. `disabled={isPending}` alone lets a double click through: the second click arrives
 * before React re-renders the button. A ref blocks it at once. The key stays the same while the user re-sends
 * the same values (a retry after a lost answer replays the server's first result instead of creating again),
 * and is new after a success or for different values.
 */
export function useSubmitOnce(): SubmitOnce {
  const busy = useRef(false);
  const submission = useRef<{ key: string; values: string } | null>(null);
  return useMemo<SubmitOnce>(
    () => ({
      key: () => (submission.current ??= { key: newIdempotencyKey(), values: "" }).key,
      guard: (mutation) => {
        type Opts = MutateOptions<unknown, unknown, unknown, unknown>;
        // the generic mutate's rest-tuple type does not survive a wrapper; the call is the same at run time
        const run = mutation.mutate as (variables: unknown, options?: Opts) => void;
        const mutate = (variables: unknown, options?: Opts) => {
          if (busy.current) return;
          busy.current = true;
          const values = JSON.stringify(variables ?? null);
          if (submission.current?.values !== values) submission.current = { key: newIdempotencyKey(), values };
          const onSettled: Opts["onSettled"] = (data, error, ...rest) => {
            busy.current = false;
            if (!error) submission.current = null;
            options?.onSettled?.(data, error, ...rest);
          };
          run(variables, { ...options, onSettled });
        };
        return { ...mutation, mutate } as typeof mutation;
      },
    }),
    [],
  );
}
