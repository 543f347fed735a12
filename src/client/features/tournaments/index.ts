// What other features use of tournaments: the sponsor's dashboard section and list.
export { getTournamentsQueryOptions } from "./api/get-tournaments";
export { useMyTournaments } from "./api/get-my-tournaments";
export { SponsorDashboardSection } from "./dashboard-sections";
