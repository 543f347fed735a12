import { identityRequired, IDENTITY_LINK, IDENTITY_MESSAGES } from "@core/identity";
import { toCents } from "@core/money";
import { ShieldAlert } from "lucide-react";
import { Link } from "wouter";
import { useIdentity } from "../api/get-identity";

/**
 * Whether the typed target needs a verified identity first: the rule the server applies (src/core/identity.ts) on
 * the status and open targets the server reported. Unknown while loading: the form sends, and the server decides.
 */
export function useIdentityGate(): (targetAmount: string | null | undefined) => boolean {
  const { data } = useIdentity();
  return (targetAmount) => {
    const target = toCents(targetAmount || null);
    if (!data || target === null || target <= 0) return false;
    return identityRequired(data.status, toCents(data.openTargets) ?? 0, target);
  };
}

/** The step the Create Campaign form shows before it is sent: verify first, with the way there. */
export function IdentityStepNote({ id }: { id: string }) {
  return (
    <div id={id} role="alert" className="flex gap-2 rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm" data-testid="identity-step">
      <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-400" />
      <p>
        {IDENTITY_MESSAGES.required}.{" "}
        <Link href={IDENTITY_LINK} className="font-medium text-primary hover:underline">
          Verify identity
        </Link>
      </p>
    </div>
  );
}
