import { errorMessage } from "@client/lib/api";

/** What a failed request answered, announced where the request was made; nothing while it has not failed. */
export function RequestError({ error, className }: { error: unknown; className: string }) {
  if (!error) return null;
  return (
    <p role="alert" className={className}>
      {errorMessage(error)}
    </p>
  );
}
