import { LiveStakesCard } from "@client/features/live";
import { useMyInvestments } from "@client/features/payouts";

/** An investor's stakes in running events, first on the dashboard while they play (nothing otherwise). */
export function LiveStakesSection() {
  const { data } = useMyInvestments();
  return <LiveStakesCard stakes={data} />;
}
