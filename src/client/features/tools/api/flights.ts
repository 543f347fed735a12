import type { FlightsToolInput, FlightsToolResponse } from "@core/contracts/flights-tool";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api";

/** POST /api/tools/flights: a multi-flight event's pool and who advances to Day 2 with what (decision 232). */
export function useFlightsTool() {
  return useMutation({ mutationFn: (body: FlightsToolInput) => apiRequest<FlightsToolResponse>("POST", "/api/tools/flights", body) });
}
