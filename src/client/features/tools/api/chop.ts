import type { ChopToolResponse } from "@core/contracts/chop-tool";
import type { ChopMethod } from "@core/live/prizes/chop";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api";

export interface ChopToolRequest {
  method: ChopMethod;
  stacks: number[];
  prizes: string[];
}

/** POST /api/tools/chop: the chop the console's deal uses, over the stacks and the unpaid prizes. */
export function useChopTool() {
  return useMutation({ mutationFn: (body: ChopToolRequest) => apiRequest<ChopToolResponse>("POST", "/api/tools/chop", body) });
}
