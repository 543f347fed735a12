import { PAGES, pathTo } from "./routes";

/**
 * The campaign page's path ("/invest/12"): the client's route (src/client/lib/routes.ts `paths.invest`) and the
 * links the server writes into notifications and mails, from the page table.
 */
export const campaignPath = (campaignId: number | string): string => pathTo(PAGES.invest, campaignId);
