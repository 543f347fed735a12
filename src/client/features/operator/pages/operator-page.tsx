import { Gavel } from "lucide-react";
import { PageHeader } from "@client/components/page-header";
import type { PageProps } from "@client/lib/routes";
import { usePageAccess } from "@client/lib/use-page-access";
import { useOpenDisputes } from "../api/get-open-disputes";
import { DisputeCard } from "../components/dispute-card";
import { CardDisputesSection } from "../components/card-disputes-section";
import { QueueSection } from "../components/queue-section";
import { UsersSection } from "../components/users-section";

/** /operator: open payout disputes to rule on, and accounts to suspend or reinstate (decision 202). */
export default function OperatorPage({ user }: PageProps) {
  const allowed = user.isOperator;
  const disputes = useOpenDisputes(allowed);

  usePageAccess(allowed, "Only operators can open the operator console.");
  if (!allowed) return null;

  return (
    <div className="space-y-6">
      <PageHeader title="Operator" subtitle="Rule on payouts backers say they were not paid, review card disputes, and suspend accounts that break the rules" />
      <QueueSection
        id="open-disputes"
        icon={<Gavel className="h-5 w-5 text-primary" aria-hidden />}
        title="Open disputes"
        query={disputes}
        skeletonClassName="h-64 w-full"
        emptyTitle="No open disputes"
        emptyText="When a backer says a payout marked paid never arrived, it waits here for a ruling."
        renderItem={(d) => <DisputeCard key={d.id} dispute={d} selfId={user.id} />}
      />
      <CardDisputesSection />
      <UsersSection selfId={user.id} />
    </div>
  );
}
