import { ArrowLeft } from "lucide-react";
import { Link, useLocation } from "wouter";
import { paths, type PageProps } from "@client/lib/routes";
import { PageHeader } from "@client/components/page-header";
import { Button } from "@client/components/ui/button";
import { Card, CardContent } from "@client/components/ui/card";
import { toast } from "@client/lib/use-toast";
import { isUnauthorizedError } from "@client/lib/api";
import { usePageAccess } from "@client/lib/use-page-access";
import { useCreateCampaign } from "../api/create-campaign";
import { useCreatePackage } from "../api/packages";
import { CreateCampaignForm, linkedCampaignRequest, packageCampaignRequest } from "../components/create-campaign-form";

export default function CreateCampaignPage({ user }: PageProps) {
  const [, navigate] = useLocation();
  const create = useCreateCampaign();
  const createPackage = useCreatePackage();
  const isPlayer = user.role === "player";

  usePageAccess(isPlayer, "Only players can create campaigns.");

  if (!isPlayer) return null;

  return (
    <div className="mx-auto max-w-2xl">
      <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
        <Link href={paths.home}>
          <ArrowLeft /> Back to Dashboard
        </Link>
      </Button>
      <PageHeader title="Create Campaign" subtitle="Offer investors 50% of your tournament winnings to fund your buy-in" />
      <Card>
        <CardContent className="pt-6">
          <CreateCampaignForm
            withPercentage={false}
            submitting={create.isPending || createPackage.isPending}
            onCancel={() => navigate(paths.home)}
            onSubmit={(s) => {
              const { playerOfferedPercentage: _default, ...values } = s.values;
              const callbacks = {
                onSuccess: () => {
                  toast({ title: "Campaign Created", description: "Your campaign has been created successfully and is now live for investors." });
                  navigate(paths.home);
                },
                onError: (err: unknown) => {
                  // an ended session is told and redirected by the app's one 401 handler
                  if (isUnauthorizedError(err)) return;
                  toast({ title: "Error", description: "Failed to create campaign. Please try again.", variant: "destructive" });
                },
              };
              // a package (decision 241): the events, no percentage (the server applies the default 50)
              if (s.kind === "package") {
                createPackage.mutate(packageCampaignRequest(s.values, s.events, false), callbacks);
                return;
              }
              create.mutate(
                s.kind === "linked"
                  ? linkedCampaignRequest(s.specialTournamentId, s.values, false)
                  : // the full page sends an ISO datetime and no percentage (marketplace §7): the server applies the default 50
                    { ...values, tournamentDate: new Date(values.tournamentDate).toISOString() },
                callbacks,
              );
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
