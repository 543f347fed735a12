// What other features use of live: the stakes' live status, and a tournament clock's cached state.
export { getLiveQueryOptions, type LiveData } from "./api/live";
export { CampaignLiveStatus, LiveStakesCard } from "./live-sweat";
