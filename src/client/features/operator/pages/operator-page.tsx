import { Gavel } from "lucide-react";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { PageHeader } from "@client/components/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { toast } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api";
import { paths, type PageProps } from "@client/lib/routes";
import { useOpenDisputes } from "../api/get-open-disputes";
import { DisputeCard } from "../components/dispute-card";
import { CardDisputesSection } from "../components/card-disputes-section";
import { UsersSection } from "../components/users-section";

/** /operator: open payout disputes to rule on, and accounts to suspend or reinstate (decision 202). */
export default function OperatorPage({ user }: PageProps) {
  const [, navigate] = useLocation();
  const allowed = user.isOperator;
  const disputes = useOpenDisputes(allowed);

  useEffect(() => {
    if (allowed) return;
    toast({ title: "Access Denied", description: "Only operators can open the operator console.", variant: "destructive" });
    navigate(paths.home, { replace: true });
  }, [allowed, navigate]);
  if (!allowed) return null;

  const list = disputes.data ?? [];
  return (
    <div className="space-y-6">
      <PageHeader title="Operator" subtitle="Rule on payouts backers say they were not paid, review card disputes, and suspend accounts that break the rules" />
      <section className="space-y-4" aria-labelledby="open-disputes">
        <h2 id="open-disputes" className="flex items-center gap-2 text-xl font-semibold">
          <Gavel className="h-5 w-5 text-primary" aria-hidden /> Open disputes
          {disputes.data && <span className="text-base font-normal text-muted-foreground">({list.length})</span>}
        </h2>
        {disputes.isLoading ? (
          <Skeleton className="h-64 w-full" />
        ) : disputes.error ? (
          <p className="text-sm text-destructive">{errorMessage(disputes.error)}</p>
        ) : list.length === 0 ? (
          <Card>
            <CardHeader>
              <CardTitle className="text-base">No open disputes</CardTitle>
              <CardDescription>When a backer says a payout marked paid never arrived, it waits here for a ruling.</CardDescription>
            </CardHeader>
            <CardContent />
          </Card>
        ) : (
          list.map((d) => <DisputeCard key={d.id} dispute={d} selfId={user.id} />)
        )}
      </section>
      <CardDisputesSection />
      <UsersSection selfId={user.id} />
    </div>
  );
}
