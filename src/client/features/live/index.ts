// What other features use of live: the stakes' live status, and a tournament clock's cached state.
export { getLiveQueryOptions, type LiveData } from "./api/live";
export { CampaignLiveStatus, LiveStakesCard } from "./live-sweat";
// a registered player's own phone link and QR code (decision 164), on their dashboard and the tournament's details
export { MySeatLink } from "./components/my-seat-link";
// a finished event's results, its console link and results export, where its sponsor lists it (decision 218)
export { EventResults } from "./components/event-results";
