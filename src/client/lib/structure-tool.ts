import type { StructureToolInput, StructureToolResponse } from "@core/contracts/structure-tool";
import { apiRequest } from "./api";

/** POST /api/tools/structure: the one generator the public /tools/structure page and the structure builder call. */
export const requestStructure = (input: StructureToolInput) => apiRequest<StructureToolResponse>("POST", "/api/tools/structure", input);
