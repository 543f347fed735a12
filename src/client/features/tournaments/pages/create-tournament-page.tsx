import { can } from "@core/roles";
import { ArrowLeft } from "lucide-react";
import { Link, useLocation } from "wouter";
import { PageHeader } from "@client/components/page-header";
import { Card, CardContent } from "@client/components/ui/card";
import { toast } from "@client/lib/use-toast";
import { paths, type PageProps } from "@client/lib/routes";
import { errorMessage } from "@client/lib/api";
import { usePageAccess } from "@client/lib/use-page-access";
import { useCreateTournament } from "../api/create-tournament";
import { TournamentForm } from "../components/tournament-form";
import { EMPTY_TOURNAMENT_FORM, toApiInput } from "../components/tournament-form-values";

export default function CreateTournamentPage({ user }: PageProps) {
  const [, navigate] = useLocation();
  const create = useCreateTournament();
  const allowed = can(user.role, "hostTournaments");

  usePageAccess(allowed, "Only sponsors can create tournaments.");

  if (!allowed) return null;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link href={paths.tournaments} className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="h-4 w-4" /> Back to My Tournaments
      </Link>
      <PageHeader title="Create Tournament" subtitle="Host a sponsored tournament that players and investors can register for." />
      <Card>
        <CardContent className="pt-5">
          <TournamentForm
            withFlights
            defaultValues={EMPTY_TOURNAMENT_FORM}
            submitLabel="Create Tournament"
            pendingLabel="Creating..."
            pending={create.isPending}
            serverError={create.error}
            onCancel={() => navigate(paths.tournaments)}
            onSubmit={(data) =>
              create.mutate(toApiInput(data), {
                onSuccess: (t) => {
                  toast({ title: "Tournament Created", description: `${t.name} is open for registration.` });
                  navigate(paths.tournaments);
                },
                onError: (err) => toast({ title: "Could Not Create Tournament", description: errorMessage(err), variant: "destructive" }),
              })
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}
