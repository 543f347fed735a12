import type { SatelliteToolInput, SatelliteToolResponse } from "@core/contracts/satellite-tool";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api";

/** POST /api/tools/satellite: the seats a satellite's pool buys and the rest in cash (decision 232). */
export function useSatelliteTool() {
  return useMutation({ mutationFn: (body: SatelliteToolInput) => apiRequest<SatelliteToolResponse>("POST", "/api/tools/satellite", body) });
}
