import { PageHeader } from "@client/components/page-header";

export default function StakingPage() {
  return <PageHeader title="Staking" />;
}
