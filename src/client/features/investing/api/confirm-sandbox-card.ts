import type { SandboxConfirmInput } from "@core/contracts/investments";
import { apiRequest } from "@client/lib/api";

/** POST /api/payments/sandbox/confirm: the sandbox gateway's card step. */
export function confirmSandboxCard(body: SandboxConfirmInput) {
  return apiRequest<{ status: "succeeded"; paymentIntentId: string }>("POST", "/api/payments/sandbox/confirm", body);
}
