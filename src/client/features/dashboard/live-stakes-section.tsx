import { LiveStakesCard } from "@client/features/live/live-sweat";
import { useMyInvestments } from "@client/features/payouts/api/queries";

/** An investor's stakes in running events, first on the dashboard while they play (nothing otherwise). */
export function LiveStakesSection() {
  const { data } = useMyInvestments();
  return <LiveStakesCard stakes={data} />;
}
