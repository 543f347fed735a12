/**
 * The campaign page's path ("/invest/12"): the client's route (src/client/lib/routes.ts `paths.invest`) and the
 * links the server writes into notifications and mails, from one place.
 */
export const campaignPath = (campaignId: number | string): string => `/invest/${campaignId}`;
