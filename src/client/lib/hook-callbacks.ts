import { queryClient } from "./api";
import { refreshAfter, type Change } from "./changes";

/**
 * Callbacks given to a mutation hook rather than to mutate(): the row that started the mutation moves to another
 * list (active to closed, pending to paid) when the data refreshes, and mutate()'s callbacks die with it.
 */
export interface HookCallbacks<T> {
  onSuccess?: (data: T) => void;
  onError?: (error: Error) => void;
}

/** The hook's callbacks, then the change's refresh, on success and on failure alike (a refusal may mean it changed under us). */
export function settleWith<T>(change: Change, callbacks: HookCallbacks<T>) {
  return {
    onSuccess: (data: T) => {
      callbacks.onSuccess?.(data);
      void refreshAfter(queryClient, change);
    },
    onError: (error: Error) => {
      callbacks.onError?.(error);
      void refreshAfter(queryClient, change);
    },
  };
}
