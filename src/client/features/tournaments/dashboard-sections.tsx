import type { PublicUser } from "@core/contracts/auth";

/** The tournaments feature's part of the sponsor's dashboard. */
export function SponsorDashboardSection(_props: { user: PublicUser }) {
  return null;
}
