// What other features use of tournaments: the sponsor's dashboard section and list.
export { getTournamentsQueryOptions } from "./api/get-tournaments";
export { useMyTournaments } from "./api/get-my-tournaments";
export { SponsorDashboardSection } from "./dashboard-sections";
// a satellite's note to backers (decision 240), on the campaign page, the invest dialog and the create form
export { LinkedSatelliteNote, SatelliteStakeText } from "./components/satellite-stake-note";
